import { features } from "~/api/capabilities.server";
import type { TFunction } from "i18next";
import { href } from "react-router";
import type { Connection } from "../../../../contract/customer";
import type { Equipment } from "../../../../contract/equipment";
import type { CustomerOutage } from "../../../../contract/outages";
import { getEquipment } from "~/api/equipment.server";
import { isApiError, optional, withApiErrors } from "~/api/failures.server";
import { listConnections } from "~/api/customer.server";
import { listCustomerOutages } from "~/api/outages.server";
import type { ApiSession } from "~/api/transport.server";
import { formatDateTime, streetAddress } from "~/utils/format";
import { notFound } from "~/utils/guards.server";
import { formatDbm, formatTime } from "./line-format";

/**
 * What the portal knows of a connection's line (decision 102): its equipment (FLAG_EQUIPMENT)
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
export async function equipmentView(
  session: ApiSession,
  connection: Pick<Connection, "id" | "status">,
): Promise<EquipmentView | null> {
  if (!features().FLAG_EQUIPMENT || connection.status === "pending_installation") return null;
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
  if (!features().FLAG_OUTAGES) return undefined;
  const outages = await optional("Diagnosis: outages", listCustomerOutages(session));
  if (!outages) return undefined;
  return (
    outages.find(
      (outage) =>
        outage.state !== "resolved" &&
        outage.services.includes("internet") &&
        outage.connection_ids.includes(connectionId),
    ) ?? null
  );
}

/** One of the customer's connections (`routeId(params.id)`; another's, or no id, is a 404). */
export async function customerConnection(
  request: Request,
  session: ApiSession,
  connectionId: number | null,
): Promise<Connection> {
  if (connectionId === null) throw notFound(request);
  const connections = await withApiErrors(request, () => listConnections(session));
  const connection = connections.find((entry) => entry.id === connectionId);
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

export type LineT = TFunction<"lineServer">;

/** A link the block offers: the restart, or checking again. */
export type BlockLink = { label: string; href: string; primary: boolean };

/**
 * The equipment block of Mi conexión, worded here (decision 102): its words travel in the page's
 * data, so the page's JavaScript carries no table of them (the 120 KB budget).
 */
export type EquipmentBlock = {
  heading: string;
  unavailable: string | null;
  state: Equipment["state"] | null;
  facts: { term: string; description: string }[];
  /** Said as a status (the restart under way). */
  status: string | null;
  notes: string[];
  link: BlockLink | null;
};

/** `buena (−19 dBm)`, `sin señal`. */
export function signalWords(t: LineT, signal: NonNullable<Equipment["signal"]>) {
  const reading = t(`equipment.reading.${signal.reading}`);
  return signal.dbm === null ? reading : t("equipment.signalValue", { reading, dbm: formatDbm(signal.dbm) });
}

/** `En línea desde el 26/11/2026 14:10`, `Reiniciándose…`. */
export function stateWords(t: LineT, equipment: Equipment) {
  if (equipment.state === "restarting") return t("equipment.restarting");
  return t(equipment.state === "online" ? "equipment.online" : "equipment.offline", {
    date: formatDateTime(equipment.since),
  });
}

export function equipmentBlock(t: LineT, connectionId: number, view: EquipmentView): EquipmentBlock {
  const heading = t("equipment.heading");
  if (view.state === "unavailable")
    return {
      heading,
      unavailable: t("equipment.unavailable"),
      state: null,
      facts: [],
      status: null,
      notes: [],
      link: null,
    };
  const { equipment } = view;
  const last = equipment.last_restart;
  const facts = [
    { term: t("equipment.model"), description: equipment.model },
    { term: t("equipment.state"), description: stateWords(t, equipment) },
    ...(equipment.signal ? [{ term: t("equipment.signal"), description: signalWords(t, equipment.signal) }] : []),
    {
      term: t("equipment.lastRestart"),
      description: last
        ? t("equipment.restartAt", {
            date: formatDateTime(last.requested_at),
            state: t(`equipment.restartState.${last.state}`),
          })
        : t("equipment.never"),
    },
  ];
  const block = {
    heading,
    unavailable: null,
    state: equipment.state,
    facts,
    status: null,
    notes: [] as string[],
    link: null,
  };
  const id = String(connectionId);
  if (equipment.state === "restarting") {
    return {
      ...block,
      status: t("equipment.restartingNote"),
      notes: [t("equipment.checkedAt", { time: formatTime(equipment.checked_at) })],
      // A query makes it more than a change of hash, which would read nothing again with JavaScript.
      link: {
        label: t("equipment.checkAgain"),
        href: `${href("/mi-cuenta/mi-conexion")}?comprobar=${id}#equipo-${id}-bloque`,
        primary: true,
      },
    };
  }
  if (equipment.state === "offline") return { ...block, notes: [t("equipment.offlineNote")] };
  const notes = equipment.signal?.reading === "weak" ? [t("equipment.weakNote")] : [];
  if (equipment.restart_available_at)
    return {
      ...block,
      notes: [...notes, t("equipment.restartLater", { time: formatTime(equipment.restart_available_at) })],
    };
  return {
    ...block,
    notes,
    link: { label: t("equipment.restart"), href: href("/mi-cuenta/mi-conexion/:id/reiniciar", { id }), primary: false },
  };
}
