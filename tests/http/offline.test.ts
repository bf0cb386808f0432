import { describe, expect, it } from "vitest";
import { api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";

/**
 * The installable portal and its offline page, over HTTP (decisions 150 and 151): the
 * manifest and its icons, the worker's script, the offline page, and the rules of the copy
 * a phone may keep: the consent form, whose invoices the saved page holds, and the header
 * the worker obeys. The worker's own journeys are tests/e2e/offline.js.spec.ts.
 */
const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, SERVERS.main), { redirect: "manual", ...init });

/** A PNG's width and height, from its header chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe("installable (decision 150)", () => {
  it("serves a manifest in Spanish whose icons exist at the sizes it says", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "Nodo Sur — Mi cuenta",
      short_name: "Nodo Sur",
      lang: "es-AR",
      start_url: "/mi-cuenta",
      scope: "/",
      display: "standalone",
      theme_color: "#0a3d62",
    });
    // Chromium's install criteria: a 192 and a 512 PNG; Android's adaptive icon: a maskable one.
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type"), icon.src).toContain(icon.type);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (icon.type === "image/png") expect(pngSize(bytes), icon.src).toBe(icon.sizes);
      else expect(new TextDecoder().decode(bytes), icon.src).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
    }
  });

  it("links the manifest from every full page's head, not a light one's (no script, no worker), with the manifest's theme colour", async () => {
    for (const [path, headers, linked] of [
      ["/", {}, true],
      ["/iniciar-sesion", {}, true],
      ["/planes", { "Save-Data": "on" }, false],
      ["/sin-conexion", {}, false],
    ] as const) {
      const html = await (await get(path, { headers })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const manifest = /<link [^>]*rel="manifest" href="\/manifest\.webmanifest"\/>/;
      if (linked) expect(head, path).toMatch(manifest);
      else expect(head, path).not.toMatch(manifest);
      expect(head, path).toContain('<meta name="theme-color" content="#0a3d62"/>');
    }
  });

  it("serves the worker at the site's root, with the offline page, the manifest and the icons to precache", async () => {
    const response = await get("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    const script = await response.text();
    const entries = JSON.parse(/\[\{"revision".*?\}\]/.exec(script)![0]) as { url: string }[];
    expect(entries.map((entry) => entry.url).sort()).toEqual([
      "/sin-conexion",
      "icons/icon-192.png",
      "icons/icon-512.png",
      "icons/icon.svg",
      "manifest.webmanifest",
    ]);
  });
});

describe("the offline page (/sin-conexion)", () => {
  it("is the advice for anyone, with no script, and holds no invoice without a session", async () => {
    for (const path of ["/sin-conexion", "/sin-conexion?facturas"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("offline-invoices"), path).toBe("none");
      expect(response.headers.get("offline-invoices-kept"), path).toBeNull();
      const html = await response.text();
      expect(html, path).not.toMatch(/<script\b/i);
      expect(html, path).toContain("<h1>Sin conexión</h1>");
      expect(html, path).toContain("Pago Fácil o Rapipago");
      expect(html, path).toContain("0800 555 0134");
      expect(html, path).not.toContain("Tus facturas impagas");
    }
  });
});

describe("the unpaid invoices kept on the phone (decision 151)", () => {
  it("are the consenting customer's alone, and the header says whose copy the phone may keep", async () => {
    const dni = await createCustomer({
      invoices: [
        { amount: 1500, due_in_days: -3 },
        { amount: 2500, due_in_days: 9 },
      ],
    });
    const token = await sandboxToken(dni);
    const codes = (
      (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data as {
        payment_code: string;
      }[]
    ).map((invoice) => invoice.payment_code);
    expect(codes).toHaveLength(2);
    const customer = await new Visitor().signIn(token);

    // Signed in, no consent: nothing to keep, and the saved page holds nothing.
    const asked = await customer.open("/mi-cuenta/facturacion");
    expect(asked.headers.get("offline-invoices")).toBe("none");
    expect(asked.html).toContain("Guardar mis facturas impagas en este teléfono");
    const before = await customer.request("/sin-conexion?facturas");
    expect(before.headers.get("offline-invoices-kept")).toBeNull();
    expect(await before.text()).not.toContain(codes[0]!);

    // The consent, without JavaScript: a form, then the page says so and the header a key.
    const kept = await customer.submit("/mi-cuenta/facturacion", { intent: "guardar" });
    expect(kept.url.pathname).toBe("/mi-cuenta/facturacion");
    expect(kept.html).toContain("Dejar de guardarlas en este teléfono");
    const key = kept.headers.get("offline-invoices");
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const saved = await customer.request("/sin-conexion?facturas");
    expect(saved.headers.get("offline-invoices")).toBe(key);
    expect(saved.headers.get("offline-invoices-kept")).toBe("yes");
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    const html = await saved.text();
    expect(html).not.toMatch(/<script\b/i);
    for (const code of codes) {
      expect(html).toContain(code.match(/\d{1,4}/g)!.join(" "));
      expect(html).toContain(`Código de barras del código de pago ${code}`);
    }
    expect(html.match(/<svg [^>]*viewBox=/g)).toHaveLength(2);
    // The plain page stays everyone's, signed in or not.
    expect(await (await customer.request("/sin-conexion")).text()).not.toContain(codes[0]!);

    // Another customer on the same phone: the consent is not theirs.
    const other = await sandboxToken(await createCustomer({ invoices: [{ amount: 900, due_in_days: 4 }] }));
    const stranger = await new Visitor().signIn(other);
    stranger.cookies.set("facturas-en-el-telefono", customer.cookies.get("facturas-en-el-telefono")!);
    const theirs = await stranger.request("/sin-conexion?facturas");
    expect(theirs.headers.get("offline-invoices")).not.toBe(key);
    expect(theirs.headers.get("offline-invoices-kept")).toBeNull();
    expect(await stranger.open("/mi-cuenta/facturacion")).toMatchObject({
      html: expect.stringContaining("Guardar mis facturas impagas en este teléfono"),
    });

    // Withdrawn, then given again and the session ended: the header says none each time.
    const stopped = await customer.submit("/mi-cuenta/facturacion", { intent: "dejar" });
    expect(stopped.html).toContain("Guardar mis facturas impagas en este teléfono");
    expect(stopped.headers.get("offline-invoices")).toBe("none");
    await customer.submit("/mi-cuenta/facturacion", { intent: "guardar" });
    const out = await customer.submit("/cerrar-sesion", {});
    expect(out.url.pathname).toBe("/");
    expect(out.headers.get("offline-invoices")).toBe("none");
  });
});
