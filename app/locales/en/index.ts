import type es from "../es";
import common from "./common";

export default { common } satisfies typeof es;
