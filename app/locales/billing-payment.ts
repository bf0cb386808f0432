import es from "./es/billing-payment";
import { pageStrings } from "~/utils/i18n";

/** A payment's page: Spanish with the page, English on demand. */
export default pageStrings("billingPayment", es, { en: () => import("./en/billing-payment") });
