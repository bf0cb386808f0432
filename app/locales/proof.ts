import es from "./es/proof";
import { pageStrings } from "~/utils/i18n";

/** The proof namespace (decision 098): the proof page; English on demand. */
export default pageStrings("proof", es, { en: () => import("./en/proof") });
