import es from "./es/settings";
import { pageStrings } from "~/utils/i18n";

/** The settings namespace (contacts, password): Spanish with its pages, English on demand. */
export default pageStrings("settings", es, { en: () => import("./en/settings") });
