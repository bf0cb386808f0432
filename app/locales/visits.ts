import es from "./es/visits";
import { pageStrings } from "~/utils/i18n";

/** The visits namespace (decision 103): the claim's visit block, the page to choose a window, the home's line. */
export default pageStrings("visits", es, { en: () => import("./en/visits") });
