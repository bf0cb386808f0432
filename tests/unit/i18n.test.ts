import { describe, expect, it } from "vitest";
import { resources } from "~/locales";
import { serverResources } from "~/locales/index.server";
import { translate } from "~/utils/i18n";

function keys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("translations", () => {
  it("English has exactly the keys of Spanish, none empty", () => {
    expect(keys(resources.en).sort()).toEqual(keys(resources.es).sort());
    for (const key of keys(resources.en)) {
      const [ns, ...path] = key.split(".");
      expect(translate(resources.en, ns as "common", path.join("."))).not.toBe("");
    }
  });

  it("the server-only namespaces too, and the browser's download has none of them", () => {
    expect(keys(serverResources.en).sort()).toEqual(keys(serverResources.es).sort());
    const serverOnly = Object.keys(serverResources.es).filter((namespace) => !(namespace in resources.es));
    expect(serverOnly.length).toBeGreaterThan(0);
    for (const namespace of serverOnly) expect(namespace).toMatch(/Server$/);
  });

  it("interpolates values and leaves unknown placeholders alone", () => {
    expect(translate(resources.es, "common", "errorPage.statusLabel", { status: 404 })).toBe("Error 404");
    expect(translate(resources.es, "common", "footer.rights", { year: 2026 })).toContain("{{product}}");
  });

  it("answers the key itself when it does not exist", () => {
    expect(translate(resources.es, "common", "no.such.key")).toBe("no.such.key");
  });
});
