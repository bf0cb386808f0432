import es from "./es/reports";
import { pageStrings } from "~/utils/i18n";

/** The payment-reports namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("reports", es, { en: () => import("./en/reports") });
