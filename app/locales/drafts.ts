import es from "./es/drafts";
import { pageStrings } from "~/utils/i18n";

/** The drafts namespace (decision 149): what was typed offline, kept and offered again; only the three forms' pages carry it. */
export default pageStrings("drafts", es, { en: () => import("./en/drafts") });
