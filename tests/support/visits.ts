import type { Ticket } from "../../contract/tickets";
import type { Visit, VisitSlot } from "../../contract/visits";
import { api, createCustomer, provedToken } from "./sandbox";

/**
 * Technician visits (decision 103) for a test's own customer. Windows have room for 3 visits per
 * locality, and tests share one sandbox: each test that books or fills windows keeps to a
 * locality of its own (VISIT_LOCALITIES), so no test takes another's place.
 */
export const VISIT_LOCALITIES = {
  /** HTTP tests that book (tests/http/visits.test.ts, modules-off). */
  http: "Mayu Sumaj",
  /** The HTTP test where a window is lost to another customer. */
  httpLost: "Icho Cruz",
  /** The browser journey book → move → cancel. */
  journey: "Tala Huasi",
  /** The browser journey where a window is lost (it fills the first window it is offered, and books the last). */
  lost: "Estancia Vieja",
  /** The accessibility scenes. */
  a11y: "Villa Parque Síquiman",
  /** The desk's browser journey: an agent books for the caller (decision 144). */
  desk: "San Roque",
  /** The desk's HTTP tests. */
  deskHttp: "Bialet Massé",
} as const;

/** A customer with a claim that needs a visit, none booked yet (and `more` of the sandbox's customer); a proved token. */
export async function customerNeedingVisit(
  locality: string = VISIT_LOCALITIES.http,
  more: Omit<NonNullable<Parameters<typeof createCustomer>[0]>, "locality"> = {},
) {
  const identification = await createCustomer({
    plans: [1],
    email: `visitas.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    ...more,
    locality,
  });
  const token = await provedToken(identification);
  const connections = (await api("GET", "/v2/customers/current/conexiones", { token })).body as { id: number }[];
  const filed = await api("POST", "/v3/tickets/reclamos", {
    token,
    json: {
      category_id: 1,
      connection_id: connections[0]!.id,
      subject: "Sin internet",
      message: "No hay internet en ningún dispositivo.",
    },
  });
  if (filed.status !== 201 || !filed.body.visit_required)
    throw new Error(`The claim needing a visit was not filed: ${filed.status} ${JSON.stringify(filed.body)}`);
  return { identification, token, claim: filed.body as Ticket };
}

export async function freeSlots(token: string, claim: { id: number }): Promise<VisitSlot[]> {
  const answer = await api("GET", `/v3/tickets/${claim.id}/visit/slots`, { token });
  if (answer.status !== 200) throw new Error(`No slots: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * A customer whose claim's visit is booked, in a window picked at random: tests of the same
 * locality running side by side rarely meet in one window, and never fill it (3 places).
 */
export async function customerWithVisit(locality: string = VISIT_LOCALITIES.http) {
  const scene = await customerNeedingVisit(locality);
  const slots = await freeSlots(scene.token, scene.claim);
  const slot = slots[Math.floor(Math.random() * slots.length)]!;
  const booked = await api("PUT", `/v3/tickets/${scene.claim.id}/visit`, {
    token: scene.token,
    json: { slot_id: slot.id },
  });
  if (booked.status !== 200)
    throw new Error(`The visit was not booked: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { ...scene, visit: booked.body as Visit };
}

/** The provider's side: the visit's state (the technician on the way, done). */
export async function setVisitState(claimNumber: string, state: Visit["state"]) {
  const answer = await api("POST", `/__faults/visits/${claimNumber}/state`, { json: { state } });
  if (answer.status !== 200) throw new Error(`The visit's state was not set: ${answer.status}`);
}

/** Another customer takes every place left in a window of the claim's locality. */
export async function takeSlot(claimNumber: string, slotId: string) {
  const answer = await api("POST", `/__faults/visits/${claimNumber}/take`, { json: { slot_id: slotId } });
  if (answer.status !== 200) throw new Error(`The window was not taken: ${answer.status}`);
}

/** The provider's side: whether the claim needs a visit. */
export async function setVisitRequired(claimNumber: string, required: boolean) {
  const answer = await api("POST", `/__faults/visits/${claimNumber}/require`, { json: { required } });
  if (answer.status !== 200) throw new Error(`The claim's need of a visit was not set: ${answer.status}`);
}
