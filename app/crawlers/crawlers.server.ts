import type { ServerBuild } from "react-router";
import { routes } from "virtual:react-router/server-build";
import { moduleFlag, type ModulesOn } from "~/modules";
import { modulesOn } from "~/utils/modules.server";

/**
 * What crawlers may read (decision 134). The paths robots.txt disallows, by prefix: the
 * customer area, the sign-in's hand-over and the links sent by e-mail, the forms' confirm
 * and result pages (a crawler has sent nothing to confirm), the hiring steps after the
 * first (they need the draft of the one before), the error screens, the testing pages,
 * and resource routes that set a cookie, redirect or answer JSON. The sitemap lists every
 * page of the route table these leave out.
 */
export const DISALLOWED = [
  "/mi-cuenta",
  "/auth/",
  "/plataforma",
  "/actions/",
  "/cerrar-sesion",
  "/password-reset/process/",
  "/subscription/",
  "/contratar/seleccionar-ubicacion",
  "/contratar/formulario",
  "/contratar/solicitud-enviada",
  "/contratar/mapa",
  "/contratar/direcciones",
  "/baja/confirmar",
  "/baja/enviada",
  "/arrepentimiento/confirmar",
  "/arrepentimiento/enviada",
  "/work-with-us/success",
  "/sin-servicio",
  "/intenta-mas-tarde",
  "/demasiados-intentos",
  "/redirect",
  "/version-liviana",
  "/version-completa",
  "/test",
  "/prueba",
  // The call centre's desk and its sign-in (decision 140): staff only.
  "/agentes",
] as const;

const disallowed = (path: string) => DISALLOWED.some((prefix) => path.startsWith(prefix));

type Manifest = ServerBuild["routes"];

/**
 * The public pages of a route manifest: routes that render HTML (a default export; resource
 * routes have none), whose path has no `:param` or `*`, outside DISALLOWED, and whose
 * modules are all on. A route added to the table is listed, or left out, by where it sits.
 */
export function publicPages(manifest: Manifest, on: ModulesOn): string[] {
  const pages = new Set<string>();
  for (const route of Object.values(manifest)) {
    if (!route?.module.default || !(route.index || route.path)) continue;
    const segments: string[] = [];
    let flagsOn = true;
    for (let at: typeof route | undefined = route; at; at = at.parentId ? manifest[at.parentId] : undefined) {
      if (at.path) segments.unshift(at.path);
      const flag = moduleFlag(at.id);
      if (flag && !on[flag]) flagsOn = false;
    }
    const path = `/${segments.join("/")}`.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    if (flagsOn && !/[:*]/.test(path) && !disallowed(path)) pages.add(path);
  }
  return [...pages].sort();
}

/** robots.txt: everything but DISALLOWED, and where the sitemap is. */
export function robotsText(origin: string) {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);

/** The sitemap protocol's XML of these pages at this origin. */
export function sitemapXml(origin: string, paths: readonly string[]) {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The public pages of this build with the modules on now. */
export function sitemapPages() {
  return publicPages(routes, modulesOn());
}
