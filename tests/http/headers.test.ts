import { describe, expect, it } from "vitest";
import { createCustomer, sandboxToken } from "../support/sandbox";
import { expectSecurityHeaders } from "../support/security-headers";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";

// What the portal's HTTP server (server/portal.mjs) adds to every response, and the
// caching rules for a customer's data (decisions 045 and 047).

const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, SERVERS.main), { redirect: "manual", ...init });

async function signedIn() {
  return new Visitor().signIn(await sandboxToken(await createCustomer({ name: "Marta Headers" })));
}

describe("security headers on every response", () => {
  it("pages, assets, public files, redirects, data requests, resource routes and 404s", async () => {
    const page = await get("/");
    expectSecurityHeaders(page, "page");
    // Sent once: the page adds only its CSP, so nothing is doubled (fetch joins repeated headers with a comma).
    expect(page.headers.get("x-frame-options")).toBe("DENY");

    // A module the page's module script imports (decision 121).
    const scriptPath = /import "(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(scriptPath).toBeTruthy();
    const asset = await get(scriptPath!);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, "asset");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const favicon = await get("/favicon.svg");
    expect(favicon.status).toBe(200);
    expectSecurityHeaders(favicon, "public file");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");

    const redirect = await get("/mi-cuenta");
    expect(redirect.status).toBe(302);
    expectSecurityHeaders(redirect, "redirect");

    const data = await get("/planes.data");
    expect(data.status).toBe(200);
    expectSecurityHeaders(data, ".data");

    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expectSecurityHeaders(health, "resource route");
    expect(await health.json()).toMatchObject({ status: "ok" });

    const missing = await get("/no-existe-esta-pagina");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, "404");
  });

  it("compressed when the client accepts it", async () => {
    const page = await get("/planes", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
  });

  it("HSTS and a Secure language cookie from the production build configured as production", async () => {
    const production = await fetch(`${SERVERS.production}/`);
    expect(production.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const lng = production.headers.getSetCookie().find((cookie) => cookie.startsWith("lng="));
    expect(lng).toMatch(/;\s*Secure/);
    // Staging and development hosts never pin browsers to HTTPS.
    expect((await fetch(`${SERVERS.staging}/`)).headers.get("strict-transport-security")).toBeNull();
    expect((await get("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("every script and preload of the page carries the response's CSP nonce, a new one each time", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of [...scripts, ...preloads]) expect(tag).toContain(`nonce="${nonce}"`);
    expect((await get("/")).headers.get("content-security-policy")).not.toEqual(csp);
  });
});

describe("responses with a customer's data are never stored", () => {
  it("the customer area, and public pages asked for with a session", async () => {
    const visitor = await signedIn();
    const home = await visitor.request("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    const data = await visitor.request("/mi-cuenta.data");
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    const plans = await visitor.request("/planes");
    expect(plans.status).toBe(200);
    expect(plans.headers.get("cache-control")).toBe("private, no-store");
    const anonymousArea = await get("/mi-cuenta");
    expect(anonymousArea.headers.get("cache-control")).toBe("private, no-store");
  });

  it("public pages asked for anonymously keep their caching", async () => {
    const plans = await get("/planes");
    expect(plans.status).toBe(200);
    expect(plans.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});
