import { data, Form, href, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/contratar-dgo";
import { withApiErrors } from "~/api/failures.server";
import { getStreamingCatalogue, subscribeToStreaming } from "~/api/streaming.server";
import { ErrorSummary, FormKey, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import servicesRequestsStrings from "~/locales/services-requests";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatMoney } from "~/utils/format";
import { formKeyField, idField, newFormKey, parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireCanHireAddOn } from "./guards.server";
import { liveSubscription } from "./services.server";
import type { ServicesT } from "./streaming.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/mi-cuenta/servicios/contratar-dgo`: subscribing to the streaming add-on, behind the
 * has-email and has-not-billings guards (docs/design.md#guards). Someone who already has it manages it.
 */
const subscribeSchema = (t: ServicesT) =>
  z.object({
    plan_id: idField(t("errors.planRequired")),
    extra_ids: z
      .array(idField(t("errors.extraUnknown")))
      .max(10, t("errors.extraUnknown"))
      .default([]),
    idempotency_key: formKeyField(t("errors.formKey")),
  });

async function guard(request: Request, context: Route.LoaderArgs["context"]) {
  const session = getApiSession(context);
  const catalogue = await withApiErrors(request, () => getStreamingCatalogue(session));
  if (liveSubscription(catalogue.subscription)) {
    const t = getInstance(context).getFixedT(null, "servicesServer");
    throw await redirectWithToast(request, href("/mi-cuenta/servicios/gestionar/dgo"), {
      kind: "info",
      message: t("toasts.alreadySubscribed"),
    });
  }
  await requireCanHireAddOn(request, context, session);
  return { session, catalogue };
}

/** A paid plan: only for a session that proved who it is (decision 098), sent to prove before choosing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue } = await guard(request, context);
  // After the guards: nobody is asked to prove who they are only to be told they cannot go on.
  await requireProof({ request, context });
  // The plan chosen on the public page (`?plan=`), else the featured one.
  const asked = Number(pageUrl(request).searchParams.get("plan"));
  const chosen =
    catalogue.plans.find((plan) => plan.id === asked) ??
    catalogue.plans.find((plan) => plan.featured) ??
    catalogue.plans[0];
  const kept = await takeKeptForm(request);
  return data(
    {
      plans: catalogue.plans,
      extras: catalogue.extras,
      chosen: chosen?.id ?? null,
      formKey: newFormKey(),
      kept: kept.form,
    },
    { headers: kept.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const form = await readForm(request, context);
  const t = getInstance(context).getFixedT(null, "servicesServer");
  const submission = parseForm(form, subscribeSchema(t));
  if (submission.status !== "success") return sendBack(submission);
  // The guards hold for the action too; a resent form is not stopped by its own subscription (the API replays it).
  await requireCanHireAddOn(request, context, session);
  const { plan_id, extra_ids, idempotency_key } = submission.value;
  try {
    const subscription = await subscribeToStreaming(
      { ...session, idempotencyKey: idempotency_key },
      { plan_id, extra_ids },
    );
    return redirectWithToast(request, href("/mi-cuenta/servicios/dgo"), {
      kind: "success",
      message: t("toasts.subscribed", { plan: subscription.plan.name, price: formatMoney(subscription.monthly_price) }),
    });
  } catch (error) {
    return sendBack(
      submission,
      await refusalOf(error, request, context, { plan_id: "plan_id", extra_ids: "extra_ids" }),
    );
  }
}

export default function HireStreaming({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(servicesRequestsStrings);
  // What was chosen before the proof step, shown again (decision 098).
  const result = actionData?.result ?? loaderData.kept;
  const chosenExtras = new Set(Array.isArray(result?.initialValue?.extra_ids) ? result.initialValue.extra_ids : []);
  const labels = { plan_id: t("hire.labels.plan_id"), extra_ids: t("hire.labels.extra_ids") };
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.hireStreaming")}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/servicios")}>{t("back")}</Link>
      </p>
      <h1>{t("hire.heading")}</h1>
      <p className="lead">{t("hire.intro")}</p>
      <ErrorSummary result={result} labels={labels} />
      <Form method="post" noValidate className="form">
        <FormKey result={result} fresh={loaderData.formKey} />
        <RadioGroup
          name="plan_id"
          legend={labels.plan_id}
          result={result}
          defaultValue={loaderData.chosen === null ? undefined : String(loaderData.chosen)}
          className="plan-options"
          options={loaderData.plans.map((plan) => ({
            value: String(plan.id),
            label: t("hire.planOption", { name: plan.name, price: formatMoney(plan.price) }),
            hint: t("hire.planHint", { count: plan.channels, description: plan.description }),
          }))}
        />
        <fieldset className="field field-group" id="campo-extra_ids">
          <legend>{labels.extra_ids}</legend>
          {loaderData.extras.map((extra) => (
            <div className="checkbox" key={extra.id}>
              <input
                type="checkbox"
                id={`extra-${extra.id}`}
                name="extra_ids"
                value={extra.id}
                defaultChecked={chosenExtras.has(String(extra.id))}
                aria-describedby={`extra-${extra.id}-ayuda`}
              />
              <label htmlFor={`extra-${extra.id}`}>
                {t("hire.extraOption", { name: extra.name, price: formatMoney(extra.price) })}
                <span className="hint" id={`extra-${extra.id}-ayuda`}>
                  {extra.description}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <div className="actions">
          <SubmitButton>{t("hire.submit")}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
