import es from "./es/tools";
import { pageStrings } from "~/utils/i18n";

/** The testing pages' copy: Spanish with the pages that use it, English on demand. */
export default pageStrings("tools", es, { en: () => import("./en/tools") });
