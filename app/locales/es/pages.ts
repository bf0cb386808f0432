import account from "./account";
import activity from "./activity";
import area from "./area";
import auth from "./auth";
import billing from "./billing";
import billingPay from "./billing-pay";
import billingPayment from "./billing-payment";
import careers from "./careers";
import catalogue from "./catalogue";
import claim from "./claim";
import claims from "./claims";
import consumer from "./consumer";
import customerInfo from "./customer-info";
import debit from "./debit";
import dev from "./dev";
import drafts from "./drafts";
import pager from "./pager";
import hiring from "./hiring";
import hiringMap from "./hiring-map";
import invoice from "./invoice";
import home from "./home";
import line from "./line";
import notices from "./notices";
import proof from "./proof";
import reports from "./reports";
import services from "./services";
import servicesManage from "./services-manage";
import serviceStatus from "./service-status";
import servicesRequests from "./services-requests";
import settings from "./settings";
import staff from "./staff";
import tools from "./tools";
import visits from "./visits";

/**
 * Page namespaces: their strings travel with the pages that use them (each imports its
 * bundle from `~/locales/<namespace>`), not in the language chunk every page downloads.
 */
export default {
  account,
  activity,
  area,
  auth,
  billing,
  billingPay,
  billingPayment,
  careers,
  catalogue,
  claim,
  claims,
  consumer,
  customerInfo,
  debit,
  dev,
  drafts,
  pager,
  hiring,
  hiringMap,
  home,
  invoice,
  line,
  notices,
  proof,
  reports,
  services,
  servicesManage,
  servicesRequests,
  serviceStatus,
  settings,
  staff,
  tools,
  visits,
};
