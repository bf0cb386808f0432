import es from "./es/customer-info";
import { pageStrings } from "~/utils/i18n";

/** The customer-information page's namespace (decision 117): Spanish with it, English on demand. */
export default pageStrings("customerInfo", es, { en: () => import("./en/customer-info") });
