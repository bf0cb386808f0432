import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { CONFIRMATION_CODE } from "../../../contract/consumer-requests";
import { confirmConsumerRequest, resendConsumerRequestCode } from "~/api/consumer-requests.server";
import { isApiError } from "~/api/failures.server";
import { getInstance } from "~/middleware/i18next.server";
import type { DraftStore } from "~/utils/draft-store.server";
import { parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { limitIdentification } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { ConsumerT, Sent } from "./consumer.server";

/**
 * The page after a cancellation or a withdrawal was filed (`…/enviada`): its request code
 * at once, and the form that confirms it with the one-time code the API sent to the
 * holder's verified contacts (Disposición 3/2026, decision 099). The page is the same
 * whoever asked and whatever the data matched: the portal never learns it either.
 */

/** The page's one form: the code, or "send another" (a second submit button, so one honeypot serves both). */
export function confirmationSchema(t: ConsumerT) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("confirm"),
      confirmation_code: z
        .string({ error: t("errors.confirmationCode") })
        .transform((value) => value.replace(/\s/g, ""))
        .pipe(z.string().regex(/^\d{6}$/, t("errors.confirmationCode"))),
    }),
    z.object({ intent: z.literal("resend") }),
  ]);
}

/** Seconds before another code may be asked for; 0 when it may. */
export function secondsToResend(sentAt: number, now = Date.now()) {
  return Math.max(0, Math.ceil((sentAt + CONFIRMATION_CODE.resendSeconds * 1000 - now) / 1000));
}

/** What a just-filed request's draft keeps (decision 073): the request code, and the confirmation's state. */
export function sentDraft(
  created: { code: string; created_at: string; status: string },
  identification: string,
  key: string,
): Sent {
  return {
    code: created.code,
    created_at: created.created_at,
    identification,
    key,
    step: 0,
    confirmed: created.status !== "pending_verification",
    code_sent_at: Date.now(),
  };
}

type SentDraft = { sent?: Sent };

/** The page's data: the request and, until it is confirmed, the seconds before another code (and their words). */
export async function sentPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  store: DraftStore<SentDraft>,
  formPath: string,
) {
  const { sent } = await store.read(request);
  if (!sent) throw redirect(formPath);
  const wait = secondsToResend(sent.code_sent_at);
  const t = getInstance(context).getFixedT(null, "consumerServer");
  return {
    sent: { code: sent.code, created_at: sent.created_at, confirmed: sent.confirmed },
    wait,
    waitText: wait > 0 ? t("resendWait", { count: wait }) : null,
    verifyText: sent.confirmed ? null : { intro: t("verify.intro"), pending: t("verify.pending") },
  };
}

/**
 * The code typed, or another code asked for. The code is never echoed back or logged; each
 * call to the API carries `<key>-<step>`, so a double submit is one try and one code.
 */
export async function confirmationAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  store: DraftStore<SentDraft>,
  paths: { form: string; here: string },
) {
  const form = await readForm(request, context, { honeypot: true });
  const { sent } = await store.read(request);
  if (!sent) throw redirect(paths.form);
  // Confirmed already (the form sent again from the history, a second click): the page says so.
  if (sent.confirmed) throw redirect(paths.here);
  const t = getInstance(context).getFixedT(null, "consumerServer");
  const submission = parseIntent(form, confirmationSchema(t));
  const hideFields = ["confirmation_code"];
  if (submission.status !== "success") return sendBack(submission, {}, { hideFields });

  await limitIdentification(request, sent.identification);
  const next: Sent = { ...sent, step: sent.step + 1 };
  const options = { idempotencyKey: `${sent.key}-${sent.step}` };
  // The API answered (a refusal it keeps for the key): the next try is a new call. Without
  // an answer (a time out, a 5xx) the key stays, so a try the API did take is not taken twice.
  const afterFailure = async (error: unknown) =>
    isApiError(error) && error.kind === "response" && error.status < 500
      ? { "Set-Cookie": await store.save({ sent: next }) }
      : undefined;

  if (submission.intent === "resend") {
    // The 60 seconds are the server's rule too: a button sent early gets the wait, never a code.
    const wait = secondsToResend(sent.code_sent_at);
    if (wait > 0) return sendBack(submission, { form: t("errors.resendTooSoon", { count: wait }) }, { hideFields });
    try {
      await resendConsumerRequestCode(sent.code, { identification: sent.identification }, options);
    } catch (error) {
      const headers = await afterFailure(error);
      if (isApiError(error, 429))
        return sendBack(
          submission,
          { form: t("errors.resendTooSoon", { count: CONFIRMATION_CODE.resendSeconds }) },
          { hideFields, headers },
        );
      if (isApiError(error, 422))
        return sendBack(submission, { form: t("errors.noMoreCodes") }, { hideFields, headers });
      // 409: confirmed meanwhile (by the holder, elsewhere): the status page says so.
      return sendBack(submission, await refusalOf(error, request, context), { hideFields, headers });
    }
    return redirectWithToast(
      request,
      paths.here,
      { kind: "success", message: t("verify.resent") },
      { headers: { "Set-Cookie": await store.save({ sent: { ...next, code_sent_at: Date.now() } }) } },
    );
  }

  try {
    await confirmConsumerRequest(
      sent.code,
      { identification: sent.identification, code: submission.value.confirmation_code },
      options,
    );
  } catch (error) {
    // Our words, not the API's: a wrong code, and one that no longer works (expired, used, the sixth try).
    const message = isApiError(error, 422)
      ? t("errors.confirmationCodeWrong")
      : isApiError(error, 410)
        ? t("errors.confirmationCodeGone")
        : null;
    const refusal = message ? { fields: { confirmation_code: message } } : await refusalOf(error, request, context);
    return sendBack(submission, refusal, { hideFields, headers: await afterFailure(error) });
  }
  return store.redirectWith(paths.here, { sent: { ...next, confirmed: true } });
}
