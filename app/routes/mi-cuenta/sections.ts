import { href } from "react-router";
import type { Features, PublicConfig } from "~/config.server";

/**
 * The customer area's sections, in the order its navigation lists them: the one list
 * the navigation and the home's links read. `module` names the flag that switches it off
 * with its module (docs/design.md#flags-and-environment: a module that is off shows no links).
 */
export const AREA_SECTIONS = [
  { id: "home", path: href("/mi-cuenta") },
  { id: "services", path: href("/mi-cuenta/servicios"), module: "FLAG_SERVICES" },
  // The connection's own status belongs to every customer, not to the services and
  // streaming module (docs/decisions/050-the-customer-area-s-navigation.md).
  { id: "connection", path: href("/mi-cuenta/mi-conexion") },
  { id: "billing", path: href("/mi-cuenta/facturacion") },
  { id: "payments", path: href("/mi-cuenta/mis-pagos"), module: "FLAG_ONLINE_PAYMENT" },
  { id: "claims", path: href("/mi-cuenta/reclamos"), module: "FLAG_ISSUES" },
  // The customer's own (decision 144): not listed for an agent serving a caller.
  { id: "debit", path: href("/mi-cuenta/debito-automatico"), module: "FLAG_AUTOMATIC_DEBIT", own: true },
  { id: "settings", path: href("/mi-cuenta/ajustes"), own: true },
] as const satisfies readonly AreaSection[];

export type AreaSection = {
  id: string;
  path: string;
  module?: keyof Features;
  own?: boolean;
};

export type AreaSectionId = (typeof AREA_SECTIONS)[number]["id"];

/** The flags the sections above name: derived from them, so the list is written once. */
type SectionFlag = Extract<(typeof AREA_SECTIONS)[number], { module: string }>["module"];
type Flags = Pick<PublicConfig, SectionFlag>;

/** The sections a customer (or an agent serving one: `served`) can reach now: those whose module is on. */
export function visibleSections<S extends AreaSection>(
  flags: Flags | undefined,
  sections: readonly S[],
  served = false,
): S[] {
  return sections.filter(
    (section) => (!section.module || Boolean(flags?.[section.module as SectionFlag])) && !(served && section.own),
  );
}

/**
 * The section a page belongs to, which its navigation names and marks: the section whose
 * path is the page or holds it (`/mi-cuenta/reclamos` holds `/mi-cuenta/reclamos/123`);
 * the home holds only itself. None for a page of no section (the password page, the proof
 * step, the area's 404), as before. Every area page carries this code, at the edge of the
 * first-load budget: kept to one line (section paths are ASCII, so an encoded pathname
 * compares as well as a decoded one).
 */
export function sectionOf<S extends AreaSection>(pathname: string, sections: readonly S[]): S | undefined {
  return sections.find(
    (section) => pathname === section.path || (section.id !== "home" && pathname.startsWith(`${section.path}/`)),
  );
}
