import common from "./common";
import hiring from "./hiring";

export default { common, hiring };
