import es from "./es/notices";
import { pageStrings } from "~/utils/i18n";

/** The notice pages' copy: Spanish with the pages that use it, English on demand. */
export default pageStrings("notices", es, { en: () => import("./en/notices") });
