import type es from "../es";
import common from "./common";
import hiring from "./hiring";

export default { common, hiring } satisfies typeof es;
