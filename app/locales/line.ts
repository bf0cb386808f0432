import es from "./es/line";
import { pageStrings } from "~/utils/i18n";

/** The line namespace (decision 102), for Mi conexión's equipment, the restart and the diagnosis: Spanish with them, English on demand. */
export default pageStrings("line", es, { en: () => import("./en/line") });
