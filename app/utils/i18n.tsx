import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import type { resources } from "~/locales";
import type firstLoad from "~/locales/es";
import { defaultLanguage, supportedLanguages, type Language } from "~/locales/languages";

/**
 * Components translate with this small translator instead of react-i18next: the same
 * strings and `{{name}}` interpolation, typed keys, and no i18next in the browser's
 * download (every page's JavaScript budget is 120 KB gzip). One way, for every
 * namespace: `const t = useT(authStrings)`, with the namespace's bundle imported from
 * `~/locales/<namespace>` (docs/i18n.md). Loaders and actions use the server's i18next
 * (`getInstance(context).getFixedT(null, "<namespace>")`), over the same locale files.
 *
 * Where a bundle's words travel is the bundle's business, not the component's: a page
 * namespace's (`pageStrings`) with the modules that import it, Spanish only, another
 * language as a chunk of its own; `common`'s (only its name) in the language chunk
 * every page downloads before hydrating (`app/locales/<lang>/index.ts`).
 */
export type Resources = (typeof resources)["es"];
export type Namespace = keyof Resources;
export type FirstLoadResources = typeof firstLoad;
export type FirstLoadNamespace = keyof FirstLoadResources;
export type PageNamespace = Exclude<Namespace, FirstLoadNamespace>;

/** A plural key's name without its form: `creditText_one` and `creditText_other` are `creditText`, given a `count`. */
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
type Unsuffixed<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Unsuffixed<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey<NS extends Namespace = "common"> = Leaves<Resources[NS]>;
export type Values = Record<string, string | number>;

export function translate(
  resources: Partial<Record<string, unknown>>,
  namespace: string,
  key: string,
  values?: Values,
  language = "es",
) {
  return lookup(resources[namespace], key, values, language);
}

/**
 * Plurals as i18next resolves them (decision 132): given a numeric `count`, a key the table
 * lacks is looked up as `key_<form>`, the language's form of that number by
 * `Intl.PluralRules` (Spanish and English: `one` for 1, `other` for 0 and 2), then as
 * `key_other` (Spanish's `many`, for millions, has no key of its own). The rules are made
 * on a page's first plural, never while a page without one loads (decision 123: the first
 * `Intl` object loads ICU's data).
 */
const pluralRules: Record<string, Intl.PluralRules> = {};

/** A key's string in a namespace's table, its `{{name}}` placeholders filled; the key itself when it has none. */
function lookup(table: unknown, key: string, values: Values | undefined, language: string) {
  const count = values?.count;
  const text =
    find(table, key) ??
    (count == null
      ? count
      : find(table, `${key}_${(pluralRules[language] ??= new Intl.PluralRules(language)).select(+count)}`));
  if (!text) return key;
  if (!values) return text;
  // i18next's `{{name}}`, written without spaces in app/locales (tests/unit/plurals.test.ts).
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => `${values[name] ?? match}`);
}

function find(table: unknown, key: string) {
  let node = table;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

type OtherLanguage = Exclude<Language, typeof defaultLanguage>;

/**
 * A namespace's bundle, what `useT` takes. A page namespace's holds its Spanish strings,
 * which every module that imports the bundle carries, and the other languages as chunks
 * of their own, so that a Spanish page does not download them. A first-load namespace's
 * holds only its name: the language chunk brings its strings.
 */
export type Strings<NS extends Namespace> = {
  namespace: NS;
  es?: Resources[NS];
  others?: Record<OtherLanguage, () => Promise<{ default: Resources[NS] }>>;
};
export type PageStrings<NS extends PageNamespace> = Required<Strings<NS>>;

/** Every page namespace whose bundle a loaded module brought, in the order they came. */
const registered: PageStrings<PageNamespace>[] = [];

/** A page namespace's bundle (`app/locales/auth.ts`): Spanish with its pages, English on demand. */
export function pageStrings<NS extends PageNamespace>(
  namespace: NS,
  es: Resources[NS],
  others: PageStrings<NS>["others"],
): PageStrings<NS> {
  const strings = { namespace, es, others };
  registered.push(strings as PageStrings<PageNamespace>);
  return strings;
}

const tables = new Map<string, Promise<unknown>>();

/** The download of a page namespace in another language, started once and shared. */
function loadTable(strings: PageStrings<PageNamespace>, language: OtherLanguage): Promise<unknown> {
  const key = `${strings.namespace}:${language}`;
  let table = tables.get(key);
  if (!table) {
    const pending: Promise<unknown> = strings.others[language]().then(
      (module) => {
        // The fields React's use() reads: an arrived download is returned without suspending.
        Object.assign(pending, { status: "fulfilled", value: module.default });
        return module.default;
      },
      (error: unknown) => {
        // A failed download is tried again by the next render, not remembered.
        tables.delete(key);
        throw error;
      },
    );
    tables.set(key, (table = pending));
  }
  return table;
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
  return language !== defaultLanguage && (supportedLanguages as readonly string[]).includes(language);
}

/**
 * A namespace's strings in a language: the provider's when it has them (the first-load
 * ones in the browser, every namespace on the server), else the bundle's. Another
 * language's chunk is downloaded the first time a page needs it (a client navigation to a
 * page not seen yet suspends, in a transition: the page being left stays until it
 * arrives), and it is kept for the next.
 */
function useTable(strings: Strings<Namespace>, { language, resources }: I18nValue): unknown {
  const provided = resources[strings.namespace];
  if (provided) return provided;
  if (!isOtherLanguage(language) || !strings.others) return strings.es;
  // Always through use(), the download arrived or not: a component that suspended on it is
  // replayed, and a replay that skipped use() would run its hooks under React's update
  // dispatcher and throw ("Update hook called on initial render", React error 467 in a
  // production build). An arrived download carries `status`, so use() returns at once.
  return use(loadTable(strings as PageStrings<PageNamespace>, language));
}

/** The page's language, and the namespaces it has at hand: the first-load ones in the browser, every one on the server. */
type I18nValue = { language: string; resources: Partial<Resources> };
const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ language, resources, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ language, resources }), [language, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n() {
  const context = useContext(I18nContext);
  // A developer's mistake, caught in development and tests: in production the entries
  // always provide it, and the message would be bytes on every page.
  if (import.meta.env.DEV && !context) throw new Error("useT and useLanguage must be used inside <I18nProvider>");
  return context!;
}

export function useLanguage() {
  return useI18n().language;
}

export type Translator<NS extends Namespace> = (key: TranslationKey<NS>, values?: Values) => string;

/** `const t = useT(authStrings)`: the namespace's bundle in, its typed translator out. */
export function useT<NS extends Namespace>(strings: Strings<NS>): Translator<NS> {
  const i18n = useI18n();
  const table = useTable(strings as Strings<Namespace>, i18n);
  const { language } = i18n;
  return useMemo(
    () => (key: string, values?: Values) => lookup(table, key, values, language),
    [table, language],
  ) as Translator<NS>;
}
