import es from "./es/consumer";
import { pageStrings } from "~/utils/i18n";

/** Cancellation and withdrawal pages' copy: Spanish with its pages, English on demand. */
export default pageStrings("consumer", es, { en: () => import("./en/consumer") });
