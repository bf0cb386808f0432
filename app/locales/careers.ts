import es from "./es/careers";
import { pageStrings } from "~/utils/i18n";

/** The careers namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("careers", es, { en: () => import("./en/careers") });
