import { describe, expect, it } from "vitest";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";

/**
 * robots.txt and the sitemap (decision 134): what crawlers may read, and every public page
 * of the route table, each of which an anonymous visitor gets as a 200.
 */

async function sitemapPaths(base: string) {
  const response = await new Visitor(base).request("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!));
}

describe("robots.txt", () => {
  it("allows the public pages, disallows the customer area, the forms' results and the testing pages, and names the sitemap", async () => {
    const response = await new Visitor().request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of [
      "/mi-cuenta",
      "/contratar/solicitud-enviada",
      "/baja/enviada",
      "/baja/confirmar",
      "/arrepentimiento/confirmar",
      "/arrepentimiento/enviada",
      "/auth/",
      "/plataforma",
      "/password-reset/process/",
      "/test",
      "/prueba",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain("Allow: /");
    expect(lines).toContain(`Sitemap: ${SERVERS.main}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("lists the public pages of the route table at the request's origin, without the area, results or testing pages", async () => {
    const urls = await sitemapPaths(SERVERS.main);
    expect(new Set(urls.map((url) => url.origin))).toEqual(new Set([SERVERS.main]));
    const paths = urls.map((url) => url.pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/planes",
        "/baja",
        "/arrepentimiento",
        "/informacion-al-cliente",
        "/contratar-dgo",
        "/estado-del-servicio",
        "/contratar/dejanos-tus-datos",
        "/work-with-us",
        "/iniciar-sesion",
      ]),
    );
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(mi-cuenta|test|prueba|auth|plataforma)\b|confirmar|enviada|success|:|\*/);
    }
  });

  it("answers 200 to an anonymous visitor at every URL it lists", async () => {
    const urls = await sitemapPaths(SERVERS.main);
    for (const url of urls) {
      const page = await new Visitor().open(url.pathname);
      expect({ path: url.pathname, status: page.status, at: page.url.pathname }).toEqual({
        path: url.pathname,
        status: 200,
        at: url.pathname,
      });
    }
  });

  it("names PUBLIC_ORIGIN's URLs where it is set, in the sitemap and in robots.txt", async () => {
    const urls = await sitemapPaths(SERVERS.staging);
    expect(urls.length).toBeGreaterThan(5);
    expect(new Set(urls.map((url) => url.origin))).toEqual(new Set(["https://portal.nodosur.example"]));
    const robots = await (await new Visitor(SERVERS.staging).request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://portal.nodosur.example/sitemap.xml");
  });

  it("leaves out the pages of modules switched off", async () => {
    const paths = (await sitemapPaths(SERVERS.modulesOff)).map((url) => url.pathname);
    expect(paths).toContain("/planes");
    for (const off of ["/contratar-dgo", "/estado-del-servicio", "/contratar/dejanos-tus-datos", "/work-with-us"])
      expect(paths).not.toContain(off);
    expect((await sitemapPaths(SERVERS.platformOff)).map((url) => url.pathname)).not.toContain("/iniciar-sesion");
  });
});
