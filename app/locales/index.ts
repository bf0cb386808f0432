import en from "./en";
import enPages from "./en/pages";
import es from "./es";
import esPages from "./es/pages";
import type { serverResources } from "./index.server";

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

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    // Spanish is the source of truth; English must have every key (checked by types).
    // Loaders and actions also have the server-only namespaces.
    resources: (typeof serverResources)["es"];
  }
}
