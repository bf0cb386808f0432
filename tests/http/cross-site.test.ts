import { describe, expect, it } from "vitest";
import { actionRoutes } from "../hostile/route-actions";
import { sandboxToken, sessionCookieValue } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { AGENT, signInStaff } from "../support/staff";
import { Visitor } from "../support/visitor";

/**
 * Forms that only this site can post (decision 133). Every action of the route table,
 * posted as another site would make a visitor's browser post it, is refused with a 403
 * page that says so, and nothing is done: from another origin, with `Origin: null`, with
 * `Sec-Fetch-Site: cross-site` or `same-site`, and with neither header nor the form token
 * (resource routes' actions too, which React Router's own origin check never reached). With neither header and the token, as a text browser
 * posts a form of ours, every action is reached.
 */

const LYNX = "Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9";
const routes = actionRoutes();

const session = `__session=${await sessionCookieValue(await sandboxToken("27222333", "Portal2026"))}`;
const agent = new Visitor();
await signInStaff(agent, AGENT);
/** The desk's actions are posted as a signed-in agent (its guard refuses anyone else before the form is read). */
const staffSession = `__staff=${agent.cookies.get("__staff")}`;

/** A text browser's visit: no `Origin`, no `Sec-Fetch-Site`; its csrf cookie and the token its page printed. */
async function textBrowser(): Promise<{ cookie: string; token: string }> {
  const response = await fetch(new URL("/iniciar-sesion", SERVERS.main), { headers: { "User-Agent": LYNX } });
  const html = await response.text();
  const token = /<input type="hidden" name="csrf" value="([^"]+)"/.exec(html)?.[1];
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith("csrf="))
    ?.split(";")[0];
  if (!token || !cookie) throw new Error("A text browser's page printed no form token or set no csrf cookie");
  return { cookie, token: token.replace(/&amp;/g, "&") };
}

/** Whether the customer is still signed in. */
async function signedIn(cookie: string) {
  const response = await fetch(new URL("/mi-cuenta", SERVERS.main), {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  await response.body?.cancel();
  return response.status === 200;
}

function post(url: string, headers: Record<string, string>, body: BodyInit = new URLSearchParams({ x: "1" })) {
  return fetch(new URL(url, SERVERS.main), {
    method: "POST",
    headers: {
      "User-Agent": LYNX,
      ...(typeof body === "string" || body instanceof URLSearchParams
        ? { "Content-Type": "application/x-www-form-urlencoded" }
        : {}),
      ...headers,
    },
    body,
    redirect: "manual",
  });
}

const FOREIGN: { who: string; headers: Record<string, string>; status: number; words: RegExp }[] = [
  {
    who: "another origin",
    headers: { Origin: "https://evil.example" },
    status: 403,
    words: /No recibimos el formulario/,
  },
  { who: "Origin: null", headers: { Origin: "null" }, status: 403, words: /No recibimos el formulario/ },
  {
    who: "Sec-Fetch-Site: cross-site",
    headers: { "Sec-Fetch-Site": "cross-site" },
    status: 403,
    words: /No recibimos el formulario/,
  },
  {
    who: "Sec-Fetch-Site: same-site",
    headers: { "Sec-Fetch-Site": "same-site" },
    status: 403,
    words: /No recibimos el formulario/,
  },
  { who: "neither header nor token", headers: {}, status: 403, words: /No recibimos el formulario/ },
];

describe("forms that only this site can post (decision 133)", () => {
  it("covers the route table's actions", () => {
    const urls = routes.map((route) => route.url);
    for (const url of ["/cerrar-sesion", "/iniciar-sesion", "/mi-cuenta/reclamos/crear", "/work-with-us"])
      expect(urls).toContain(url);
  });

  for (const { who, headers, status, words } of FOREIGN) {
    it(`refuses every action posted with ${who}, with a page that says so`, async () => {
      const { cookie } = await textBrowser();
      const wrong: string[] = [];
      for (const route of routes) {
        const response = await post(route.url, { Cookie: `${session}; ${cookie}`, ...headers });
        const html = await response.text();
        if (response.status !== status || !words.test(html)) wrong.push(`${route.url}: ${response.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("refuses an upload posted with neither header nor token, read once by its action", async () => {
    const { cookie } = await textBrowser();
    for (const route of routes.filter((candidate) => candidate.upload)) {
      const form = new FormData();
      form.append("description", "Un reclamo que otro sitio quiso mandar");
      form.append("file", new File([new Uint8Array(1024)], "foto.jpg"));
      const response = await post(route.url, { Cookie: `${session}; ${cookie}` }, form);
      expect(response.status, route.url).toBe(403);
      expect(await response.text(), route.url).toContain("No recibimos el formulario");
    }
  });

  it("leaves the customer signed in after every refused sign-out", async () => {
    expect(await signedIn(session)).toBe(true);
    const { cookie } = await textBrowser();
    for (const { headers } of FOREIGN) {
      const response = await post("/cerrar-sesion", { Cookie: `${session}; ${cookie}`, ...headers });
      expect(response.headers.getSetCookie().some((header) => header.startsWith("__session="))).toBe(false);
      expect(await signedIn(session)).toBe(true);
    }
  });

  it("reaches every action posted with neither header and the token, as a text browser posts", async () => {
    const { cookie, token } = await textBrowser();
    const refused: string[] = [];
    for (const route of routes) {
      const body = route.upload ? new FormData() : new URLSearchParams();
      body.append("csrf", token);
      const signedIn = route.url.startsWith("/agentes/") ? staffSession : session;
      const response = await post(route.url, { Cookie: `${signedIn}; ${cookie}` }, body);
      const html = await response.text();
      if (response.status === 403 || response.status >= 500 || html.includes("No recibimos el formulario"))
        refused.push(`${route.url}: ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it("signs a text browser's customer out with the token", async () => {
    const { cookie, token } = await textBrowser();
    const response = await post(
      "/cerrar-sesion",
      { Cookie: `${session}; ${cookie}` },
      new URLSearchParams({ csrf: token }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("__session=;"))).toBe(true);
  });

  it("refuses another visitor's token, and a token without its cookie", async () => {
    const mine = await textBrowser();
    const theirs = await textBrowser();
    for (const cookie of [theirs.cookie, ""]) {
      const response = await post(
        "/cerrar-sesion",
        { Cookie: `${session}; ${cookie}` },
        new URLSearchParams({ csrf: mine.token }),
      );
      expect(response.status).toBe(403);
    }
  });

  it("gives a token only to a browser that sends no Sec-Fetch-Site, and keeps it out of every other page", async () => {
    const browser = await fetch(new URL("/iniciar-sesion", SERVERS.main), {
      headers: { "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate" },
    });
    expect(await browser.text()).not.toContain('name="csrf"');
    expect(browser.headers.getSetCookie().some((header) => header.startsWith("csrf="))).toBe(false);
    // A page with a visitor's own token is theirs: never kept by the render cache nor served from it.
    for (let time = 0; time < 2; time++) {
      const response = await fetch(new URL("/iniciar-sesion", SERVERS.main), { headers: { "User-Agent": LYNX } });
      expect(response.headers.get("x-render-cache")).toBe("none");
      expect(await response.text()).toMatch(/<input type="hidden" name="csrf" value="[^"]+"\/>/);
    }
  });
});
