import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The conventions the lint holds (decision 130), checked through the project's own
 * configuration: a snippet linted as if it were a file of the tree must be refused by the
 * rule that names the convention, and its right form must pass. So a rule switched off, or
 * a file pattern that no longer matches, fails here rather than letting the convention go.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the project's lint", () => {
  it.each([
    [
      "a Link to a path written by hand",
      'import { Link } from "react-router";\nexport const A = () => <Link to="/planes">Planes</Link>;',
    ],
    [
      "a template path",
      'import { Link } from "react-router";\nexport const A = ({ id }: { id: string }) => <Link to={`/planes/${id}`}>Plan</Link>;',
    ],
    ["a form's action", 'export const F = () => <form action="/contratar/formulario" method="post" />;'],
    ["an anchor", 'export const A = () => <a href="/mi-cuenta">Mi cuenta</a>;'],
    [
      "a redirect",
      'import { redirect } from "react-router";\nexport const loader = () => redirect("/iniciar-sesion");',
    ],
  ])("refuses %s: internal links go through href()", async (_what, code) => {
    expect(await rulesBroken(code, "app/routes/example.tsx")).toContain("portal/internal-links");
  });

  it("takes href(), another site's address and a page's own fragment", async () => {
    const code = [
      'import { href, Link, redirect } from "react-router";',
      'export const A = ({ id }: { id: string }) => <Link to={href("/planes/:id", { id })}>Plan</Link>;',
      'export const B = () => <a href="https://www.argentina.gob.ar/produccion/defensadelconsumidor">Defensa</a>;',
      'export const C = () => <a href="#contenido">Saltar</a>;',
      'export const loader = () => redirect(href("/iniciar-sesion"));',
    ].join("\n");
    expect(await rulesBroken(code, "app/routes/example.tsx")).toEqual([]);
  });

  it("refuses console.* in the portal, but not in the logger", async () => {
    const code = 'export function warn() { console.error("x"); }';
    expect(await rulesBroken(code, "app/routes/example.ts")).toContain("no-console");
    expect(await rulesBroken(code, "app/utils/logger.server.ts")).not.toContain("no-console");
  });

  it("refuses process.env outside the configuration", async () => {
    const code = "export const port = process.env.PORT;";
    expect(await rulesBroken(code, "app/routes/example.server.ts")).toContain("no-restricted-syntax");
    expect(await rulesBroken(code, "app/config.server.ts")).toEqual([]);
  });

  it("refuses a refused form's answer built by hand: sendBack() is the one way", async () => {
    const code = "export const answer = (submission: { reply(): unknown }) => submission.reply();";
    expect(await rulesBroken(code, "app/routes/example.server.ts")).toContain("no-restricted-syntax");
    const byHand =
      'import { data } from "react-router";\nexport const answer = (result: unknown) => data({ result }, 400);';
    expect(await rulesBroken(byHand, "app/routes/example.ts")).toContain("no-restricted-syntax");
  });

  it("refuses a form's intent read from its values: parseIntent's submission.intent is the one way", async () => {
    const code = "export const sent = (submission: { value: { intent: string } }) => submission.value.intent;";
    expect(await rulesBroken(code, "app/routes/example.server.ts")).toContain("no-restricted-syntax");
    const oneWay = "export const sent = (submission: { intent: string }) => submission.intent;";
    expect(await rulesBroken(oneWay, "app/routes/example.server.ts")).toEqual([]);
  });

  it("refuses a server module imported by browser code", async () => {
    const code = 'import { getConfig } from "~/config.server";\nexport const x = getConfig;';
    expect(await rulesBroken(code, "app/components/example.tsx")).toContain("no-restricted-imports");
    expect(await rulesBroken(code, "app/utils/example.server.ts")).not.toContain("no-restricted-imports");
  });

  it("refuses an API call that is not an operation of the table, and HTTP to the API outside the transport", async () => {
    const byPath =
      'import { apiRequest } from "~/api/transport.server";\nexport const x = () => apiRequest({ method: "GET", path: "/p/planes" });';
    expect(await rulesBroken(byPath, "app/api/example.server.ts")).toContain("portal/api-through-the-table");
    const byFetch = 'export const x = () => fetch("https://api.example.com/p/planes");';
    expect(await rulesBroken(byFetch, "app/routes/example.ts")).toContain("portal/api-through-the-table");
    const table =
      'import { apiRequest } from "~/api/transport.server";\nimport { operations } from "../../contract/operations";\nexport const x = () => apiRequest(operations.listPlans, {});';
    expect(await rulesBroken(table, "app/api/example.server.ts")).toEqual([]);
  });

  it.each(["sandbox/example.ts", "contract/example.ts", "conformance/example.ts", "lib/example.ts"])(
    "refuses a relative import without its extension in %s, which Node runs itself",
    async (file) => {
      const bare = 'import { x } from "./db";\nexport { y } from "../contract/common";\nexport const a = x;';
      expect(await rulesBroken(bare, file)).toEqual(["no-restricted-syntax", "no-restricted-syntax"]);
      const named = 'import { x } from "./db.ts";\nexport { y } from "../contract/common.ts";\nexport const a = x;';
      expect(await rulesBroken(named, file)).toEqual([]);
    },
  );
});
