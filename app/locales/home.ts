import es from "./es/home";
import { pageStrings } from "~/utils/i18n";

/** The home page's copy: Spanish with the pages that use it, English on demand. */
export default pageStrings("home", es, { en: () => import("./en/home") });
