import en from "./en";
import enPages from "./en/pages";
import es from "./es";
import esPages from "./es/pages";

export * from "./languages";

/**
 * Every namespace, for the server (remix-i18next in loaders and actions, and the
 * server render). The browser gets the first-load namespaces as one chunk per language
 * and each page namespace with its pages (see `~/utils/i18n`).
 */
export const resources = {
  es: { ...es, ...esPages },
  en: { ...en, ...enPages },
};
