import en from "./en/account";
import es from "./es/account";
import { pageStrings } from "~/utils/i18n";

/** The account namespace in both languages, for the pages that use it. */
export default pageStrings("account", { es, en });
