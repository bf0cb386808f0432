import { describe, expect, it } from "vitest";
import { api, createCustomer, outbox, sandboxToken, sessionCookieValue } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { pathOf, routeTable } from "../support/route-table";

/**
 * The render cache's promise (decision 082): an anonymous page is kept under its URL,
 * language, light mode and loaders' data, so its HTML must depend on nothing else. Every
 * page of the route table is asked for anonymously; each one the portal answers with a
 * page is asked again as other visitors would ask for it (another browser, a crawler,
 * other words for Spanish, cookies of no consequence…), and each answer must be the page
 * a render for that visitor gives, byte for byte but the CSP nonce. What must change the
 * page (the language, light mode, asked for or from the browser's hints) must be kept apart. `X-Render-Cache` (testing
 * environments only) says whether an answer came from the cache (decision 094).
 */

type Answer = { status: number; cache: string | null; location: string | null; html: string };

/** What `X-Render-Cache` says of a page the cache keeps: served from it, or rendered and kept. */
const KEPT: (string | null)[] = ["hit", "miss"];

async function ask(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  // A browser's request, typed or from a bookmark, unless a test says otherwise: one without
  // the header gets its own form token (decision 133), a page never kept (checked below).
  const response = await fetch(new URL(path, SERVERS.main), {
    headers: { "Sec-Fetch-Site": "none", ...headers },
    redirect: "manual",
  });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-render-cache"),
    location: response.headers.get("location"),
    html: nonce ? html.replaceAll(nonce, "NONCE") : html,
  };
}

/** The portal forgets every kept page (and its shared copies of public data): the next answer is a render. */
async function forget() {
  const response = await fetch(new URL("/test/cache", SERVERS.main), {
    method: "POST",
    headers: { Origin: SERVERS.main },
  });
  if (response.status !== 204) throw new Error(`/test/cache answered ${response.status}`);
}

/** A page rendered anew for a visitor who sends `headers`. */
async function rendered(path: string, headers: Record<string, string> = {}) {
  await forget();
  return ask(path, headers);
}

