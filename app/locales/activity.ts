import es from "./es/activity";
import { pageStrings } from "~/utils/i18n";

/** The account's activity and the supervisors' view of it (decision 141): Spanish with their pages, English on demand. */
export default pageStrings("activity", es, { en: () => import("./en/activity") });
