import es from "./es/billing";
import { pageStrings } from "~/utils/i18n";

/** The billing namespace, for the money screens: Spanish with them, English on demand. */
export default pageStrings("billing", es, { en: () => import("./en/billing") });
