import type { Connection } from "../../../../contract/customer";
import type { Equipment } from "../../../../contract/equipment";
import type { CustomerOutage } from "../../../../contract/outages";
import { getEquipment } from "~/api/equipment.server";
import { isApiError, optional, withApiErrors } from "~/api/failures.server";
import { listConnections } from "~/api/customer.server";
import { listCustomerOutages } from "~/api/outages.server";
import type { ApiSession } from "~/api/transport.server";
import { getConfig } from "~/config.server";
import { streetAddress } from "~/utils/format";
import { notFound } from "~/utils/guards.server";

/**
 * What the portal knows of a connection's line (issue 21): its equipment (FLAG_EQUIPMENT)
 * and the outages in its area (FLAG_OUTAGES), each read as optional data: a slow or failing
 * call leaves the page working (the page's deadline bounds every call), and a module that
 * is off is never asked.
 */

/** A block that could not be read now ("unavailable"), or the equipment; absent: none to show. */
export type EquipmentView = { state: "shown"; equipment: Equipment } | { state: "unavailable" };

/**
 * The equipment of a connection for a page that can do without it: null when the module is
 * off, the connection has none (not installed yet: the API's 404), or it is not active.
 */
export async function equipmentView(session: ApiSession, connection: Pick<Connection, "id" | "status">): Promise<EquipmentView | null> {
  if (!getConfig().FLAG_EQUIPMENT || connection.status === "pending_installation") return null;
  try {
    const equipment = await optional("Mi conexión: equipment", getEquipment(session, connection.id));
    return equipment ? { state: "shown", equipment } : { state: "unavailable" };
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * The outage now affecting a connection's internet, if one is known: null is none known,
 * undefined is that it could not be asked (module off, API failing).
 */
export async function outageOf(session: ApiSession, connectionId: number): Promise<CustomerOutage | null | undefined> {
  if (!getConfig().FLAG_OUTAGES) return undefined;
  const outages = await optional("Diagnosis: outages", listCustomerOutages(session));
  if (!outages) return undefined;
  return outages.find((outage) => outage.state !== "resolved" && outage.services.includes("internet") && outage.connection_ids.includes(connectionId)) ?? null;
}

/** The route's `:id`: one of the customer's connections (another's, or no number, is a 404). */
export async function customerConnection(request: Request, session: ApiSession, id: string | undefined): Promise<Connection> {
  if (!id || !/^\d{1,9}$/.test(id)) throw notFound(request);
  const connections = await withApiErrors(request, () => listConnections(session));
  const connection = connections.find((entry) => entry.id === Number(id));
  if (!connection) throw notFound(request);
  return connection;
}

/** What a page shows of a connection: its number and address. */
export const connectionLabel = (connection: Connection) => ({
  id: connection.id,
  number: connection.number,
  address: `${streetAddress(connection.address)}, ${connection.address.locality}`,
  locality: connection.address.locality,
});
