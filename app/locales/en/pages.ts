import type es from "../es/pages";
import account from "./account";
import auth from "./auth";
import billing from "./billing";
import careers from "./careers";
import catalogue from "./catalogue";
import hiring from "./hiring";
import home from "./home";
import notices from "./notices";
import services from "./services";
import tools from "./tools";

export default { account, auth, billing, careers, catalogue, hiring, home, notices, services, tools } satisfies typeof es;
