import type { PublicConfig } from "~/config.server";

/**
 * The customer area's sections, in the order its navigation lists them: the one list
 * the navigation and the home's links read. `module` names the flag that switches it off
 * with its module (DESIGN §7: a module that is off shows no links).
 */
export const AREA_SECTIONS = [
  { id: "home", path: "/mi-cuenta" },
  { id: "services", path: "/mi-cuenta/servicios", module: "FLAG_SERVICES" },
  // The connection's own status belongs to every customer, not to the services and
  // streaming module (docs/decisions/050-the-customer-area-s-navigation.md).
  { id: "connection", path: "/mi-cuenta/mi-conexion" },
  { id: "billing", path: "/mi-cuenta/facturacion" },
  { id: "payments", path: "/mi-cuenta/mis-pagos" },
  { id: "claims", path: "/mi-cuenta/reclamos", module: "FLAG_ISSUES" },
  { id: "debit", path: "/mi-cuenta/debito-automatico", module: "FLAG_AUTOMATIC_DEBIT" },
  // The password page is reached from Ajustes and changes the account's settings.
  { id: "settings", path: "/mi-cuenta/ajustes", also: ["/mi-cuenta/contraseña"] },
] as const satisfies readonly AreaSection[];

type ModuleFlag = "FLAG_ISSUES" | "FLAG_SERVICES" | "FLAG_AUTOMATIC_DEBIT";

export type AreaSection = {
  id: string;
  path: `/mi-cuenta${string}`;
  module?: ModuleFlag;
  /** Pages outside `path` that belong to the section all the same. */
  also?: readonly `/mi-cuenta/${string}`[];
};

export type AreaSectionId = (typeof AREA_SECTIONS)[number]["id"];

type Flags = Pick<PublicConfig, ModuleFlag>;

/** The sections a customer can reach now: those whose module is on. */
export function visibleSections<S extends AreaSection>(flags: Flags | undefined, sections: readonly S[]): S[] {
  return sections.filter((section) => !section.module || Boolean(flags?.[section.module]));
}

/** `path` itself or a page under it (`/mi-cuenta/reclamos` holds `/mi-cuenta/reclamos/123`). */
const holds = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The section a page belongs to, which its navigation names and marks: the section whose
 * path holds the page (the home holds only itself), or that lists it in `also`; none for
 * a page of no section (the proof step, a 404 outside every section). The pathname may
 * come percent-encoded (`contrase%C3%B1a`): it is compared decoded.
 */
export function sectionOf<S extends AreaSection>(pathname: string, sections: readonly S[]): S | undefined {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape names no section's page; compared as it came.
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return sections.find((section) =>
    (section.id === "home" ? path === section.path : holds(section.path, path)) ||
    section.also?.some((other) => holds(other, path)),
  );
}
