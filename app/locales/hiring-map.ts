import es from "./es/hiring-map";
import { pageStrings } from "~/utils/i18n";

/** The location step's map and address suggestions: Spanish with their lazily loaded modules, English on demand. */
export default pageStrings("hiringMap", es, { en: () => import("./en/hiring-map") });
