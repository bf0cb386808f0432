import type es from "../es/pages";
import account from "./account";
import auth from "./auth";
import careers from "./careers";
import catalogue from "./catalogue";

export default { account, auth, careers, catalogue } satisfies typeof es;
