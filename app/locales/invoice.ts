import es from "./es/invoice";
import { pageStrings } from "~/utils/i18n";

/** One invoice's page (decision 118): Spanish with it, English on demand. */
export default pageStrings("invoice", es, { en: () => import("./en/invoice") });
