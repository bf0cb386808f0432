import es from "./es/auth";
import { pageStrings } from "~/utils/i18n";

/** The auth namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("auth", es, { en: () => import("./en/auth") });
