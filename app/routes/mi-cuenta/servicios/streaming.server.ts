import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { StreamingCatalogue, StreamingSubscription } from "../../../../contract/streaming";
import {
  activateStreaming,
  addStreamingExtra,
  changeStreamingPlan,
  pauseStreaming,
  removeStreamingExtra,
  stopStreaming,
} from "~/api/streaming.server";
import { refusalWords } from "~/api/refusal-words.server";
import type { ApiSession } from "~/api/transport.server";
import { formatMoney } from "~/utils/format";
import { formKeyField, idField, type Refusal, refusalOf } from "~/utils/forms.server";
import { isApiError } from "~/api/failures.server";

/** The streaming subscription's changes: one form per change, one route action dispatching on `intent`. */

export type ServicesT = TFunction<"servicesServer">;

export function streamingChangeSchema(t: ServicesT) {
  const key = { idempotency_key: formKeyField(t("errors.formKey")) };
  return z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("change-plan"), plan_id: idField(t("errors.planRequired")), ...key }),
      z.object({ intent: z.literal("add-extra"), extra_id: idField(t("errors.extraRequired")), ...key }),
      z.object({ intent: z.literal("remove-extra"), extra_id: idField(t("errors.extraRequired")), ...key }),
      z.object({ intent: z.literal("pause"), ...key }),
      z.object({ intent: z.literal("activate"), ...key }),
      z.object({ intent: z.literal("stop"), ...key }),
    ],
    { error: t("errors.intent") },
  );
}
export type StreamingChange = z.output<ReturnType<typeof streamingChangeSchema>>;

/** Makes the change at the API; answers the subscription as the API has it afterwards. */
export function applyStreamingChange(
  session: ApiSession,
  subscriptionId: number,
  change: StreamingChange,
): Promise<StreamingSubscription> {
  const keyed = { ...session, idempotencyKey: change.idempotency_key };
  switch (change.intent) {
    case "change-plan":
      return changeStreamingPlan(keyed, change.plan_id);
    case "add-extra":
      return addStreamingExtra(keyed, change.extra_id);
    case "remove-extra":
      return removeStreamingExtra(keyed, change.extra_id);
    case "pause":
      return pauseStreaming(keyed, subscriptionId);
    case "activate":
      return activateStreaming(keyed, subscriptionId);
    case "stop":
      return stopStreaming(keyed);
  }
}

/** What the toast says: the change, and the monthly price the API answered with. */
export function changeMessage(
  t: ServicesT,
  change: StreamingChange,
  after: StreamingSubscription,
  catalogue: StreamingCatalogue,
) {
  const price = formatMoney(after.monthly_price);
  const extra =
    "extra_id" in change ? (catalogue.extras.find((candidate) => candidate.id === change.extra_id)?.name ?? "") : "";
  switch (change.intent) {
    case "change-plan":
      return t("toasts.planChanged", { plan: after.plan.name, price });
    case "add-extra":
      return t("toasts.extraAdded", { extra, price });
    case "remove-extra":
      return t("toasts.extraRemoved", { extra, price });
    case "pause":
      return t("toasts.paused", { price });
    case "activate":
      return t("toasts.activated", { price });
    case "stop":
      return t("toasts.stopped");
  }
}

/**
 * The API's refusal as a message on the page. Besides what `refusalOf` reads (400, 409,
 * 422), a 404 here is an answer too ("No tenés ese adicional", no subscription), not a
 * broken page. Messages go above the forms: a page of several small forms has no one
 * field a refusal belongs to.
 */
export async function streamingRefusal(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Refusal> {
  if (isApiError(error, 404) && error.kind === "response") return { form: refusalWords(error, context).form };
  const refusal = await refusalOf(error, request, context);
  return refusal;
}
