import { describe, expect, it } from "vitest";
import { resources } from "~/locales";
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

  it("interpolates values and leaves unknown placeholders alone", () => {
    expect(translate(resources.es, "common", "errorPage.statusLabel", { status: 404 })).toBe("Error 404");
    expect(translate(resources.es, "common", "footer.rights", { year: 2026 })).toContain("{{product}}");
  });

  it("answers the key itself when it does not exist", () => {
    expect(translate(resources.es, "common", "no.such.key")).toBe("no.such.key");
  });
});
