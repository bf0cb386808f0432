import type es from "../es/pages";
import account from "./account";
import auth from "./auth";
import careers from "./careers";
import catalogue from "./catalogue";
import claims from "./claims";
import hiring from "./hiring";
import home from "./home";
import notices from "./notices";
import settings from "./settings";
import tools from "./tools";

export default { account, auth, careers, catalogue, claims, hiring, home, notices, settings, tools } satisfies typeof es;
