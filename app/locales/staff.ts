import es from "./es/staff";
import { pageStrings } from "~/utils/i18n";

/** The call centre's desk and its sign-in: Spanish with their pages, English on demand. */
export default pageStrings("staff", es, { en: () => import("./en/staff") });
