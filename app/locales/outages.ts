import es from "./es/outages";
import { pageStrings } from "~/utils/i18n";

/** The outages namespace (issue 21), for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("outages", es, { en: () => import("./en/outages") });
