import i18next, { type TFunction } from "i18next";
import { resources } from "~/locales";
import type { PageNamespace } from "~/utils/i18n";

/** The server's translator for a namespace, in Spanish, as actions get it from the middleware. */
export async function spanish<NS extends PageNamespace>(namespace: NS): Promise<TFunction<NS>> {
  const instance = i18next.createInstance();
  await instance.init({ lng: "es", resources, interpolation: { escapeValue: false } });
  return instance.getFixedT("es", namespace) as TFunction<NS>;
}
