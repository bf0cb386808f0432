import es from "./es/services-requests";
import { pageStrings } from "~/utils/i18n";

/** Asking for a plan change and hiring Directv GO: Spanish with those pages, English on demand. */
export default pageStrings("servicesRequests", es, { en: () => import("./en/services-requests") });
