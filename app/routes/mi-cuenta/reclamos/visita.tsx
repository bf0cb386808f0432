import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/visita";
import type { VisitSlot } from "../../../../contract/visits";
import { isApiError, withApiErrors } from "~/api/failures.server";
import { bookVisit, cancelVisit, listVisitSlots } from "~/api/visits.server";
import {
  describedBy,
  ErrorSummary,
  FieldError,
  fieldErrors,
  FieldHint,
  fieldId,
  FormKey,
  type FormResult,
  hasErrors,
  lastValue,
  SubmitButton,
  TextareaField,
} from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import visitsStrings from "~/locales/visits";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { newFormKey, parseIntent, readForm, refusalOf, sendBack, type Refusal } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import { customerClaim } from "./claims.server";
import { byDay, visitDay, visitHours, visitWindow } from "./visit-window";
import { bookVisitSchema, toastWindow, visitBlock, visitRefusal } from "./visits.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/mi-cuenta/reclamos/:id/visita` (decision 103): the claim's technician visit. The free
 * windows of the next working days, grouped by day, one radio each; the same page moves a
 * booked visit, and with `?cancelar` asks before cancelling it. A session proves who it is
 * first (the API refuses changes otherwise). A window taken by someone else meanwhile comes
 * back with a message and the windows free now, the notes kept.
 */
const CANCEL = "cancelar";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const claim = await customerClaim(request, session, routeId(params.id));
  const id = claim.id;
  const block = visitBlock(claim);
  const claimPage = href("/mi-cuenta/reclamos/:id", { id: String(id) });
  const cancelling = pageUrl(request).searchParams.has(CANCEL);
  // Nothing to do here (no visit needed, or past changing it): the claim's page says why, before any proof.
  if (!block || !(cancelling ? block.canChange : block.canBook || block.canChange)) throw redirect(claimPage);
  await requireProof({ request, context });
  const slots = cancelling ? [] : await withApiErrors(request, () => listVisitSlots(session, id));
  const kept = await takeKeptForm(request);
  return data(
    {
      claim: { id: claim.id, number: claim.number, subject: claim.subject },
      visit: block.canChange ? claim.visit : null,
      phone: block.phone,
      cancelling,
      slots,
      formKey: newFormKey(),
      kept: kept.form,
    },
    { headers: kept.headers },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "visits");
  const session = getApiSession(context);
  const id = routeId(params.id);
  if (id === null) throw notFound(request);
  const claimPage = href("/mi-cuenta/reclamos/:id", { id: String(id) });
  const form = await readForm(request, context);
  const submission = parseIntent(form, bookVisitSchema(t));
  // A refused form gets a new key: the API keeps a refused answer under its key, and the
  // next try is another window. With it, the windows free now.
  const back = async (refusal: Refusal = {}) => {
    const slots = await withApiErrors(request, () => listVisitSlots(session, id)).catch((error: unknown) => {
      // Another customer's claim is this page's 404; one that needs no visit any more has no windows.
      if (isApiError(error, 404)) throw notFound(request);
      if (isApiError(error, 409)) return [];
      throw error;
    });
    return sendBack(submission, refusal, { data: { formKey: newFormKey(), slots } });
  };
  if (submission.status !== "success") return back();
  const keyed = { ...session, idempotencyKey: submission.value.idempotency_key };
  try {
    if (submission.intent === "cancel") {
      await cancelVisit(keyed, id);
      return redirectWithToast(request, claimPage, { kind: "success", message: t("toasts.cancelled") });
    }
    const before = (await customerClaim(request, session, id)).visit;
    const visit = await bookVisit(keyed, id, {
      slot_id: submission.value.slot_id,
      notes: submission.value.notes ?? "",
    });
    const moved = before !== null && before.state !== "cancelled";
    return redirectWithToast(request, claimPage, {
      kind: "success",
      message: t(moved ? "toasts.moved" : "toasts.booked", { window: toastWindow(t, visit) }),
    });
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    const refusal = visitRefusal(error, t);
    if (refusal && "leave" in refusal)
      return redirectWithToast(request, claimPage, { kind: "error", message: refusal.leave });
    return back(refusal ?? (await refusalOf(error, request, context, { slot_id: "slot_id", notes: "notes" })));
  }
}

