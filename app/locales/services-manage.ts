import es from "./es/services-manage";
import { pageStrings } from "~/utils/i18n";

/** Managing and hiring services: Spanish with those pages, English on demand. */
export default pageStrings("servicesManage", es, { en: () => import("./en/services-manage") });
