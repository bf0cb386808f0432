import es from "./es/debit";
import { pageStrings } from "~/utils/i18n";

/** The automatic-debit namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("debit", es, { en: () => import("./en/debit") });
