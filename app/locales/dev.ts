import es from "./es/dev";
import { pageStrings } from "~/utils/i18n";

/** The customer area's testing page's namespace: Spanish with it, English on demand. */
export default pageStrings("dev", es, { en: () => import("./en/dev") });
