import es from "./es/service-status";
import { pageStrings } from "~/utils/i18n";

/** The public status page's namespace (decision 101): Spanish with it, English on demand. */
export default pageStrings("serviceStatus", es, { en: () => import("./en/service-status") });
