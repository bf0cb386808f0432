import type { TFunction } from "i18next";
import { z } from "zod";
import type { Ticket } from "../../../../contract/tickets";
import type { Visit, VisitReason } from "../../../../contract/visits";
import { isApiError } from "~/api/failures.server";
import { isOffered } from "~/api/capabilities.server";
import { getConfig } from "~/config.server";
import { href } from "react-router";
import { argentinaDay, formatDate } from "~/utils/format";
import { formKeyField } from "~/utils/forms.server";
import { changeable, visitWindow, type WindowWords } from "./visit-window";

export type VisitsT = TFunction<"visits">;

/** The server's translator as the window's words (visit-window.ts). */
export const windowWords =
  (t: VisitsT): WindowWords =>
  (key, values) =>
    t(key, values);

/**
 * The visit block of a claim's page (decision 103): nothing while FLAG_VISITS is off or the
 * claim needs no visit and has none; else the visit as the API gives it, whether the
 * customer may still change it here (up to the day before), and the phone for after.
 */
export function visitBlock(claim: Pick<Ticket, "visit_required" | "visit" | "status">, today = argentinaDay()) {
  const config = getConfig();
  if (!isOffered("visits") || (!claim.visit_required && !claim.visit)) return null;
  const active = claim.visit && claim.visit.state !== "cancelled" ? claim.visit : null;
  return {
    visit: claim.visit,
    // A closed claim books nothing; a cancelled visit may be booked again.
    canBook: claim.status !== "closed" && claim.visit_required && !active,
    canChange: claim.status !== "closed" && active !== null && changeable(active, today),
    phone: config.SUPPORT_PHONE,
  };
}

/**
 * The claim page's visit block in words (the request's language): the page is near its
 * JavaScript budget, so the block's strings and dates come ready from the loader instead of
 * a namespace and a formatter in the page's bundle.
 */
export function visitBlockView(
  claim: Pick<Ticket, "id" | "visit_required" | "visit" | "status">,
  t: VisitsT,
  today = argentinaDay(),
) {
  const block = visitBlock(claim, today);
  if (!block) return null;
  const { visit } = block;
  const page = href("/mi-cuenta/reclamos/:id/visita", { id: String(claim.id) });
  return {
    heading: t("block.heading"),
    facts: visit
      ? [
          { term: t("block.when"), detail: visitWindow(windowWords(t), visit) },
          { term: t("block.state"), detail: t(`state.${visit.state}`), status: `status-visit-${visit.state}` },
          ...(visit.notes ? [{ term: t("block.notes"), detail: visit.notes }] : []),
        ]
      : [],
    notes: [
      ...(visit ? [] : [t("block.needed")]),
      ...(visit?.state === "cancelled" && block.canBook ? [t("block.cancelledNote")] : []),
      ...(visit && block.canChange ? [t("block.changeableUntil", { date: formatDate(visit.changeable_until) })] : []),
      ...(visit?.state === "confirmed" && !block.canChange ? [t("block.locked", { phone: block.phone })] : []),
    ],
    links: [
      ...(block.canBook ? [{ to: page, label: t("block.choose"), className: "button" }] : []),
      ...(block.canChange
        ? [
            { to: page, label: t("block.change"), className: "button button-secondary" },
            { to: `${page}?cancelar`, label: t("block.cancel"), className: "button button-secondary" },
          ]
        : []),
    ],
  };
}

/**
 * The customer home's visits in words (as the claim's block, to keep the home's bundle small),
 * each leading to the visit's block on its claim's page; `today` when one is today, which the
 * home puts first (decision 148).
 */
export function visitLines(visits: Visit[], t: VisitsT, today = argentinaDay()) {
  return {
    title: t("home.title"),
    today: visits.some((visit) => visit.date === today),
    lines: visits.map((visit) => ({
      id: visit.id,
      text: t("home.line", { window: visitWindow(windowWords(t), visit) }),
      state: t(`state.${visit.state}`),
      status: `status-visit-${visit.state}`,
      claim: {
        to: `${href("/mi-cuenta/reclamos/:id", { id: String(visit.ticket.id) })}#visita`,
        label: t("home.claim", { number: visit.ticket.number }),
      },
    })),
  };
}

export const bookVisitSchema = (t: VisitsT) =>
  z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("book"),
        idempotency_key: formKeyField(t("errors.formKey")),
        slot_id: z
          .string({ error: t("errors.slot") })
          .trim()
          .min(1, t("errors.slot"))
          .max(64, t("errors.slot")),
        notes: z.string().trim().max(200, t("errors.notesLong")).optional(),
      }),
      z.object({ intent: z.literal("cancel"), idempotency_key: formKeyField(t("errors.formKey")) }),
    ],
    { error: t("errors.slot") },
  );

/**
 * The API's refusals in the customer's words; null for anything else. A window taken
 * meanwhile (or one not offered) goes back to the form, to choose another; the rest leave
 * nothing to choose here (`leave`): the claim's page says it, and what to do instead.
 */
export function visitRefusal(
  error: unknown,
  t: VisitsT,
): { fields: Record<string, string> } | { leave: string } | null {
  if (isApiError(error, 422)) return { fields: { slot_id: t("errors.slot") } };
  if (!isApiError(error, 409)) return null;
  const phone = getConfig().SUPPORT_PHONE;
  const messages: Record<VisitReason, { fields: Record<string, string> } | { leave: string }> = {
    slot_taken: { fields: { slot_id: t("errors.slotTaken") } },
    too_late: { leave: t("errors.tooLate", { phone }) },
    visit_not_required: { leave: t("errors.notRequired") },
    ticket_closed: { leave: t("errors.closed") },
  };
  return messages[error.reason as VisitReason] ?? null;
}

export const toastWindow = (t: VisitsT, visit: Parameters<typeof visitWindow>[1]) => visitWindow(windowWords(t), visit);
