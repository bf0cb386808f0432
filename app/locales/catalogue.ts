import es from "./es/catalogue";
import { pageStrings } from "~/utils/i18n";

/** The catalogue namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("catalogue", es, { en: () => import("./en/catalogue") });
