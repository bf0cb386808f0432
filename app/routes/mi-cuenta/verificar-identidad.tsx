import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/verificar-identidad";
import { withApiErrors } from "~/api/failures.server";
import { getProof, proveWithCode, proveWithPassword, sendProofCode } from "~/api/proof.server";
import { ErrorSummary, FormKey, hasErrors, OneTimeCodeField, SubmitButton, TextField } from "~/components/forms";
import { FormToken } from "~/components/form-token";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import { getConfig } from "~/config.server";
import proofStrings from "~/locales/proof";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { newFormKey, parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { hasKeptForm } from "~/utils/kept-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  codeRefusal,
  passwordRefusal,
  type ProofIntent,
  proofSchema,
  returnTo,
  secondsUntil,
  sendRefusal,
} from "./verificar-identidad.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/mi-cuenta/verificar-identidad?redirectTo=…` (decision 098): a session that
 * signed in with the identification alone proves who it is, then goes back where it was.
 * A code to one of the account's verified contacts (shown masked, the customer picks),
 * typed here; or the password, when the account has one. Each step is a form and a page
 * of its own, so it works without JavaScript; which code is on its way, and when another
 * may be asked for, is the API's to say. Without a verified contact or a password the page
 * says how to get one, and the customer keeps quick access.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const proof = await withApiErrors(request, () => getProof(getApiSession(context)));
  const back = returnTo(request);
  // Proved already (another tab, the back button): nothing to do here.
  if (proof.state === "verified") throw redirect(back);
  const choosing = pageUrl(request).searchParams.has("otro") || !proof.pending_code;
  const config = getConfig();
  return {
    back,
    channels: proof.channels,
    pending: proof.pending_code
      ? { contactId: proof.pending_code.contact_id, masked: proof.pending_code.masked }
      : null,
    choosing,
    hasPassword: proof.has_password,
    wait: secondsUntil(proof.resend_at),
    support: { phone: config.SUPPORT_PHONE, officesUrl: config.OFFICES_URL },
    formKey: newFormKey(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "proofServer");
  const session = getApiSession(context);
  const form = await readForm(request, context);
  const submission = parseIntent(form, proofSchema(t));
  // Codes and passwords never go back to the page; a refused send gets a new key (the API
  // keeps a refusal under its key, and the next try must be sent anew).
  const options = { hideFields: ["code", "password"], data: { intent: submission.intent, formKey: newFormKey() } };
  if (submission.status !== "success") return sendBack(submission, {}, options);
  const back = returnTo(request);

  if (submission.intent === "send") {
    const { value } = submission;
    try {
      const sent = await sendProofCode({ ...session, idempotencyKey: value.idempotency_key }, value.contact_id);
      // The page again, now with the code's field (`?otro` dropped): where the code went is the API's to say.
      const here = `${href("/mi-cuenta/verificar-identidad")}?${new URLSearchParams({ redirectTo: back })}`;
      return redirectWithToast(request, here, {
        kind: "success",
        message: t("toasts.codeSent", { masked: sent.channel.masked }),
      });
    } catch (error) {
      return sendBack(submission, sendRefusal(t, error) ?? (await refusalOf(error, request, context)), options);
    }
  }

  try {
    if (submission.intent === "code") await proveWithCode(session, submission.value.code);
    else await proveWithPassword(session, submission.value.password);
  } catch (error) {
    const refusal = submission.intent === "code" ? codeRefusal(t, error) : passwordRefusal(t, error);
    return sendBack(submission, refusal ?? (await refusalOf(error, request, context)), options);
  }
  const kept = await hasKeptForm(request, back);
  return redirectWithToast(request, back, {
    kind: "success",
    message: t(kept ? "toasts.provedKept" : "toasts.proved"),
  });
}

type Data = Route.ComponentProps["loaderData"];
type Result = NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;

export default function ProveIdentity({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(proofStrings);
  const result = actionData?.result;
  // Each form shows its own messages; the summary above shows them all.
  const resultOf = (intent: ProofIntent) => (actionData?.intent === intent ? result : undefined);
  const formKey = actionData?.formKey ?? loaderData.formKey;
  const { channels, pending, choosing, hasPassword } = loaderData;
  const noWay = channels.length === 0 && !hasPassword;
  const labels = { contact_id: t("proof.chooseLegend"), code: t("proof.code"), password: t("proof.password") };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.proof")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("proof.heading")}</h1>
      <p className="lead">{t("proof.intro")}</p>
      {noWay ? <NoWayToProve data={loaderData} /> : null}
      {pending && !choosing ? (
        <EnterCode data={loaderData} pending={pending} result={resultOf("code")} formKey={formKey} />
      ) : channels.length ? (
        <ChooseChannel data={loaderData} result={resultOf("send")} formKey={formKey} />
      ) : null}
      {hasPassword ? <UsePassword alone={channels.length === 0} result={resultOf("password")} /> : null}
      <p>
        <Link to={href("/mi-cuenta")}>{t("proof.back")}</Link>
      </p>
    </div>
  );
}

