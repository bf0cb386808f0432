import es from "./es/claim";
import { pageStrings } from "~/utils/i18n";

/** One claim's page, a namespace of its own: the page carries none of the list's or the form's words. */
export default pageStrings("claim", es, { en: () => import("./en/claim") });
