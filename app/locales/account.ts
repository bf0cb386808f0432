import es from "./es/account";
import { pageStrings } from "~/utils/i18n";

/** The account namespace, for the pages that use it: Spanish with them, English on demand. */
export default pageStrings("account", es, { en: () => import("./en/account") });
