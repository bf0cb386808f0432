import type es from "../es/pages";
import account from "./account";
import area from "./area";
import auth from "./auth";
import billing from "./billing";
import careers from "./careers";
import catalogue from "./catalogue";
import claims from "./claims";
import debit from "./debit";
import hiring from "./hiring";
import home from "./home";
import notices from "./notices";
import reports from "./reports";
import services from "./services";
import servicesManage from "./services-manage";
import settings from "./settings";
import tools from "./tools";

export default { account, area, auth, billing, careers, catalogue, claims, debit, hiring, home, notices, reports, services, servicesManage, settings, tools } satisfies typeof es;
