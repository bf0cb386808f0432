import es from "./es/services";
import { pageStrings } from "~/utils/i18n";

/** The services namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("services", es, { en: () => import("./en/services") });
