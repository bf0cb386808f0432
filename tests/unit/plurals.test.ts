import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { serverResources } from "~/locales/index.server";
import { translate } from "~/utils/i18n";

// Plurals the way i18next does them (decision 132): `key_one` / `key_other` with `count`,
// the form chosen by the language's rules. The components' translator and the server's
// i18next must choose alike, or a page would read one way in the HTML and another once
// hydrated.

const server = async (language: "es" | "en") => {
  const i18n = createInstance({ resources: serverResources, lng: language, interpolation: { escapeValue: false } });
  await i18n.init();
  return i18n;
};

describe("plurals", () => {
  it("Spanish and English say 1 in the singular, 0 and 2 in the plural, as each language does", () => {
    const credit = (language: "es" | "en", count: number) =>
      translate(serverResources[language], "invoice", "dues.creditText", { count, amount: "$ 10" }, language);
    expect(credit("es", 1)).toBe("1 día, $ 10");
    expect(credit("es", 2)).toBe("2 días, $ 10");
    expect(credit("es", 0)).toBe("0 días, $ 10");
    expect(credit("en", 1)).toBe("1 day, $ 10");
    expect(credit("en", 2)).toBe("2 days, $ 10");
    expect(credit("en", 0)).toBe("0 days, $ 10");
  });

  it("the components' translator chooses what the server's i18next chooses, for every plural key", async () => {
    for (const language of ["es", "en"] as const) {
      const i18n = await server(language);
      const plurals: [string, string][] = [];
      const walk = (namespace: string, table: object, prefix: string) => {
        for (const [key, value] of Object.entries(table)) {
          if (typeof value === "object") walk(namespace, value as object, `${prefix}${key}.`);
          else if (key.endsWith("_other")) plurals.push([namespace, `${prefix}${key.slice(0, -"_other".length)}`]);
        }
      };
      for (const [namespace, table] of Object.entries(serverResources[language])) walk(namespace, table, "");
      expect(plurals.length).toBeGreaterThan(10);
      for (const [namespace, key] of plurals) {
        for (const count of [0, 1, 2, 5, 21, 1.5]) {
          const values = { count, amount: "$ 1", date: "1/12/2026", plan: "Plus", name: "Plus", price: "$ 1" };
          const ours = translate(serverResources[language], namespace, key, values, language);
          expect(ours, `${language} ${namespace}:${key} ${count}`).toBe(
            i18n.getFixedT(language, namespace as never)(key as never, values as never),
          );
          expect(ours).toContain(String(count));
        }
      }
    }
  });

  it("placeholders are written `{{name}}`, without spaces: the components' translator reads no other", () => {
    const strings = (node: unknown): string[] =>
      typeof node === "string" ? [node] : Object.values(node as object).flatMap(strings);
    const spaced = strings(serverResources).filter((text) => /\{\{\s|\s\}\}/.test(text));
    expect(spaced).toEqual([]);
  });

  it("a key without forms is read as it is, count or not", () => {
    expect(translate(serverResources.es, "pager", "pageOf", { page: 1, pages: 2, count: 1 })).toBe("Página 1 de 2");
  });
});
