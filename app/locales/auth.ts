import en from "./en/auth";
import es from "./es/auth";
import { pageStrings } from "~/utils/i18n";

/** The auth namespace in both languages, for the pages that use it. */
export default pageStrings("auth", { es, en });
