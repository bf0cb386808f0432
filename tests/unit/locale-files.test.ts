import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "~/locales";
import firstLoad from "~/locales/es";
import { serverResources } from "~/locales/index.server";
import { supportedLanguages } from "~/locales/languages";

// What docs/i18n.md promises, read from the files themselves rather than from the lists
// that register them: a file nobody registered, or a key added in one language only, is
// caught here too.

const LOCALES = join(import.meta.dirname, "..", "..", "app", "locales");
/** The lists of each language's files (first-load and page namespaces), checked through the files they list. */
const LISTS = new Set(["index.ts", "pages.ts"]);

type Table = { [key: string]: string | Table };

/** `billing-pay.ts` is `billingPay`, `hiring.server.ts` is `hiringServer`. */
const namespaceOf = (file: string) =>
  file
    .replace(/\.ts$/, "")
    .replace(/\.server$/, "-server")
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Every key of a table, dotted, with its string. */
function leaves(table: Table, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(", ");

const languageDirs = () =>
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const filesOf = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith(".ts") && !LISTS.has(file))
    .sort();

async function tableOf(language: string, file: string): Promise<Table> {
  return ((await import(join(LOCALES, language, file))) as { default: Table }).default;
}

describe("locale files", () => {
  it("there is one folder per supported language, and no other", () => {
    expect(languageDirs()).toEqual([...supportedLanguages].sort());
  });

  it("every language has the same files, and each file the same keys, none empty, with the same placeholders", async () => {
    const languages = languageDirs();
    const files = [...new Set(languages.flatMap(filesOf))].sort();
    expect(files.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const file of files) {
      const present = languages.filter((language) => filesOf(language).includes(file));
      for (const language of languages.filter((language) => !present.includes(language)))
        problems.push(`${language}/${file}: missing (${present.join(", ")} has it)`);
      const tables = new Map<string, Map<string, string>>();
      for (const language of present) tables.set(language, leaves(await tableOf(language, file)));
      const keys = new Set([...tables.values()].flatMap((table) => [...table.keys()]));
      for (const key of keys) {
        const having = present.filter((language) => tables.get(language)!.has(key));
        // Placeholders are compared with Spanish's, the source of truth, when it has the key.
        const reference = having.includes("es") ? "es" : having[0]!;
        const expected = placeholders(tables.get(reference)!.get(key)!);
        for (const language of present) {
          const text = tables.get(language)!.get(key);
          if (text === undefined) problems.push(`${language}/${file}: no "${key}" (${having.join(", ")} has it)`);
          else if (!text.trim()) problems.push(`${language}/${file}: "${key}" is empty`);
          else if (placeholders(text) !== expected)
            problems.push(
              `${language}/${file}: "${key}" has placeholders {${placeholders(text)}}, ${reference} has {${expected}}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("every file is a namespace the server has, named after the file", async () => {
    const unregistered: string[] = [];
    for (const language of languageDirs()) {
      const registered = serverResources[language as keyof typeof serverResources] as Record<string, unknown>;
      for (const file of filesOf(language)) {
        if (registered[namespaceOf(file)] !== (await tableOf(language, file)))
          unregistered.push(`${language}/${file} as ${namespaceOf(file)}`);
      }
    }
    expect(unregistered).toEqual([]);
  });

  it("every namespace components use has its bundle, app/locales/<namespace>.ts, which names it and holds its words", async () => {
    const bundleFiles = readdirSync(LOCALES).filter(
      (file) => file.endsWith(".ts") && !/^(index|index\.server|languages)\.ts$/.test(file),
    );
    const bundles = new Map<
      string,
      { namespace: string; es?: Table; others?: Record<string, () => Promise<{ default: Table }>> }
    >();
    for (const file of bundleFiles) bundles.set(namespaceOf(file), (await import(join(LOCALES, file))).default);
    // Server-only namespaces have no bundle: their words never reach the browser.
    expect([...bundles.keys()].sort()).toEqual(Object.keys(resources.es).sort());
    for (const [namespace, bundle] of bundles) {
      expect(bundle.namespace, `${namespace}'s bundle`).toBe(namespace);
      // A first-load namespace's bundle is only its name (the language chunk has its words).
      expect(bundle.es === undefined, `${namespace}'s bundle has no words`).toBe(namespace in firstLoad);
      if (!bundle.es) continue;
      expect(bundle.es, namespace).toBe(resources.es[namespace as keyof typeof resources.es]);
      for (const language of supportedLanguages.filter((language) => language !== "es")) {
        expect((await bundle.others![language]!()).default, `${namespace} in ${language}`).toBe(
          resources[language][namespace as keyof typeof resources.es],
        );
      }
    }
  });
});