/** Where two pages part, for a failure message. */
function firstDifference(a: string, b: string) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}:\n  ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 120))}\n  ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 120))}`;
}

/**
 * Runs `check` until it holds, three times at most. Every page carries the honeypot's
 * timestamp, which changes every 5 s (decision 081), so two renders a moment apart may
 * differ in it once; a page that depends on the request differs every time.
 */
async function holds(check: () => Promise<string | null>) {
  let failure: string | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    failure = await check();
    if (failure === null) return;
  }
  throw new Error(failure!);
}

// The cookies the portal itself sets for a language choice, and for light mode.
async function languageCookie(language: string) {
  const response = await fetch(new URL(`/?lng=${language}`, SERVERS.main), { redirect: "manual" });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("lng="));
  if (!cookie) throw new Error(`/?lng=${language} set no language cookie`);
  return cookie.split(";")[0]!;
}
const SPANISH = await languageCookie("es");
const ENGLISH = await languageCookie("en");

const CRAWLER = {
  "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  Accept: "*/*",
};
const UNRELATED_COOKIES = "_ga=GA1.1.1234567.1700000000; _fbp=fb.1.1700000000.42; cookie_consent=yes";

/** Visitors who must get the very page an anonymous visitor with no cookie gets. */
const SAME_PAGE: { who: string; headers: Record<string, string> }[] = [
  {
    who: "a phone's browser, from a search, through a proxy",
    headers: {
      "User-Agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      Referer: "https://www.google.com/",
      "X-Forwarded-For": "203.0.113.7",
      "X-Real-IP": "203.0.113.7",
      DNT: "1",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Site": "cross-site",
      "Upgrade-Insecure-Requests": "1",
      "Cache-Control": "no-cache",
    },
  },
  { who: "a search engine's crawler", headers: CRAWLER },
  {
    who: "a visitor coming from another page of the portal",
    headers: {
      Referer: `${SERVERS.main}/planes`,
      "X-Forwarded-For": "198.51.100.23, 10.0.0.1",
      "Sec-Fetch-Site": "same-origin",
    },
  },
  { who: "Spanish asked for in other words", headers: { "Accept-Language": "es-AR,es;q=0.9,en;q=0.5" } },
  {
    who: "only languages the portal lacks (Spanish by default)",
    headers: { "Accept-Language": "fr-FR,fr;q=0.9,de;q=0.8" },
  },
  { who: "Spanish chosen, from an English browser", headers: { Cookie: SPANISH, "Accept-Language": "en-US,en;q=0.9" } },
  {
    who: "the full version chosen, from a 2g phone with 1 GB that asks to save data",
    headers: {
      Cookie: "version=completa",
      "Save-Data": "on",
      ECT: "2g",
      "Device-Memory": "1",
      "Sec-CH-Device-Memory": "1",
    },
  },
  {
    who: "a 4g phone with memory to spare that does not ask to save data",
    headers: { "Save-Data": "off", ECT: "4g", "Device-Memory": "8", "Sec-CH-Device-Memory": "8" },
  },
];

/** Visitors who must get another page: each is kept apart from the plain anonymous one. */
const OTHER_PAGE: { who: string; headers: Record<string, string>; light?: true }[] = [
  { who: "English chosen", headers: { Cookie: ENGLISH } },
  { who: "English asked for by the browser", headers: { "Accept-Language": "en-US,en;q=0.9" } },
  { who: "light mode chosen", headers: { Cookie: "version=liviana" }, light: true },
  { who: "light mode asked for by the browser", headers: { "Save-Data": "on" }, light: true },
  // Its hints (decision 108): a 4g phone's page above is the plain one, so neither phone gets the other's.
  { who: "a 2g phone", headers: { ECT: "2g" }, light: true },
];

// A page that is always light (the offline page, decision 150) is one page for all of them.
const ALWAYS_LIGHT = new Set(["/sin-conexion"]);

// The route table's pages, with their parameters from the sandbox's data. Pages of the
// customer area answer a stranger with the sign-in before any loader runs, so theirs may
// be anything; a page anywhere else with a parameter needs a real value here.
const SEEDED_PLAN = String((await api("GET", "/p/planes")).body[0].id);
const RESET_TOKEN = await (async () => {
  const identification = await createCustomer({ name: "Rita Caché", email: "rita.cache@example.com" });
  await api("POST", "/auth/forgot-password", { json: { identification } });
  const mail = (await outbox(identification)).find((message) => message.purpose === "password_reset");
  if (!mail?.token) throw new Error("The sandbox sent no password-reset link");
  return mail.token;
})();
const PARAMS: Record<string, Record<string, string>> = {
  "/planes/:id": { id: SEEDED_PLAN },
  "/password-reset/process/:id": { id: RESET_TOKEN },
  // The desk's caller (decision 143): without a staff session, the way to its sign-in.
  "/agentes/clientes/:id": { id: "1" },
};
const AREA = "/mi-cuenta";
const placeholders = (pattern: string) =>
  Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, "1"]));

const pages = routeTable()
  .filter((route) => route.page && !route.pattern.includes("*"))
  .map((route) => ({
    ...route,
    path: pathOf(
      route.pattern,
      route.pattern.startsWith(`${AREA}/`) ? placeholders(route.pattern) : PARAMS[route.pattern],
    ),
  }));

const session = `__session=${await sessionCookieValue(await sandboxToken("27222333", "Portal2026"))}`;

describe("the render cache's promise: a kept page depends on nothing but its key (decision 082)", () => {
  it("covers the route table's pages, the ones people open most among them", () => {
    const paths = pages.map((page) => page.path);
    for (const path of [
      "/",
      "/planes",
      `/planes/${SEEDED_PLAN}`,
      "/iniciar-sesion",
      "/contratar/dejanos-tus-datos",
      "/baja",
    ]) {
      expect(paths).toContain(path);
    }
  });

  for (const { pattern, path } of pages) {
    it(
      `${pattern}: the same page for every visitor it is kept for, another for another language or light mode`,
      { timeout: 60_000 },
      async () => {
        const first = await ask(path);
        if (first.status !== 200) {
          // No page to keep: a redirect (the customer area's sign-in, a flow's first step), a 404, an error.
          expect(KEPT, `${path} answered ${first.status}`).not.toContain(first.cache);
          if (path.startsWith(AREA)) expect(first.location, path).toMatch(/^\/iniciar-sesion/);
          return;
        }

        // Kept, and served again to the same request.
        await holds(async () => {
          const again = await ask(path);
          return again.cache === "hit"
            ? null
            : `${path} was not served from the cache the second time (${again.cache})`;
        });

        for (const { who, headers } of SAME_PAGE) {
          await holds(async () => {
            const plain = await rendered(path);
            const own = await rendered(path, headers);
            if (plain.cache !== "miss" || own.cache !== "miss")
              return `${path} for ${who}: not rendered anew (${plain.cache}, ${own.cache})`;
            if (own.html !== plain.html)
              return `${path} renders otherwise for ${who}, ${firstDifference(plain.html, own.html)}`;
            // And the two are one entry of the cache: the plain request is served what was rendered for this visitor.
            const served = await ask(path);
            if (served.cache !== "hit" || served.html !== own.html)
              return `${path}: what was rendered for ${who} was not served to the next visitor (${served.cache})`;
            return null;
          });
        }

        // Cookies of no consequence keep a page out of the cache (only the language and the
        // light-mode choice are allowed), and do not change it either. A crawler's request
        // on both sides: a page that is not kept is streamed to browsers, which lays it out
        // otherwise byte for byte, and a crawler gets it whole.
        await holds(async () => {
          const plain = await rendered(path, CRAWLER);
          const own = await ask(path, { ...CRAWLER, Cookie: UNRELATED_COOKIES });
          if (own.cache !== "none") return `${path} with cookies of no consequence: X-Render-Cache ${own.cache}`;
          if (own.html !== plain.html)
            return `${path} renders otherwise with cookies of no consequence, ${firstDifference(plain.html, own.html)}`;
          return null;
        });

        for (const { who, headers, light } of OTHER_PAGE) {
          if (light && ALWAYS_LIGHT.has(path)) {
            await holds(async () => {
              const plain = await rendered(path);
              const own = await ask(path, headers);
              if (own.cache !== "hit" || own.html !== plain.html)
                return `${path}, always light, was not the same page for ${who} (${own.cache})`;
              return null;
            });
            continue;
          }
          await holds(async () => {
            const own = await rendered(path, headers);
            // Another key: the plain request is not served this visitor's page, nor this visitor the plain one.
            const plain = await ask(path);
            const again = await ask(path, headers);
            if (own.cache !== "miss" || plain.cache !== "miss")
              return `${path}: ${who} and a plain visitor share a key (${own.cache}, ${plain.cache})`;
            if (own.html === plain.html)
              return `${path} renders the same for ${who}: the test cannot tell the pages apart`;
            if (again.cache !== "hit" || again.html !== own.html)
              return `${path}: ${who} was not served their own page again (${again.cache})`;
            return null;
          });
        }

        // What makes a page someone's own is never kept nor served from the cache.
        for (const cookie of [session, "__contratar=v1.not-a-draft", "__toast=x"]) {
          expect(KEPT, `${path} with ${cookie.split("=")[0]}`).not.toContain(
            (await ask(path, { Cookie: cookie })).cache,
          );
        }
      },
    );
  }
});
