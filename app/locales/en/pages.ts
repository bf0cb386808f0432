import type es from "../es/pages";
import account from "./account";
import auth from "./auth";
import billing from "./billing";
import careers from "./careers";
import catalogue from "./catalogue";
import debit from "./debit";
import hiring from "./hiring";
import home from "./home";
import notices from "./notices";
import reports from "./reports";
import services from "./services";
import tools from "./tools";

export default { account, auth, billing, careers, catalogue, debit, hiring, home, notices, reports, services, tools } satisfies typeof es;
