import i18next, { type TFunction } from "i18next";
import { serverResources } from "~/locales/index.server";

type ServerNamespace = keyof (typeof serverResources)["es"];

/** The server's translator for a namespace (any: page or `*.server`), in Spanish, as actions get it from the middleware. */
export async function spanish<NS extends ServerNamespace>(namespace: NS): Promise<TFunction<NS>> {
  const instance = i18next.createInstance();
  await instance.init({ lng: "es", resources: serverResources, interpolation: { escapeValue: false } });
  return instance.getFixedT("es", namespace) as TFunction<NS>;
}
