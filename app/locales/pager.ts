import es from "./es/pager";
import { pageStrings } from "~/utils/i18n";

/** The pager's words: its own namespace, so a list outside the money screens carries no billing words. */
export default pageStrings("pager", es, { en: () => import("./en/pager") });
