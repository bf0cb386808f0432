import { describe, expect, it } from "vitest";
import { addFault, lapseProof, sandboxToken } from "../support/sandbox";
import { heading, textOf, Visitor } from "../support/visitor";
import {
  VISIT_LOCALITIES,
  customerNeedingVisit,
  customerWithVisit,
  freeSlots,
  setVisitRequired,
  setVisitState,
  takeSlot,
} from "../support/visits";

/**
 * Technician visits (decision 103) as the server answers without JavaScript: the claim's block,
 * the page of windows, the API's refusals in Spanish, a window lost meanwhile, the home's
 * line, and pages that stay up when the visits calls fail. The API's rules are
 * tests/sandbox/visits.test.ts; the journeys in a browser tests/e2e/visits.spec.ts.
 */

const claimPage = (claim: { id: number }) => `/mi-cuenta/reclamos/${claim.id}`;
const visitPage = (claim: { id: number }) => `/mi-cuenta/reclamos/${claim.id}/visita`;
const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
/** "jueves 27/11, de 9 a 12", as the page must say it, from the API's fields. */
const spoken = (visit: { date: string; start: string; end: string }) => {
  const [, month, day] = visit.date.split("-");
  const hour = (time: string) => String(Number(time.slice(0, 2)));
  return `${WEEKDAYS[new Date(`${visit.date}T12:00:00Z`).getUTCDay()]} ${day}/${month}, de ${hour(visit.start)} a ${hour(visit.end)}`;
};

