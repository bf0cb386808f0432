import { Form, href, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/gestionar";
import { listConnections } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { cachedClaimCategories, cachedPlans } from "~/api/public-data.server";
import { openClaim } from "~/api/tickets.server";
import type { ApiSession } from "~/api/transport.server";
import { ErrorSummary, FormKey, hasErrors, SubmitButton, TextareaField } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import servicesRequestsStrings from "~/locales/services-requests";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { formatMoney } from "~/utils/format";
import { formKeyField, newFormKey, parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { categoryFor, findService, servicesOfKind } from "./services.server";
import type { ServicesT } from "./streaming.server";

/**
 * `/mi-cuenta/servicios/gestionar/:id`: an internet or TV service, whose plan the API
 * cannot change. The customer asks for another plan and the request becomes a claim of
 * the plan-change category, answered by the provider (decision 066).
 * `gestionar/internet` and `gestionar/tv` lead to the customer's one service of that kind.
 */
const requestSchema = (t: ServicesT) =>
  z.object({
    plan_id: z.coerce
      .number({ error: t("errors.planRequired") })
      .int(t("errors.planRequired"))
      .positive(t("errors.planRequired")),
    comentario: z.string().trim().max(500, t("errors.commentTooLong")).optional(),
    idempotency_key: formKeyField(t("errors.formKey")),
  });

async function serviceOf(request: Request, session: ApiSession, param: string) {
  const [connections, plans] = await withApiErrors(request, () =>
    Promise.all([listConnections(session), cachedPlans()]),
  );
  if (param === "internet" || param === "tv") {
    const ofKind = servicesOfKind(connections, param);
    throw redirect(
      ofKind.length === 1
        ? href("/mi-cuenta/servicios/gestionar/:id", { id: String(ofKind[0]!.service.id) })
        : href("/mi-cuenta/servicios"),
    );
  }
  const found = findService(connections, routeId(param));
  if (!found) throw notFound(request);
  const choices = plans.filter((plan) => plan.kind === found.service.plan.kind && plan.id !== found.service.plan.id);
  return { ...found, choices };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { connection, service, choices } = await serviceOf(request, getApiSession(context), params.id);
  return {
    connection,
    service,
    choices: choices.map((plan) => ({ id: plan.id, name: plan.name, price: plan.price })),
    formKey: newFormKey(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = getApiSession(context);
  const { connection, service, choices } = await serviceOf(request, session, params.id);
  const form = await readForm(request, context);
  const t = getInstance(context).getFixedT(null, "servicesServer");
  const submission = parseForm(form, requestSchema(t));
  if (submission.status !== "success") return sendBack(submission);
  const wanted = choices.find((plan) => plan.id === submission.value.plan_id);
  if (!wanted) return sendBack(submission, { fields: { plan_id: t("errors.planUnknown") } });
  try {
    const categories = await cachedClaimCategories(session);
    // The provider's staff read claims in Spanish, whatever language the page is in.
    const es = getInstance(context).getFixedT("es", "servicesServer");
    const names = { from: service.plan.name, to: wanted.name, connection: connection.number };
    const comment = submission.value.comentario;
    const claim = await openClaim(
      { ...session, idempotencyKey: submission.value.idempotency_key },
      {
        category_id: categoryFor(categories, "planChange")!.id,
        subject: es("request.subject", names),
        message: [es("request.message", names), comment ? es("request.comment", { comment }) : null]
          .filter(Boolean)
          .join("\n\n"),
        connection_id: connection.id,
      },
    );
    return redirectWithToast(request, href("/mi-cuenta/servicios/:id", { id: String(service.id) }), {
      kind: "success",
      message: t("toasts.requested", { plan: wanted.name, number: claim.number }),
    });
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context));
  }
}

export default function RequestPlanChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(servicesRequestsStrings);
  const result = actionData?.result;
  const { service, choices } = loaderData;
  const labels = { plan_id: t("request.labels.plan_id"), comentario: t("request.labels.comentario") };
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.manage")}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/servicios/:id", { id: String(service.id) })}>{t("back")}</Link>
      </p>
      <h1>{t("request.heading", { name: service.plan.name })}</h1>
      <p className="lead">{t("request.intro")}</p>
      <p>{t("request.current", { name: service.plan.name, price: formatMoney(service.plan.price) })}</p>
      {choices.length === 0 ? (
        <p>{t("request.noPlans")}</p>
      ) : (
        <>
          <ErrorSummary result={result} labels={labels} />
          <Form method="post" noValidate className="form">
            <FormKey result={result} fresh={loaderData.formKey} />
            <RadioGroup
              name="plan_id"
              legend={labels.plan_id}
              result={result}
              className="plan-options"
              options={choices.map((plan) => ({
                value: String(plan.id),
                label: t("request.planOption", { name: plan.name, price: formatMoney(plan.price) }),
              }))}
            />
            <TextareaField
              name="comentario"
              label={t("request.comment")}
              hint={t("request.commentHint")}
              result={result}
              rows={3}
              maxLength={500}
            />
            <div className="actions">
              <SubmitButton>{t("request.submit")}</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </>
  );
}
