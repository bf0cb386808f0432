import en from "./en";
import es from "./es";
import type { serverResources } from "./index.server";

export * from "./languages";
export const resources = { es, en };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    // Spanish is the source of truth; English must have every key (checked by types).
    // Loaders and actions also have the server-only namespaces.
    resources: (typeof serverResources)["es"];
  }
}
