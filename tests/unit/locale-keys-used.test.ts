import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { serverResources } from "~/locales/index.server";

// Every word in app/locales is for a screen: a key no code names is dead weight (a first-load
// one on every page's budget), and a key code names must be in every language. Read from
// the sources, namespace-blind: a key counts as used when its dotted path, or a plural's
// base (`creditText` for `creditText_one`), is a string literal somewhere in app/ outside
// app/locales (decision 132).

const APP = join(import.meta.dirname, "..", "..", "app");

/**
 * Keys code builds at run time, `t(\`status.${claim.status}\`)`: the namespace and the
 * dotted prefix. A key under one counts as used; a new one must be listed here.
 */
const BUILT = [
  "account:home.claimStatus.",
  "account:home.debitStatus.",
  "account:home.invoiceStatus.",
  "account:home.paymentStatus.",
  "account:home.serviceKind.",
  "account:home.serviceStatus.",
  "account:subscription.",
  "area:nav.",
  "auth:emailVerification.",
  "auth:loginErrors.",
  "billing:billing.filters.",
  "billing:common.invoiceStatus.",
  "billing:common.paymentStatus.",
  "billing:payments.filters.",
  "billingPay:pay.status.",
  "billingPayment:payment.",
  "billingServer:checked.",
  "billingServer:notFound.",
  "careers:form.areas.",
  "catalogue:plans.groups.",
  "claim:status.",
  "claims:list.filters.",
  "claims:status.",
  "common:errorPage.",
  "common:footer.",
  "common:plans.kind.",
  "consumer:services.",
  "customerInfo:rules.",
  "debit:index.state.",
  "debit:kind.",
  "hiring:progress.",
  "invoice:electronic.receiverDocument.",
  "invoice:status.",
  "lineServer:answers.",
  "lineServer:claim.reading.",
  "lineServer:claim.state.",
  "lineServer:claim.subject.",
  "lineServer:diagnosis.devices.",
  "lineServer:diagnosis.problem.",
  "lineServer:diagnosis.restarted.",
  "lineServer:equipment.reading.",
  "lineServer:equipment.restartState.",
  "notices:",
  "outagesServer:state.",
  "promiseServer:reasons.",
  "proof:proof.channel.",
  "reports:method.",
  "reports:status.",
  "reports:statusText.",
  "serviceStatus:services.",
  "serviceStatus:state.",
  "services:common.kind.",
  "services:common.serviceStatus.",
  "services:common.status.",
  "services:common.streamingState.",
  "staff:back.failed.",
  "staff:caller.channel.",
  "staff:caller.errors.code_",
  "staff:find.ways.",
  "staff:desk.role.",
  "staff:signIn.ended.",
  "servicesManage:common.streamingState.",
  "visits:state.",
  "visits:weekdays.",
];

type Table = { [key: string]: string | Table };

function leaves(table: Table, prefix = ""): string[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : leaves(value, path);
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(APP, path) === "locales" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const code = sources(APP)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");
/** Named in code: the whole key as a string literal. */
const named = (key: string) => [`"${key}"`, `'${key}'`, `\`${key}\``].some((literal) => code.includes(literal));
const plural = /_(zero|one|two|few|many|other)$/;
const unsuffixed = (key: string) => key.replace(plural, "");

/** Every dotted key of a language, in any namespace, with a plural's base beside its forms. */
const keysOf = (language: "es" | "en") =>
  new Set(
    Object.values(serverResources[language]).flatMap((table) =>
      leaves(table as Table).flatMap((key) => [key, unsuffixed(key)]),
    ),
  );

/** The names code gives its translators: `const t = useT(…)`, `getFixedT(…)`, a `TFunction` parameter. */
const translators = new Set(
  [...code.matchAll(/(?:const|let) (\w+) = (?:useT\(|[^;\n]*getFixedT\()|(\w+): TFunction</g)].map(
    (match) => match[1] ?? match[2]!,
  ),
);
/** The keys code names in a translator's call, `t("billing.pdfOf", …)`. */
const called = [...code.matchAll(/\b(\w+)\(\s*"([\w.]+)"/g)]
  .filter((match) => translators.has(match[1]!))
  .map((match) => match[2]!);

describe("locale keys", () => {
  it("every key code names is in both languages", () => {
    expect(translators.size).toBeGreaterThan(5);
    expect(called.length).toBeGreaterThan(500);
    for (const language of ["es", "en"] as const) {
      const keys = keysOf(language);
      expect(
        called.filter((key) => !keys.has(key)),
        language,
      ).toEqual([]);
    }
  });

  it("every key in the files is used by code", () => {
    const unused = Object.entries(serverResources.es).flatMap(([namespace, table]) =>
      leaves(table as Table)
        .filter((key) => !named(unsuffixed(key)) && !BUILT.some((prefix) => `${namespace}:${key}`.startsWith(prefix)))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
