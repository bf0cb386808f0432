import account from "./account";
import area from "./area";
import auth from "./auth";
import billing from "./billing";
import careers from "./careers";
import catalogue from "./catalogue";
import claims from "./claims";
import hiring from "./hiring";
import home from "./home";
import notices from "./notices";
import services from "./services";
import servicesManage from "./services-manage";
import settings from "./settings";
import tools from "./tools";

/**
 * Page namespaces: their strings travel with the pages that use them (each imports its
 * bundle from `~/locales/<namespace>`), not in the language chunk every page downloads.
 */
export default { account, area, auth, billing, careers, catalogue, claims, hiring, home, notices, services, servicesManage, settings, tools };
