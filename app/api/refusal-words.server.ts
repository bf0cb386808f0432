import type { RouterContextProvider } from "react-router";
import spanish from "~/locales/es/forms.server";
import { getInstance, getLocale } from "~/middleware/i18next.server";
import { GENERIC_ERROR, type ApiError } from "./transport.server";

/**
 * What a page says when the API refuses a request (decision 132). The API writes its
 * `message` (and each field's) in Spanish, for people: a Spanish page shows it as it is,
 * the provider's own words; a page in another language shows the portal's words for the
 * status instead, never the API's Spanish. A refusal the API gave no message for (the
 * transport's own GENERIC_ERROR stands in) gets the portal's words in every language.
 * Refusals a page knows by `reason` are worded by that page, before this.
 */
export function refusalWords(error: ApiError, context: Readonly<RouterContextProvider>) {
  const spanishPage = languageOf(context) === "es";
  const words = wordsOf(context);
  const own = error.message && error.message !== GENERIC_ERROR ? error.message : null;
  const byStatus = error.status === 404 ? words.notFound : error.status === 409 ? words.conflict : words.refused;
  return {
    form: (spanishPage && own) || byStatus,
    /** One field's refusal: the API's message on a Spanish page, else the portal's. */
    field: (message: string) => (spanishPage ? message : words.field),
  };
}

function languageOf(context: Readonly<RouterContextProvider>) {
  try {
    return getLocale(context);
  } catch {
    // No language middleware ran (a unit test): Spanish, the portal's language.
    return "es";
  }
}

function wordsOf(context: Readonly<RouterContextProvider>): typeof spanish.refusals {
  try {
    const t = getInstance(context).getFixedT(null, "formsServer");
    return {
      refused: t("refusals.refused"),
      conflict: t("refusals.conflict"),
      notFound: t("refusals.notFound"),
      field: t("refusals.field"),
    };
  } catch {
    return spanish.refusals;
  }
}
