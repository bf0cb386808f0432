import { resources } from "./index";
import enHiring from "./en/hiring.server";
import esHiring from "./es/hiring.server";
import enForms from "./en/forms.server";
import esForms from "./es/forms.server";
import enReports from "./en/reports.server";
import esReports from "./es/reports.server";
import enDebit from "./en/debit.server";
import esDebit from "./es/debit.server";

/**
 * What the server's i18next knows: every namespace the browser gets (`resources`) plus
 * the server-only ones, messages that only loaders and actions use (validation errors),
 * which would otherwise weigh on every page's download.
 */
export const serverResources = {
  es: { ...resources.es, hiringServer: esHiring, formsServer: esForms, reportsServer: esReports, debitServer: esDebit },
  en: { ...resources.en, hiringServer: enHiring, formsServer: enForms, reportsServer: enReports, debitServer: enDebit },
};