describe("a claim that needs a technician", () => {
  it("offers the windows by day, books the chosen one and shows it on the claim and the home", async () => {
    const { token, claim } = await customerNeedingVisit();
    const visitor = await new Visitor().signIn(token);
    const page = await visitor.open(claimPage(claim));
    expect(textOf(page.doc)).toContain("Elegí un horario para la visita técnica");
    expect(page.doc.querySelector(`a[href="${visitPage(claim)}"]`)).not.toBeNull();

    const choice = await visitor.open(visitPage(claim));
    expect(heading(choice.doc)).toBe("Elegí un horario para la visita técnica");
    const slots = await freeSlots(token, claim);
    const days = [...choice.doc.querySelectorAll("fieldset.visit-day legend")].map((legend) => legend.textContent);
    expect(days[0]).toBe(spoken(slots[0]!).split(",")[0]);
    expect(choice.doc.querySelectorAll('input[type="radio"][name="slot_id"]')).toHaveLength(slots.length);

    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const booked = await visitor.submit(visitPage(claim), { slot_id: slot.id, notes: "Timbre 2B" });
    expect(booked.url.pathname).toBe(claimPage(claim));
    const text = textOf(booked.doc);
    expect(text).toContain(`Listo: la visita técnica quedó para el ${spoken(slot)}.`);
    expect(text).toContain("Confirmada");
    expect(text).toContain("Timbre 2B");
    expect(booked.doc.querySelector(`a[href="${visitPage(claim)}?cancelar"]`)).not.toBeNull();

    const home = await visitor.open("/mi-cuenta");
    expect(textOf(home.doc)).toContain(`Visita técnica: ${spoken(slot)} Confirmada`);
    expect(home.doc.querySelector(`a[href="${claimPage(claim)}"]`)).not.toBeNull();
  });

  it("a window taken meanwhile: the message, the windows free now, and the notes kept", async () => {
    const { token, claim } = await customerNeedingVisit(VISIT_LOCALITIES.httpLost);
    const visitor = await new Visitor().signIn(token);
    const [slot] = await freeSlots(token, claim);
    const page = await visitor.open(visitPage(claim));
    await takeSlot(claim.number, slot!.id);
    const key = page.doc.querySelector('[name="idempotency_key"]')!.getAttribute("value")!;
    const lost = await visitor.open(visitPage(claim), {
      form: { intent: "book", idempotency_key: key, slot_id: slot!.id, notes: "Perro suelto" },
    });
    expect(lost.status).toBe(400);
    expect(textOf(lost.doc)).toContain("Ese horario se ocupó recién. Elegí otro.");
    expect(lost.doc.title).toMatch(/^Error: /);
    expect(lost.doc.querySelector(`input[value="${slot!.id}"]`)).toBeNull();
    expect(lost.doc.querySelectorAll('input[name="slot_id"]')).toHaveLength((await freeSlots(token, claim)).length);
    expect(lost.doc.querySelector("textarea[name=notes]")!.textContent).toBe("Perro suelto");
  });

  it("a quick-access session proves who it is before choosing, and comes back to the page", async () => {
    const { identification, claim } = await customerNeedingVisit();
    const visitor = await new Visitor().signIn(await sandboxToken(identification));
    const page = await visitor.open(visitPage(claim));
    expect(page.url.pathname).toBe("/mi-cuenta/verificar-identidad");
    expect(page.url.searchParams.get("redirectTo")).toBe(visitPage(claim));
  });

  it("a proof that lapsed while choosing: to the proof page, with the choice kept for after", async () => {
    const { token, claim } = await customerNeedingVisit();
    const visitor = await new Visitor().signIn(token);
    const page = await visitor.open(visitPage(claim));
    await lapseProof(token);
    const key = page.doc.querySelector('[name="idempotency_key"]')!.getAttribute("value")!;
    const slotId = page.doc.querySelector('input[name="slot_id"]')!.getAttribute("value")!;
    const sent = await visitor.request(visitPage(claim), {
      form: { intent: "book", idempotency_key: key, slot_id: slotId, notes: "Portón verde" },
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toContain("/mi-cuenta/verificar-identidad");
    expect(visitor.cookies.has("__kept_form")).toBe(true);
  });
});

describe("a booked visit", () => {
  it("is moved and cancelled (after a confirmation), each with its message", async () => {
    const { token, claim, visit } = await customerWithVisit();
    const visitor = await new Visitor().signIn(token);
    const change = await visitor.open(visitPage(claim));
    expect(heading(change.doc)).toBe("Cambiá el horario de la visita técnica");
    expect(textOf(change.doc)).toContain(`Tu visita ahora: ${spoken(visit)}.`);
    const [other] = await freeSlots(token, claim);
    const moved = await visitor.submit(visitPage(claim), { slot_id: other!.id });
    expect(textOf(moved.doc)).toContain(`Listo: cambiamos la visita técnica al ${spoken(other!)}.`);

    const confirm = await visitor.open(`${visitPage(claim)}?cancelar`);
    expect(heading(confirm.doc)).toBe("¿Cancelás la visita técnica?");
    const cancelled = await visitor.submit(`${visitPage(claim)}?cancelar`, { intent: "cancel" });
    expect(cancelled.url.pathname).toBe(claimPage(claim));
    expect(textOf(cancelled.doc)).toContain("Cancelaste la visita técnica.");
    expect(textOf(cancelled.doc)).toContain("Cancelada");
    expect(textOf(cancelled.doc)).toContain("Elegí un horario para la visita técnica");
  });

  it("on its way or past the day before: no change offered, the phone instead; a change sent anyway is refused in Spanish", async () => {
    const { token, claim } = await customerWithVisit();
    const visitor = await new Visitor().signIn(token);
    const page = await visitor.open(visitPage(claim));
    const key = page.doc.querySelector('[name="idempotency_key"]')!.getAttribute("value")!;
    const slotId = page.doc.querySelector('input[name="slot_id"]')!.getAttribute("value")!;
    await setVisitState(claim.number, "on_the_way");

    const shown = await visitor.open(claimPage(claim));
    expect(textOf(shown.doc)).toContain("El técnico está en camino");
    expect(shown.doc.querySelector(`a[href^="${visitPage(claim)}"]`)).toBeNull();
    // Nothing to do on the page any more: back to the claim.
    expect((await visitor.open(visitPage(claim))).url.pathname).toBe(claimPage(claim));

    // A change sent anyway (the page was open): the claim's page says why, and whom to call.
    const refused = await visitor.open(visitPage(claim), {
      form: { intent: "book", idempotency_key: key, slot_id: slotId },
    });
    expect(refused.url.pathname).toBe(claimPage(claim));
    expect(textOf(refused.doc)).toMatch(
      /La visita ya no se puede cambiar ni cancelar desde acá\. Llamanos al [\d ]+\./,
    );

    await setVisitState(claim.number, "done");
    expect(textOf((await visitor.open(claimPage(claim))).doc)).toContain("Realizada");
  });

  it("a claim that needs no visit refuses one, and another customer's claim is a 404", async () => {
    const { token, claim } = await customerNeedingVisit();
    const visitor = await new Visitor().signIn(token);
    const page = await visitor.open(visitPage(claim));
    const key = page.doc.querySelector('[name="idempotency_key"]')!.getAttribute("value")!;
    const slotId = page.doc.querySelector('input[name="slot_id"]')!.getAttribute("value")!;
    await setVisitRequired(claim.number, false);
    const refused = await visitor.open(visitPage(claim), {
      form: { intent: "book", idempotency_key: key, slot_id: slotId },
    });
    expect(refused.url.pathname).toBe(claimPage(claim));
    expect(textOf(refused.doc)).toContain("Este reclamo no necesita una visita técnica.");
    expect((await visitor.open(claimPage(claim))).doc.querySelector("#visita")).toBeNull();

    const stranger = await customerNeedingVisit();
    const theirs = await (await new Visitor().signIn(stranger.token)).open(visitPage(claim));
    expect(theirs.status).toBe(404);
  });
});

describe("when the visits calls fail", () => {
  it("the home stays up without its visits; the claim's page shows its visit from the claim itself", async () => {
    const { token, claim } = await customerWithVisit();
    // The call and its one safe retry both fail.
    await addFault({ method: "GET", path: "/v3/visits", status: 500, times: 2, token });
    const visitor = await new Visitor().signIn(token);
    const home = await visitor.open("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(textOf(home.doc)).not.toContain("Visita técnica:");
    expect(textOf(home.doc)).toContain("Reclamos");
    const page = await visitor.open(claimPage(claim));
    expect(page.status).toBe(200);
    expect(textOf(page.doc)).toContain("Confirmada");
  });
});
