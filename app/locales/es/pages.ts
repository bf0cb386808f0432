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

/**
 * Page namespaces: their strings travel with the pages that use them (each imports its
 * bundle from `~/locales/<namespace>`), not in the language chunk every page downloads.
 */
export default { account, auth, billing, careers, catalogue, debit, hiring, home, notices, reports, services, tools };
