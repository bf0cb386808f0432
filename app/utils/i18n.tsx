import { createContext, useContext, useMemo, type ReactNode } from "react";
import type es from "~/locales/es";

/**
 * Components translate with this small translator instead of react-i18next: the same
 * strings and `{{name}}` interpolation, typed keys, and no i18next in the browser's
 * download (the home page's JavaScript budget is 120 KB gzip). Loaders and actions use
 * remix-i18next's instance (`getInstance(context).t`), over the same locale files.
 */
export type Resources = typeof es;
export type Namespace = keyof Resources;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey<NS extends Namespace = "common"> = Leaves<Resources[NS]>;
export type Values = Record<string, string | number>;

export function translate(resources: Resources, namespace: Namespace, key: string, values?: Values) {
  let node: unknown = resources[namespace];
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

type I18nValue = { language: string; resources: Resources };
const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ language, resources, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ language, resources }), [language, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage() {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useLanguage must be used inside <I18nProvider>");
  return context.language;
}

/** `const t = useT()` for the common namespace, `useT("hiring")` for another. */
export function useT<NS extends Namespace = "common">(namespace?: NS) {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useT must be used inside <I18nProvider>");
  const ns = (namespace ?? "common") as NS;
  return useMemo(
    () =>
      (key: TranslationKey<NS>, values?: Values) =>
        translate(context.resources, ns, key, values),
    [context.resources, ns],
  );
}
