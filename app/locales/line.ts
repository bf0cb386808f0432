import es from "./es/line";
import { pageStrings } from "~/utils/i18n";

/** The line namespace (issue 21), for Mi conexión's equipment, the restart and the diagnosis: Spanish with them, English on demand. */
export default pageStrings("line", es, { en: () => import("./en/line") });
