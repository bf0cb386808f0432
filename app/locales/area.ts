import es from "./es/area";
import { pageStrings } from "~/utils/i18n";

/** The area's navigation: Spanish with every area page, English on demand. */
export default pageStrings("area", es, { en: () => import("./en/area") });
