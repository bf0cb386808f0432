import { resources } from "./index";
import enBilling from "./en/billing.server";
import esBilling from "./es/billing.server";
import enHiring from "./en/hiring.server";
import esHiring from "./es/hiring.server";
import enForms from "./en/forms.server";
import esForms from "./es/forms.server";
import enReports from "./en/reports.server";
import esReports from "./es/reports.server";
import enDebit from "./en/debit.server";
import esDebit from "./es/debit.server";
import enServices from "./en/services.server";
import esServices from "./es/services.server";
import enClaims from "./en/claims.server";
import enConsumer from "./en/consumer.server";
import esConsumer from "./es/consumer.server";
import esClaims from "./es/claims.server";
import enSettings from "./en/settings.server";
import esSettings from "./es/settings.server";
import enLightMode from "./en/light-mode.server";
import enProof from "./en/proof.server";
import esProof from "./es/proof.server";
import esLightMode from "./es/light-mode.server";
import enLine from "./en/line.server";
import esLine from "./es/line.server";
import enOutages from "./en/outages.server";
import esOutages from "./es/outages.server";
import enPromise from "./en/promise.server";
import esPromise from "./es/promise.server";
import enOffline from "./en/offline.server";
import esOffline from "./es/offline.server";

/**
 * What the server's i18next knows: every namespace the browser gets (`resources`) plus
 * the server-only ones, messages that only loaders and actions use (validation errors),
 * which would otherwise weigh on every page's download.
 */
export const serverResources = {
  es: {
    ...resources.es,
    hiringServer: esHiring,
    formsServer: esForms,
    servicesServer: esServices,
    billingServer: esBilling,
    claimsServer: esClaims,
    settingsServer: esSettings,
    reportsServer: esReports,
    debitServer: esDebit,
    consumerServer: esConsumer,
    lightModeServer: esLightMode,
    proofServer: esProof,
    lineServer: esLine,
    outagesServer: esOutages,
    promiseServer: esPromise,
    offlineServer: esOffline,
  },
  en: {
    ...resources.en,
    hiringServer: enHiring,
    formsServer: enForms,
    servicesServer: enServices,
    billingServer: enBilling,
    claimsServer: enClaims,
    settingsServer: enSettings,
    reportsServer: enReports,
    debitServer: enDebit,
    consumerServer: enConsumer,
    lightModeServer: enLightMode,
    proofServer: enProof,
    lineServer: enLine,
    outagesServer: enOutages,
    promiseServer: enPromise,
    offlineServer: enOffline,
  },
};

// i18next's types, here because they name the server-only namespaces too (a type reaches no bundle).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    // Spanish is the source of truth; English must have every key (checked by types).
    // Loaders and actions also have the server-only namespaces.
    resources: (typeof serverResources)["es"];
  }
}
