import en from "./en/careers";
import es from "./es/careers";
import { pageStrings } from "~/utils/i18n";

/** The careers namespace in both languages, for the pages that use it. */
export default pageStrings("careers", { es, en });
