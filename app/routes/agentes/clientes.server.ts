import { href } from "react-router";
import { CustomerSearchRequest } from "../../../contract/staff";
import { findCustomers } from "~/api/staff.server";
import { getConfig } from "~/config.server";
import { seal, unseal } from "~/utils/sealed-cookie.server";
import type { StaffSession } from "~/utils/staff-session.server";

/**
 * Finding the caller (decision 143): the search is posted, then the browser is sent to an
 * address that carries it sealed (`?busqueda=`), so the results have an address (back,
 * reload) while no URL, in any log between the browser and the portal or in the browser's
 * history, ever shows the DNI, phone or e-mail searched. The sealed search is this agent's
 * and lasts 30 minutes: a copied address opens nothing for anyone else.
 */

const PURPOSE = "desk-search";
const SEARCH_LIFE_MS = 30 * 60_000;
export const SEARCH_PARAM = "busqueda";

type Sealed = { search: CustomerSearchRequest; agent: string; at: number };

export function sealSearch(search: CustomerSearchRequest, staff: StaffSession, now = Date.now()) {
  return seal({ search, agent: staff.agentNumber, at: now } satisfies Sealed, getConfig().SESSION_SECRET, PURPOSE);
}

/** The search an address carries, when this agent sealed it in the last 30 minutes; null otherwise. */
export function openSearch(sealed: string | null, staff: StaffSession, now = Date.now()): CustomerSearchRequest | null {
  if (!sealed || sealed.length > 2000) return null;
  const opened = unseal(sealed, getConfig().SESSION_SECRET, PURPOSE)?.value as Sealed | undefined;
  if (!opened || opened.agent !== staff.agentNumber || !(now - opened.at < SEARCH_LIFE_MS)) return null;
  const search = CustomerSearchRequest.safeParse(opened.search);
  return search.success ? search.data : null;
}

/** The results' address. */
export const resultsPath = (sealed: string) =>
  `${href("/agentes/clientes")}?${new URLSearchParams({ [SEARCH_PARAM]: sealed })}`;

/** A caller's page: the id is all it needs (the API reads the caller by it), and no personal data. */
export const callerPath = (id: number) => href("/agentes/clientes/:id", { id: String(id) });

/** The staff member's calls: their own access token. */
export const staffCalls = (staff: StaffSession) => ({ token: staff.accessToken });

export const search = (staff: StaffSession, request: CustomerSearchRequest) =>
  findCustomers(staffCalls(staff), request);
