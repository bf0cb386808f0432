import en from "./en/catalogue";
import es from "./es/catalogue";
import { pageStrings } from "~/utils/i18n";

/** The catalogue namespace in both languages, for the pages that use it. */
export default pageStrings("catalogue", { es, en });