function ChooseChannel({ data, result, formKey }: { data: Data; result: Result; formKey: string }) {
  const t = useT(proofStrings);
  return (
    <section className="panel" aria-labelledby="recibir-codigo">
      <h2 id="recibir-codigo">{t("proof.chooseTitle")}</h2>
      <Form method="post" noValidate className="form">
        <input type="hidden" name="intent" value="send" />
        <FormKey fresh={formKey} />
        <RadioGroup
          name="contact_id"
          legend={t("proof.chooseLegend")}
          result={result}
          defaultValue={String(data.pending?.contactId ?? data.channels[0]!.contact_id)}
          options={data.channels.map((channel) => ({
            value: String(channel.contact_id),
            label: t(`proof.channel.${channel.type}`, { masked: channel.masked }),
          }))}
        />
        {data.wait > 0 ? <p className="hint">{t("proof.resendWait", { count: data.wait })}</p> : null}
        <SubmitButton>{t("proof.send")}</SubmitButton>
      </Form>
    </section>
  );
}

function EnterCode({
  data,
  pending,
  result,
  formKey,
}: {
  data: Data;
  pending: NonNullable<Data["pending"]>;
  result: Result;
  formKey: string;
}) {
  const t = useT(proofStrings);
  return (
    <section className="panel" aria-labelledby="ingresar-codigo">
      <h2 id="ingresar-codigo">{t("proof.chooseTitle")}</h2>
      <p>{t("proof.sentTo", { masked: pending.masked })}</p>
      <Form method="post" noValidate className="form">
        <input type="hidden" name="intent" value="code" />
        <OneTimeCodeField
          name="code"
          label={t("proof.code")}
          hint={t("proof.codeHint")}
          result={result}
          // The page is there to type the code just sent (the error summary takes the focus instead after a refusal).
          autoFocus={!hasErrors(result)}
        />
        <SubmitButton>{t("proof.confirm")}</SubmitButton>
      </Form>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="contact_id" value={pending.contactId} />
        {import.meta.env.SSR ? <FormToken /> : null}
        <FormKey fresh={formKey} />
        {data.wait > 0 ? <p className="hint">{t("proof.resendWait", { count: data.wait })}</p> : null}
        {/* Shown but off while waiting; the API refuses an early one either way. */}
        <button type="submit" className="button button-secondary" disabled={data.wait > 0}>
          {t("proof.resend")}
        </button>
      </Form>
      {data.channels.length > 1 ? (
        <p>
          <Link to={`?${new URLSearchParams({ redirectTo: data.back, otro: "" })}`}>{t("proof.otherChannel")}</Link>
        </p>
      ) : null}
    </section>
  );
}

function UsePassword({ alone, result }: { alone: boolean; result: Result }) {
  const t = useT(proofStrings);
  return (
    <section className="panel" aria-labelledby="con-contrasena">
      <h2 id="con-contrasena">{alone ? t("proof.passwordTitleAlone") : t("proof.passwordTitle")}</h2>
      {alone ? null : <p>{t("proof.passwordIntro")}</p>}
      <Form method="post" noValidate className="form">
        <input type="hidden" name="intent" value="password" />
        <TextField
          name="password"
          type="password"
          label={t("proof.password")}
          result={result}
          autoComplete="current-password"
          required
        />
        <SubmitButton>{t("proof.confirmPassword")}</SubmitButton>
      </Form>
    </section>
  );
}

function NoWayToProve({ data }: { data: Data }) {
  const t = useT(proofStrings);
  const { phone, officesUrl } = data.support;
  return (
    <section className="panel" aria-labelledby="sin-forma">
      <h2 id="sin-forma">{t("proof.noWayTitle")}</h2>
      <p>{t("proof.noWayText")}</p>
      <ul>
        <li>
          {t("proof.noWayPhone")} <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        </li>
        <li>
          {t("proof.noWayOffice")} (<a href={officesUrl}>{t("proof.noWayOfficeLink")}</a>)
        </li>
      </ul>
      <p>{t("proof.noWayBring")}</p>
      <p>{t("proof.meanwhile")}</p>
    </section>
  );
}
