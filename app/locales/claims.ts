import es from "./es/claims";
import { pageStrings } from "~/utils/i18n";

/** The claims namespace, for the claims pages: Spanish with them, English on demand. */
export default pageStrings("claims", es, { en: () => import("./en/claims") });
