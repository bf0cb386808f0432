import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import type { resources } from "~/locales";
import type firstLoad from "~/locales/es";
import { supportedLanguages, type Language } from "~/locales/languages";

/**
 * Components translate with this small translator instead of react-i18next: the same
 * strings and `{{name}}` interpolation, typed keys, and no i18next in the browser's
 * download (the home page's JavaScript budget is 120 KB gzip). Loaders and actions use
 * remix-i18next's instance (`getInstance(context).t`), over the same locale files.
 *
 * Two kinds of namespaces: first-load ones (`app/locales/es/index.ts`, e.g. `common`)
 * come with the language chunk every page downloads, and are named: `useT("common")`.
 * Page namespaces (`app/locales/es/pages.ts`) travel with the pages that use them: the
 * page imports the namespace's bundle (`useT(authStrings)`), which holds the Spanish
 * strings and loads another language's only when a page is shown in it.
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

type OtherLanguage = Exclude<Language, "es">;

/**
 * A page namespace: its Spanish strings, which every page that uses it carries, and the
 * other languages as chunks of their own, so that a Spanish page does not download them.
 */
export type PageStrings<NS extends PageNamespace> = {
  namespace: NS;
  es: Resources[NS];
  others: Record<OtherLanguage, () => Promise<{ default: Resources[NS] }>>;
};

/** Every page namespace whose bundle a loaded module brought, in the order they came. */
const registered: PageStrings<PageNamespace>[] = [];

export function pageStrings<NS extends PageNamespace>(
  namespace: NS,
  es: Resources[NS],
  others: PageStrings<NS>["others"],
): PageStrings<NS> {
  const strings = { namespace, es, others };
  registered.push(strings as PageStrings<PageNamespace>);
  return strings;
}

const loadedTables = new Map<string, unknown>();
const pendingTables = new Map<string, Promise<unknown>>();

/** The download of a page namespace in another language, started once and shared. */
function loadTable(strings: PageStrings<PageNamespace>, language: OtherLanguage): Promise<unknown> {
  const key = `${strings.namespace}:${language}`;
  let pending = pendingTables.get(key);
  if (!pending) {
    pending = strings.others[language]().then(
      (module) => {
        loadedTables.set(key, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A failed download is tried again by the next render, not remembered.
        pendingTables.delete(key);
        throw error;
      },
    );
    pendingTables.set(key, pending);
  }
  return pending;
}

/**
 * Before a page in another language hydrates: the strings of the page namespaces its
 * route modules brought (React Router imports them before the entry), so that hydration
 * never waits for a download (an update arriving meanwhile would make React throw the
 * server's HTML away and render the page again).
 */
export function loadPageStrings(language: string): Promise<unknown> {
  if (!isOtherLanguage(language)) return Promise.resolve();
  return Promise.all(registered.map((strings) => loadTable(strings, language)));
}

function isOtherLanguage(language: string): language is OtherLanguage {
  return language !== "es" && (supportedLanguages as readonly string[]).includes(language);
}

/**
 * A page namespace's strings in a language. Another language's chunk is downloaded the
 * first time a page needs it (a client navigation to a page not seen yet suspends, in a
 * transition: the page being left stays until it arrives), and it is kept for the next.
 */
function pageTable(strings: PageStrings<PageNamespace>, language: string): unknown {
  if (!isOtherLanguage(language)) return strings.es;
  const key = `${strings.namespace}:${language}`;
  return loadedTables.has(key) ? loadedTables.get(key) : use(loadTable(strings, language));
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
    typeof namespace === "object" ? pageTable(namespace, context.language) : context.resources[name as FirstLoadNamespace];
  return useMemo(
    () => (key: string, values?: Values) => translate({ [name]: table }, name, key, values),
    [table, name],
  ) as Translator<Namespace>;
}
