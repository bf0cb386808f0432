import { describe, expect, it } from "vitest";
import { createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { heading, Visitor } from "../support/visitor";

// APP_ENV and the testing guard (docs/design.md#flags-and-environment), the /redirect route (decision 004) and what an
// unknown route answers: the same build started as development, staging and production.

describe("environments and the testing guard", () => {
  it("development: /test answers and <body> has class testing", async () => {
    const page = await new Visitor().open(`${SERVERS.main}/test`);
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe("Testing - Nodo Sur");
    expect(page.doc.body.className).toBe("testing");
  });

  it("staging: <body> has class staging", async () => {
    const page = await new Visitor().open(`${SERVERS.staging}/`);
    expect(page.doc.body.className).toBe("staging");
  });

  it("production: /test is a 404 and <body> has no environment class", async () => {
    const visitor = new Visitor(SERVERS.production);
    const test = await visitor.open("/test");
    expect(test.status).toBe(404);
    expect(heading(test.doc)).toBe("Página no encontrada");
    expect((await visitor.open("/")).doc.body.className).not.toMatch(/staging|testing/);
    expect((await visitor.request("/test/error")).status).toBe(404);
    // What holds the event loop for load shedding's test must never exist in production.
    expect((await visitor.request("/test/busy?ms=1")).status).toBe(404);
  });

  it("production: the dev page is a 404, while the same session reaches the area", async () => {
    const visitor = await new Visitor(SERVERS.production).signIn(await sandboxToken(await createCustomer()));
    expect((await visitor.open("/mi-cuenta/dev")).status).toBe(404);
    // The 404 is the page's, not the sign-in's.
    const home = await visitor.open("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(home.url.pathname).toBe("/mi-cuenta");
  });
});

describe("/redirect", () => {
  const cases: Array<[string, string]> = [
    ["/redirect?to=/prueba", "/prueba"],
    ["/redirect?to=//evil.example", "/"],
    ["/redirect?to=https://evil.example/", "/"],
    ["/redirect?to=/%5Cevil.example", "/"],
    ["/redirect?to=%2F%2Fevil.example", "/"],
    ["/redirect?to=/%09/evil.example", "/"],
    ["/redirect", "/"],
  ];
  for (const [from, to] of cases) {
    it(`${from} goes to ${to}`, async () => {
      const response = await new Visitor().request(from);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(to);
    });
  }

  it("sends to a configured external link by name or exact URL", async () => {
    const visitor = new Visitor();
    expect((await visitor.request("/redirect?to=pagos")).headers.get("location")).toBe(
      "https://pagos.nodosur.example/",
    );
    const byUrl = await visitor.request(`/redirect?to=${encodeURIComponent("https://www.directvgo.com/ar/")}`);
    expect(byUrl.headers.get("location")).toBe("https://www.directvgo.com/ar/");
  });
});

describe("unknown routes", () => {
  it("a POST to an unknown route is a 404 too", async () => {
    const response = await new Visitor().request("/no-existe", { form: { a: "1" } });
    expect(response.status).toBe(404);
  });
});
