import { operations } from "../../contract/operations.ts";
import type { TicketSummary } from "../../contract/tickets.ts";
import { expectReason, expectStatus, expectThat, needs, replayed, succeeded } from "../expect.ts";
import { newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import { read, walk } from "./support.ts";

/**
 * A technician's visit for the claim that needs one: its free windows, one booked once for a
 * form sent twice, then cancelled, so the window is free again and the next run books anew.
 * Another customer's claim answers 404 to every visit call, and a claim that needs no visit
 * says why with its `reason`.
 */

export async function visitChecks(kit: Kit) {
  const { api, sessions } = kit;

  const technicianClaim = async () => {
    const session = await sessions.of("claim_needs_technician");
    const wanted = kit.account("claim_needs_technician").claim;
    const claims = await walk<TicketSummary>(kit, operations.listClaims, session.token, 50);
    const claim = claims.find((candidate) =>
      wanted ? candidate.number === wanted : candidate.visit_required && candidate.status !== "closed",
    );
    if (!claim)
      throw new NotTested(
        `the claim_needs_technician account has no open claim that needs a visit${wanted ? ` numbered ${wanted}` : ""}`,
        "claim_needs_technician",
      );
    return { session, claim };
  };

  const slots = await kit.check(operations.listVisitSlots, "answers", async () => {
    const { session, claim } = await technicianClaim();
    return succeeded(await api.call(operations.listVisitSlots, { token: session.token, params: { id: claim.id } }));
  });

  await kit.check(operations.listVisitSlots, "not_required", async () => {
    const { owner } = await sessions.pair();
    const claims = await read(kit, operations.listClaims, { token: owner.token, query: { per_page: 50 } });
    const plain = needs(
      claims.data.find((claim) => !claim.visit_required),
      "the overdue_invoice account has no claim without a visit",
    );
    const answer = await api.call(operations.listVisitSlots, { token: owner.token, params: { id: plain.id } });
    expectStatus(answer, 409);
    expectReason(answer, "visit_not_required", "ticket_closed");
  });

  await kit.check(operations.listVisitSlots, "ownership", async () => {
    const { claim, session } = await technicianClaim();
    const other = await sessions.of("overdue_invoice");
    if (other.info.id === session.info.id)
      throw new NotTested("overdue_invoice and claim_needs_technician name the same customer", "overdue_invoice");
    expectStatus(await api.call(operations.listVisitSlots, { token: other.token, params: { id: claim.id } }), 404);
  });

  const booked = await kit.check(operations.bookVisit, "idempotency", async () => {
    const { session, claim } = await technicianClaim();
    if (!session.verified)
      throw new NotTested(
        "the claim_needs_technician account has no password: booking needs a proved session",
        "claim_needs_technician",
      );
    const slot = needs(slots?.[0], "listVisitSlots.answers offered no window");
    const key = newKey();
    const request = {
      token: session.token,
      params: { id: claim.id },
      json: { slot_id: slot.id, notes: "Prueba de conformidad" },
      idempotencyKey: key,
    };
    const first = succeeded(await api.call(operations.bookVisit, request));
    const again = await api.call(operations.bookVisit, request);
    expectThat(
      replayed(again) && succeeded(again).id === first.id,
      `the same booking sent twice with one key answered ${again.status}${replayed(again) ? "" : ", not replayed"}`,
    );
    expectThat(
      first.date === slot.date && first.start === slot.start && first.state === "confirmed",
      `booking window ${slot.id} gave ${JSON.stringify(first)}`,
    );
    return { session, claim, visit: first };
  });

  await kit.check(operations.listVisits, "answers", async () => {
    const { session, visit } = needs(booked, "bookVisit.idempotency booked nothing");
    const visits = succeeded(await api.call(operations.listVisits, { token: session.token }));
    expectThat(
      visits.some((item) => item.id === visit.id && item.state === "confirmed"),
      `visit ${visit.id} is not listed as confirmed`,
    );
  });

  for (const operation of [operations.bookVisit, operations.cancelVisit]) {
    await kit.check(operation, "ownership", async () => {
      const { session } = await technicianClaim();
      if (!session.verified)
        throw new NotTested(
          "the claim_needs_technician account has no password: a visit's change needs a proved session",
          "claim_needs_technician",
        );
      const other = await sessions.of("overdue_invoice");
      const [theirs] = (await read(kit, operations.listClaims, { token: other.token, query: { per_page: 1 } })).data;
      const claim = needs(theirs, "the overdue_invoice account has no claim");
      if (other.info.id === session.info.id)
        throw new NotTested("overdue_invoice and claim_needs_technician name the same customer", "overdue_invoice");
      const slot = { slot_id: slots?.[0]?.id ?? "conformidad" };
      const json = operation === operations.bookVisit ? slot : undefined;
      expectStatus(
        await api.call(operation, { token: session.token, params: { id: claim.id }, json, idempotencyKey: newKey() }),
        404,
      );
    });
  }

  // Whatever became of the booking's check, a visit booked is cancelled: the window is free for the next run.
  await kit.check(operations.cancelVisit, "answers", async () => {
    const { session, claim } = await technicianClaim();
    const { visit } = await read(kit, operations.getClaim, { token: session.token, params: { id: claim.id } });
    if (visit?.state !== "confirmed")
      throw new NotTested(
        `blocked: bookVisit.idempotency left no visit to cancel${booked ? "" : " (it booked nothing)"}`,
      );
    const cancelled = succeeded(
      await api.call(operations.cancelVisit, {
        token: session.token,
        params: { id: claim.id },
        idempotencyKey: newKey(),
      }),
    );
    expectThat(cancelled.state === "cancelled", `cancelling the visit left it ${cancelled.state}`);
  });
}
