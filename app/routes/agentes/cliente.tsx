import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/cliente";
import { askConsent, openReadOnlySession, verifyConsent } from "~/api/staff.server";
import { ErrorSummary, FormKey, hasErrors, OneTimeCodeField, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import staffStrings from "~/locales/staff";
import { getInstance } from "~/middleware/i18next.server";
import { formatTime } from "~/utils/format";
import { newFormKey, parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { notFound } from "~/utils/guards.server";
import { consentAsked, servedCustomer } from "~/utils/served-customer.server";
import { staffSessionContext, staffSessionCookie } from "~/utils/staff-session.server";
import { callerSchema, consentRefusal, startAttention, theCaller, type CallerIntent } from "./cliente.server";
import { callerPath, staffCalls } from "./clientes.server";
import { CustomerSummaryCard } from "./customer-summary";

/**
 * `/agentes/clientes/:id`: the caller's page (decision 143), the API's masked summary of the
 * customer read by the id its address names (`GET /staff/customers/{id}`), so the page stands
 * alone: reloaded, in a tab, come back to after the search. "Atender con su permiso": the API sends the customer a code (where it went, masked, and until when it is
 * good are shown); the agent types what the customer reads out; the customer token the API
 * answers is kept in the agent's sealed session cookie for the call. Without a verified
 * contact, "Ver sin permiso (solo lectura)" opens the API's read-only session the same way.
 * Every post counts against the address's sign-in ceiling (decision 100); a wrong code is
 * the API's to limit (five tries a code, one code a minute, ten an hour an account): a call
 * centre is one address, and its agents' customers misread codes.
 */

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = context.get(staffSessionContext);
  const caller = await theCaller(staff, params.id);
  if (!caller) return data({ caller: null, asked: null, serving: null, formKey: newFormKey() }, { status: 404 });
  const asked = consentAsked(staff, caller.id);
  const served = servedCustomer(staff);
  return {
    caller,
    asked: asked ? { masked: asked.masked, until: new Date(asked.expiresAt).toISOString() } : null,
    serving: served?.customerId === caller.id ? served.access : null,
    formKey: newFormKey(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = context.get(staffSessionContext);
  const t = getInstance(context).getFixedT(null, "staff");
  const form = await readForm(request, context, { rateLimit: "sign-in" });
  const submission = parseIntent(form, callerSchema(t));
  const options = { hideFields: ["code"], data: { intent: submission.intent, formKey: newFormKey() } };
  if (submission.status !== "success") return sendBack(submission, {}, options);
  const customer = await theCaller(staff, params.id);
  if (!customer) throw notFound(request);
  const here = callerPath(customer.id);
  try {
    if (submission.intent === "ask") {
      const sent = await askConsent(
        { ...staffCalls(staff), idempotencyKey: submission.value.idempotency_key },
        customer.id,
        submission.value.contact_id,
      );
      const consentAsked = {
        customerId: customer.id,
        masked: sent.channel.masked,
        expiresAt: Date.parse(sent.expires_at),
      };
      return redirect(here, { headers: { "Set-Cookie": await staffSessionCookie({ ...staff, consentAsked }) } });
    }
    const token =
      submission.intent === "code"
        ? await verifyConsent(staffCalls(staff), customer.id, submission.value.code)
        : await openReadOnlySession(staffCalls(staff), customer.id);
    const session = await startAttention(staff, token, customer.name);
    return redirect(here, { headers: { "Set-Cookie": await staffSessionCookie(session) } });
  } catch (error) {
    const refusal = consentRefusal(t, error);
    return sendBack(submission, refusal ?? (await refusalOf(error, request, context)), options);
  }
}

type Data = Route.ComponentProps["loaderData"];
type Result = NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;

export default function Caller({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(staffStrings);
  const result = actionData?.result;
  const resultOf = (intent: CallerIntent) => (actionData?.intent === intent ? result : undefined);
  const { caller } = loaderData;
  if (!caller) {
    return (
      <>
        <PageTitle>{t("caller.unknown.heading")}</PageTitle>
        <h1>{t("caller.unknown.heading")}</h1>
        <p>{t("caller.unknown.text")}</p>
        <p>
          <Link to={href("/agentes/clientes")}>{t("caller.unknown.search")}</Link>
        </p>
      </>
    );
  }
  const labels = { contact_id: t("caller.chooseLegend"), code: t("caller.code") };
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.caller", { name: caller.name })}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{caller.name}</h1>
      <CustomerSummaryCard customer={caller} />
      {loaderData.serving ? (
        <p className="staff-note" role="status">
          {t(loaderData.serving === "consent" ? "caller.servingConsent" : "caller.servingReadOnly")}
        </p>
      ) : caller.consent.available ? (
        <Consent data={loaderData} caller={caller} resultOf={resultOf} />
      ) : (
        <ReadOnly />
      )}
      <p>
        <Link to={href("/agentes/clientes")}>{t("caller.another")}</Link>
      </p>
    </>
  );
}

function Consent({
  data: { asked, formKey },
  caller,
  resultOf,
}: {
  data: Data;
  caller: NonNullable<Data["caller"]>;
  resultOf: (intent: CallerIntent) => Result;
}) {
  const t = useT(staffStrings);
  return (
    <section className="panel" aria-labelledby="con-permiso">
      <h2 id="con-permiso">{t("caller.consentHeading")}</h2>
      <p>{t("caller.consentIntro")}</p>
      {asked ? (
        <>
          <p role="status">{t("caller.sentTo", { masked: asked.masked, time: formatTime(asked.until) })}</p>
          <Form method="post" noValidate className="form">
            <input type="hidden" name="intent" value="code" />
            <OneTimeCodeField
              name="code"
              label={t("caller.code")}
              hint={t("caller.codeHint")}
              result={resultOf("code")}
              // The customer is reading it out now (the error summary takes the focus after a refusal).
              autoFocus={!hasErrors(resultOf("code"))}
            />
            <SubmitButton>{t("caller.confirm")}</SubmitButton>
          </Form>
        </>
      ) : null}
      <Form method="post" noValidate className="form">
        <input type="hidden" name="intent" value="ask" />
        <FormKey fresh={formKey} />
        <RadioGroup
          name="contact_id"
          legend={t("caller.chooseLegend")}
          result={resultOf("ask")}
          defaultValue={String(caller.consent.channels[0]!.contact_id)}
          options={caller.consent.channels.map((channel) => ({
            value: String(channel.contact_id),
            label: t(`caller.channel.${channel.type}`, { masked: channel.masked }),
          }))}
        />
        <SubmitButton className={asked ? "button button-secondary" : "button"}>
          {t(asked ? "caller.askAgain" : "caller.ask")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function ReadOnly() {
  const t = useT(staffStrings);
  return (
    <section className="panel" aria-labelledby="solo-lectura">
      <h2 id="solo-lectura">{t("caller.readOnlyHeading")}</h2>
      <p>{t("caller.readOnlyIntro")}</p>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="read-only" />
        <SubmitButton>{t("caller.readOnly")}</SubmitButton>
      </Form>
    </section>
  );
}
