import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { resources } from "~/locales";
import type firstLoad from "~/locales/es";
import type { Language } from "~/locales/languages";

/**
 * Components translate with this small translator instead of react-i18next: the same
 * strings and `{{name}}` interpolation, typed keys, and no i18next in the browser's
 * download (the home page's JavaScript budget is 120 KB gzip). Loaders and actions use
 * remix-i18next's instance (`getInstance(context).t`), over the same locale files.
 *
 * Two kinds of namespaces: first-load ones (`app/locales/es/index.ts`, e.g. `common`)
 * come with the language chunk every page downloads, and are named: `useT("common")`.
 * Page namespaces (`app/locales/es/pages.ts`) travel with the pages that use them, as a
 * bundle of both languages the page imports: `useT(authStrings)`.
 */
export type Resources = (typeof resources)["es"];
export type Namespace = keyof Resources;
export type FirstLoadResources = typeof firstLoad;
export type FirstLoadNamespace = keyof FirstLoadResources;
export type PageNamespace = Exclude<Namespace, FirstLoadNamespace>;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey<NS extends Namespace = "common"> = Leaves<Resources[NS]>;
export type Values = Record<string, string | number>;

export function translate(resources: Partial<Record<string, unknown>>, namespace: string, key: string, values?: Values) {
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

/** A page namespace in both languages, imported by the pages that use it. */
export type PageStrings<NS extends PageNamespace> = { namespace: NS; strings: Record<Language, Resources[NS]> };

export function pageStrings<NS extends PageNamespace>(namespace: NS, strings: Record<Language, Resources[NS]>): PageStrings<NS> {
  return { namespace, strings };
}

type I18nValue = { language: string; resources: FirstLoadResources };
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

type Translator<NS extends Namespace> = (key: TranslationKey<NS>, values?: Values) => string;

/** `const t = useT()` for the common namespace, `useT(authStrings)` for a page namespace. */
export function useT<NS extends FirstLoadNamespace = "common">(namespace?: NS): Translator<NS>;
export function useT<NS extends PageNamespace>(namespace: PageStrings<NS>): Translator<NS>;
export function useT(namespace?: string | PageStrings<PageNamespace>): Translator<Namespace> {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useT must be used inside <I18nProvider>");
  const name = typeof namespace === "object" ? namespace.namespace : (namespace ?? "common");
  const table: unknown =
    typeof namespace === "object"
      ? (namespace.strings[context.language as Language] ?? namespace.strings.es)
      : context.resources[name as FirstLoadNamespace];
  return useMemo(
    () => (key: string, values?: Values) => translate({ [name]: table }, name, key, values),
    [table, name],
  ) as Translator<Namespace>;
}
