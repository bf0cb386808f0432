import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/confirmar";
import { requestCancellation } from "~/api/consumer-requests.server";
import { SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import consumerStrings from "~/locales/consumer";
import { readForm, refusalOf } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { limitIdentification } from "~/utils/rate-limit.server";
import { PrivacyNotice, Summary } from "./components";
import { sentDraft } from "./confirmation.server";
import { cancellationDraft } from "./consumer.server";

/**
 * `/baja/confirmar`: the request as it will be sent; nothing is sent until "Confirmar".
 * Then the API files it and sends the code that confirms it to the holder's verified
 * contacts, never to the contact given here (decision 099).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const draft = await cancellationDraft.read(request);
  if (!draft.request) throw redirect(draft.sent ? href("/baja/enviada") : href("/baja"));
  const { key: _key, contact_email: _email, contact_phone: _phone, ...shown } = draft.request;
  return { request: shown };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const draft = await cancellationDraft.read(request);
  // Sent already (the form sent again from the browser's history): the same code.
  if (!draft.request) throw redirect(draft.sent ? href("/baja/enviada") : href("/baja"));
  if (form.formError) return data({ formError: form.formError }, 400);
  const { identification, connection, address, service, reason, contact_email, contact_phone, key } = draft.request;
  await limitIdentification(request, identification);
  let created;
  try {
    created = await requestCancellation(
      {
        identification,
        connection_number: connection,
        address,
        service,
        reason,
        contact_email,
        contact_phone,
        channel: "web",
      },
      { idempotencyKey: key },
    );
  } catch (error) {
    const refusal = await refusalOf(error, request, context);
    return data({ formError: refusal.form ?? Object.values(refusal.fields ?? {})[0] ?? null }, 400);
  }
  // Filed: the API sent the holder's verified contacts a code, which the next page asks for (decision 099).
  return cancellationDraft.redirectWith(href("/baja/enviada"), { sent: sentDraft(created, identification, key) });
}

export default function ConfirmCancellation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  const { request } = loaderData;
  const formError = actionData?.formError;
  return (
    <div className="page-narrow">
      <PageTitle error={Boolean(formError)}>{t("titles.confirm")}</PageTitle>
      {formError ? (
        <div className="error-summary" role="alert" tabIndex={-1} autoFocus>
          <p>{formError}</p>
        </div>
      ) : null}
      <h1>{t("titles.confirm")}</h1>
      <p className="lead">{t("confirm.intro")}</p>
      <Summary
        rows={[
          [t("fields.identification"), request.identification],
          [t("fields.connection"), request.connection],
          [t("fields.address"), request.address],
          [t("fields.service"), t(`services.${request.service}`)],
          [t("fields.contact"), request.contact],
          [t("fields.reason"), request.reason],
        ]}
      />
      <Form method="post" className="form">
        <Honeypot />
        <PrivacyNotice />
        <div className="actions">
          <SubmitButton>{t("confirm.submit")}</SubmitButton>
          <Link to={href("/baja")}>{t("confirm.change")}</Link>
        </div>
      </Form>
    </div>
  );
}
