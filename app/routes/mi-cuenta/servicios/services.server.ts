import type { Connection, ConnectionService } from "../../../../contract/customer";
import type { StreamingSubscription } from "../../../../contract/streaming";
import type { TicketCategory } from "../../../../contract/tickets";

/** Logic shared by the services pages, kept out of the route modules so it can be unit-tested. */

export type ServiceInConnection = { connection: Connection; service: ConnectionService };

/** A service of the customer's, by the id in the URL (`routeId(params.id)`); null for anything else (another customer's, no id). */
export function findService(connections: Connection[], id: number | null): ServiceInConnection | null {
  if (id === null) return null;
  for (const connection of connections) {
    const service = connection.services.find((candidate) => candidate.id === id);
    if (service) return { connection, service };
  }
  return null;
}

/** Every service of a kind, with its connection, in the API's order. */
export function servicesOfKind(connections: Connection[], kind: ConnectionService["kind"]): ServiceInConnection[] {
  return connections.flatMap((connection) =>
    connection.services.filter((service) => service.kind === kind).map((service) => ({ connection, service })),
  );
}

export type ClaimPurpose = "internet" | "tv" | "planChange";

/**
 * The claim category for a purpose, by the kind the API gives each category (decision 105;
 * its names are the provider's to choose); when the provider has none of that kind, its
 * "other" one or else the last, so that a claim can always be opened.
 */
export function categoryFor(categories: TicketCategory[], purpose: ClaimPurpose): TicketCategory | null {
  const kinds: Record<ClaimPurpose, TicketCategory["kind"][]> = {
    internet: ["no_service", "slow_service"],
    tv: ["tv"],
    planChange: ["plan_or_address"],
  };
  for (const kind of kinds[purpose]) {
    const found = categories.find((category) => category.kind === kind);
    if (found) return found;
  }
  return categories.find((category) => category.kind === "other") ?? categories.at(-1) ?? null;
}

/** Where "Reportar un problema" leads: the claim form with the category and connection chosen. */
export function claimHref(categoryId: number | undefined, connectionId: number) {
  const query = new URLSearchParams();
  if (categoryId !== undefined) query.set("categoria", String(categoryId));
  query.set("conexion", String(connectionId));
  return `/mi-cuenta/reclamos/crear?${query}`;
}

/** A subscription that can still be managed (a stopped one only shows until the next one). */
export function liveSubscription(subscription: StreamingSubscription | null) {
  return subscription && subscription.state !== "stopped" ? subscription : null;
}