export default function VisitPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(visitsStrings);
  const { claim, visit, cancelling, phone } = loaderData;
  // What was chosen before the proof step, shown again (decision 098).
  const result = actionData?.result ?? loaderData.kept;
  const formKey = actionData?.formKey ?? loaderData.formKey;
  const slots = actionData?.slots ?? loaderData.slots;
  const title = cancelling ? t("titles.cancel") : visit ? t("titles.change") : t("titles.choose");
  return (
    <>
      <PageTitle error={hasErrors(result)}>{title}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/reclamos/:id", { id: String(claim.id) })}>
          {t("page.back", { number: claim.number })}
        </Link>
      </p>
      {cancelling && visit ? (
        <ConfirmCancel window={visitWindow(t, visit)} claimId={claim.id} formKey={formKey} result={result} />
      ) : (
        <>
          <h1>{title}</h1>
          <p className="lead">{t("page.intro", { number: claim.number, subject: claim.subject })}</p>
          {visit ? <p>{t("page.current", { window: visitWindow(t, visit) })}</p> : null}
          <ErrorSummary result={result} labels={{ slot_id: t("page.legend"), notes: t("page.notes") }} />
          {slots.length === 0 ? (
            <p className="notice-inline">{t("page.none", { phone })}</p>
          ) : (
            <Form method="post" noValidate className="form">
              <input type="hidden" name="intent" value="book" />
              <FormKey fresh={formKey} />
              <SlotChoice slots={slots} result={result} />
              <TextareaField
                name="notes"
                label={t("page.notes")}
                hint={t("page.notesHint")}
                result={result}
                rows={2}
                maxLength={200}
                defaultValue={visit?.notes ?? undefined}
              />
              <SubmitButton>{visit ? t("page.submitChange") : t("page.submit")}</SubmitButton>
            </Form>
          )}
        </>
      )}
    </>
  );
}

/**
 * One radio group (`slot_id`) in a fieldset per day, so a screen reader says the day with
 * each window and the arrows move through all of them. The first radio carries the field's
 * id: the error summary's link lands on it.
 */
function SlotChoice({ slots, result }: { slots: VisitSlot[]; result: FormResult }) {
  const t = useT(visitsStrings);
  const id = fieldId("slot_id");
  const errors = fieldErrors(result, "slot_id");
  const chosen = lastValue(result, "slot_id");
  const hint = t("page.hint");
  let index = 0;
  return (
    <fieldset
      className={["field", "radio-group", "visit-slots", errors ? "field-invalid" : null].filter(Boolean).join(" ")}
      aria-describedby={describedBy(id, hint, errors)}
    >
      <legend>{t("page.legend")}</legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} errors={errors} />
      {byDay(slots).map((day) => (
        <fieldset key={day.date} className="visit-day">
          <legend>{visitDay(t, day.date)}</legend>
          {day.windows.map((slot) => {
            const optionId = index++ === 0 ? id : `${id}-${slot.id}`;
            return (
              <div className="radio" key={slot.id}>
                <input type="radio" id={optionId} name="slot_id" value={slot.id} defaultChecked={chosen === slot.id} />
                <label htmlFor={optionId}>{visitHours(t, slot)}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}

function ConfirmCancel({
  window,
  claimId,
  formKey,
  result,
}: {
  window: string;
  claimId: number;
  formKey: string;
  result: FormResult;
}) {
  const t = useT(visitsStrings);
  return (
    <>
      <h1>{t("cancel.heading")}</h1>
      <ErrorSummary result={result} labels={{}} />
      <p className="lead">{t("cancel.text", { window })}</p>
      <Form method="post" className="form form-inline">
        <input type="hidden" name="intent" value="cancel" />
        <FormKey fresh={formKey} />
        <SubmitButton>{t("cancel.confirm")}</SubmitButton>{" "}
        <Link to={href("/mi-cuenta/reclamos/:id", { id: String(claimId) })} className="button button-secondary">
          {t("cancel.keep")}
        </Link>
      </Form>
    </>
  );
}
