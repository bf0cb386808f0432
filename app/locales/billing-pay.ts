import es from "./es/billing-pay";
import { pageStrings } from "~/utils/i18n";

/** The pay screen's words: Spanish with the page, English on demand. */
export default pageStrings("billingPay", es, { en: () => import("./en/billing-pay") });
