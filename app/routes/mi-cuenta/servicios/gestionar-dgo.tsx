import { data, Form, href, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/gestionar-dgo";
import { withApiErrors } from "~/api/failures.server";
import { getStreamingCatalogue } from "~/api/streaming.server";
import { ErrorSummary, FormKey, type FormResult, hasErrors, SelectField, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import servicesManageStrings from "~/locales/services-manage";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatMoney } from "~/utils/format";
import { newFormKey, parseIntent, readForm, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import { StreamingFacts } from "./streaming-facts";
import { liveSubscription } from "./services.server";
import { applyStreamingChange, changeMessage, streamingChangeSchema, streamingRefusal } from "./streaming.server";

/**
 * `/mi-cuenta/servicios/gestionar/dgo`: the streaming subscription's changes. Each is a
 * small form of its own; stopping asks first (`?confirmar=baja`), saying what is lost.
 * Only for a session that proved who it is (decision 097): these are paid plans.
 */
const CONFIRM = "confirmar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const catalogue = await withApiErrors(request, () => getStreamingCatalogue(session));
  const subscription = liveSubscription(catalogue.subscription);
  if (!subscription) throw redirect(href("/mi-cuenta/servicios/dgo"));
  await requireProof({ request, context });
  const kept = await takeKeptForm(request);
  return data(
    { plans: catalogue.plans, extras: catalogue.extras, subscription, formKey: newFormKey(), kept: kept.form },
    { headers: kept.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const form = await readForm(request, context);
  const t = getInstance(context).getFixedT(null, "servicesServer");
  const submission = parseIntent(form, streamingChangeSchema(t));
  // Any refusal gets a new key: the API keeps a refused answer under its key, and the next
  // try may be another choice (another extra).
  const fresh = { data: { formKey: newFormKey() } };
  if (submission.status !== "success") return sendBack(submission, {}, fresh);
  const change = submission.value;
  const catalogue = await withApiErrors(request, () => getStreamingCatalogue(session));
  // Never subscribed: nothing to change (a stopped one keeps its id, so a resent "stop" is replayed, not refused).
  if (!catalogue.subscription) return redirect(href("/mi-cuenta/servicios/dgo"));
  try {
    const after = await applyStreamingChange(session, catalogue.subscription.id, change);
    const to =
      after.state === "stopped" ? href("/mi-cuenta/servicios/dgo") : href("/mi-cuenta/servicios/gestionar/dgo");
    return redirectWithToast(request, to, { kind: "success", message: changeMessage(t, change, after, catalogue) });
  } catch (error) {
    return sendBack(submission, await streamingRefusal(error, request, context), fresh);
  }
}

type Data = Route.ComponentProps["loaderData"];

export default function ManageStreaming({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(servicesManageStrings);
  const [search] = useSearchParams();
  // What was chosen before the proof step, shown again (decision 098).
  const result = actionData?.result ?? loaderData.kept;
  // A refused change gets a new key: the next try may be another choice.
  const formKey = actionData?.formKey ?? loaderData.formKey;
  const confirming = search.get(CONFIRM) === "baja";
  const labels = { plan_id: t("manage.labels.plan_id"), extra_id: t("manage.labels.extra_id") };
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.manage")}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/servicios/dgo")}>{t("common.back")}</Link>
      </p>
      {confirming ? (
        <ConfirmStop data={loaderData} result={result} formKey={formKey} labels={labels} />
      ) : (
        <>
          <h1>{t("manage.heading")}</h1>
          <p className="lead">{t("manage.intro")}</p>
          <ErrorSummary result={result} labels={labels} />
          <section className="panel" aria-labelledby="actual">
            <h2 id="actual">{t("manage.current")}</h2>
            <StreamingFacts strings={servicesManageStrings} subscription={loaderData.subscription} />
          </section>
          {loaderData.subscription.state === "paused" ? (
            <Activate formKey={formKey} />
          ) : (
            <ChangePlan data={loaderData} result={result} formKey={formKey} />
          )}
          <Extras data={loaderData} result={result} formKey={formKey} />
          {loaderData.subscription.state === "active" ? <Pause formKey={formKey} /> : null}
          <section className="panel" aria-labelledby="baja">
            <h2 id="baja">{t("manage.stopTitle")}</h2>
            <p>{t("manage.stopText")}</p>
            <p>
              <Link to={`?${CONFIRM}=baja`} className="button button-secondary">
                {t("manage.stop")}
              </Link>
            </p>
          </section>
        </>
      )}
    </>
  );
}

function Intent({ intent, formKey }: { intent: string; formKey: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <FormKey fresh={formKey} />
    </>
  );
}

function ChangePlan({ data, result, formKey }: { data: Data; result: FormResult; formKey: string }) {
  const t = useT(servicesManageStrings);
  const current = data.subscription.plan.id;
  return (
    <section className="panel" aria-labelledby="cambiar-plan">
      <h2 id="cambiar-plan">{t("manage.changePlanTitle")}</h2>
      <Form method="post" noValidate className="form">
        <Intent intent="change-plan" formKey={formKey} />
        <RadioGroup
          name="plan_id"
          legend={t("manage.planLegend")}
          result={result}
          defaultValue={String(current)}
          options={data.plans.map((plan) => ({
            value: String(plan.id),
            label: `${t("manage.planOption", { name: plan.name, price: formatMoney(plan.price), count: plan.channels })}${
              plan.id === current ? ` ${t("manage.currentPlan")}` : ""
            }`,
          }))}
        />
        <div className="actions">
          <SubmitButton>{t("manage.changePlan")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function Extras({ data, result, formKey }: { data: Data; result: FormResult; formKey: string }) {
  const t = useT(servicesManageStrings);
  const mine = new Set(data.subscription.extras.map((extra) => extra.id));
  const others = data.extras.filter((extra) => !mine.has(extra.id));
  return (
    <section className="panel" aria-labelledby="extras">
      <h2 id="extras">{t("manage.extrasTitle")}</h2>
      {data.subscription.extras.length ? (
        <ul className="services-extras" aria-label={t("manage.yourExtras")}>
          {data.subscription.extras.map((extra) => (
            <li key={extra.id}>
              <span>{t("manage.extraOption", { name: extra.name, price: formatMoney(extra.price) })}</span>
              <Form method="post">
                <Intent intent="remove-extra" formKey={formKey} />
                <input type="hidden" name="extra_id" value={extra.id} />
                <SubmitButton className="button button-secondary button-small">
                  {t("manage.remove", { name: extra.name })}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {data.subscription.state !== "active" ? (
        <p className="hint">{t("manage.pausedHint")}</p>
      ) : others.length ? (
        <Form method="post" noValidate className="form">
          <h3>{t("manage.addTitle")}</h3>
          <Intent intent="add-extra" formKey={formKey} />
          <SelectField
            name="extra_id"
            label={t("manage.extraLegend")}
            result={result}
            options={others.map((extra) => ({
              value: String(extra.id),
              label: t("manage.extraOption", { name: extra.name, price: formatMoney(extra.price) }),
            }))}
          />
          <div className="actions">
            <SubmitButton>{t("manage.add")}</SubmitButton>
          </div>
        </Form>
      ) : (
        <p>{t("manage.allExtras")}</p>
      )}
    </section>
  );
}

function Pause({ formKey }: { formKey: string }) {
  const t = useT(servicesManageStrings);
  return (
    <section className="panel" aria-labelledby="pausar">
      <h2 id="pausar">{t("manage.pauseTitle")}</h2>
      <p>{t("manage.pauseText")}</p>
      <Form method="post">
        <Intent intent="pause" formKey={formKey} />
        <SubmitButton className="button button-secondary">{t("manage.pause")}</SubmitButton>
      </Form>
    </section>
  );
}

function Activate({ formKey }: { formKey: string }) {
  const t = useT(servicesManageStrings);
  return (
    <section className="panel" aria-labelledby="reactivar">
      <h2 id="reactivar">{t("manage.activateTitle")}</h2>
      <p>{t("manage.activateText")}</p>
      <Form method="post">
        <Intent intent="activate" formKey={formKey} />
        <SubmitButton>{t("manage.activate")}</SubmitButton>
      </Form>
    </section>
  );
}

function ConfirmStop({
  data,
  result,
  formKey,
  labels,
}: {
  data: Data;
  result: FormResult;
  formKey: string;
  labels: Record<string, string>;
}) {
  const t = useT(servicesManageStrings);
  const { subscription } = data;
  return (
    <>
      <h1>{t("manage.confirmHeading")}</h1>
      <ErrorSummary result={result} labels={labels} />
      <p>{t("manage.confirmIntro")}</p>
      <ul>
        <li>{t("manage.losePlan", { plan: subscription.plan.name, count: subscription.plan.channels })}</li>
        {subscription.extras.length ? (
          <li>{t("manage.loseExtras", { extras: subscription.extras.map((extra) => extra.name).join(", ") })}</li>
        ) : null}
        <li>{t("manage.loseAccess")}</li>
        <li>{t("manage.savings", { price: formatMoney(subscription.monthly_price) })}</li>
      </ul>
      <Form method="post" action={href("/mi-cuenta/servicios/gestionar/dgo")} className="actions">
        <Intent intent="stop" formKey={formKey} />
        <SubmitButton>{t("manage.confirmStop")}</SubmitButton>
        <Link to={href("/mi-cuenta/servicios/gestionar/dgo")} className="button button-secondary">
          {t("manage.cancel")}
        </Link>
      </Form>
    </>
  );
}
