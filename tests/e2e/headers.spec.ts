import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createCustomer, sandboxToken, sessionCookieValue } from "./sandbox";
import { SERVERS } from "./servers";

// What the portal's HTTP server (server/portal.mjs) adds to every response, and the
// caching rules for a customer's data (decisions 045 and 047).

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-powered-by"], what).toBeUndefined();
}

async function signedInCookie() {
  const token = await sandboxToken(await createCustomer({ name: "Marta Headers" }));
  return `__session=${await sessionCookieValue(token)}`;
}

test.describe("security headers on every response", () => {
  test("pages, assets, public files, redirects, data requests, resource routes and 404s", async ({ request }) => {
    const page = await request.get("/");
    expectSecurityHeaders(page, "page");
    // Sent once: the page adds only its CSP, so nothing is doubled.
    expect(page.headersArray().filter((header) => header.name.toLowerCase() === "x-frame-options")).toHaveLength(1);

    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"|<link[^>]+href="(\/assets\/[^"]+\.js)"/.exec(await page.text());
    const scriptPath = script?.[1] ?? script?.[2];
    expect(scriptPath).toBeTruthy();
    const asset = await request.get(scriptPath!);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset, "asset");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expectSecurityHeaders(favicon, "public file");
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");

    const redirect = await request.get("/mi-cuenta", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expectSecurityHeaders(redirect, "redirect");

    const data = await request.get("/planes.data");
    expect(data.status()).toBe(200);
    expectSecurityHeaders(data, ".data");

    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expectSecurityHeaders(health, "resource route");

    const missing = await request.get("/no-existe-esta-pagina");
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, "404");
  });

  test("compressed when the client accepts it", async ({ request }) => {
    const page = await request.get("/planes", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
  });

  test("HSTS and a Secure language cookie from the production build configured as production", async ({ request }) => {
    const production = await request.get(`${SERVERS.production}/`);
    expect(production.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const lng = production.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("lng="));
    expect(lng?.value).toMatch(/;\s*Secure/);
    // Staging and development hosts never pin browsers to HTTPS.
    expect((await request.get(`${SERVERS.staging}/`)).headers()["strict-transport-security"]).toBeUndefined();
    expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  });
});

test.describe("responses with a customer's data are never stored", () => {
  test("the customer area, and public pages asked for with a session", async ({ request }) => {
    const cookie = await signedInCookie();
    const home = await request.get("/mi-cuenta", { headers: { Cookie: cookie } });
    expect(home.status()).toBe(200);
    expect(home.headers()["cache-control"]).toBe("private, no-store");
    const data = await request.get("/mi-cuenta.data", { headers: { Cookie: cookie } });
    expect(data.headers()["cache-control"]).toBe("private, no-store");
    const plans = await request.get("/planes", { headers: { Cookie: cookie } });
    expect(plans.status()).toBe(200);
    expect(plans.headers()["cache-control"]).toBe("private, no-store");
    const anonymousArea = await request.get("/mi-cuenta", { maxRedirects: 0 });
    expect(anonymousArea.headers()["cache-control"]).toBe("private, no-store");
  });

  test("public pages asked for anonymously keep their caching", async ({ request }) => {
    const plans = await request.get("/planes");
    expect(plans.status()).toBe(200);
    expect(plans.headers()["cache-control"] ?? "").not.toContain("no-store");
  });
});
