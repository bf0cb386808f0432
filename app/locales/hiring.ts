import es from "./es/hiring";
import { pageStrings } from "~/utils/i18n";

/** The hiring namespace, for the hiring steps and /sin-servicio: Spanish with them, English on demand. */
export default pageStrings("hiring", es, { en: () => import("./en/hiring") });
