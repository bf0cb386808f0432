import { Form } from "react-router";
import type { Route } from "./+types/estado";
import type { ConsumerRequest } from "../../../contract/consumer-requests";
import { findConsumerRequest } from "~/api/consumer-requests.server";
import { ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import consumerStrings from "~/locales/consumer";
import { getInstance } from "~/middleware/i18next.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { limitIdentification } from "~/utils/rate-limit.server";
import { normalizeRequestCode, statusSchema } from "./consumer.server";
import { pageUrl } from "~/utils/request-scope.server";
import { isApiError } from "~/api/failures.server";

/**
 * `/baja/estado`: a cancellation's or withdrawal's state, by its code and the holder's
 * identification. A POST that answers the page (a lookup creates nothing), so the
 * identification stays out of the URL; `?codigo=` only fills the code in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const code = pageUrl(request).searchParams.get("codigo");
  return { code: code ? (normalizeRequestCode(code) ?? undefined) : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const t = getInstance(context).getFixedT(null, "consumerServer");
  const submission = parseForm(form, statusSchema(t));
  if (submission.status !== "success") return sendBack(submission, {}, { data: { found: null } });
  const { code, identification } = submission.value;
  await limitIdentification(request, identification);
  try {
    const found = await findConsumerRequest(code, identification);
    // Found: the form stays as it was sent, with the request's state below it.
    return sendBack(submission, {}, { status: 200, data: { found } });
  } catch (error) {
    if (isApiError(error, 404)) {
      return sendBack(
        submission,
        { form: getInstance(context).getFixedT(null, "consumer")("status.notFound") },
        { status: 404, data: { found: null } },
      );
    }
    return sendBack(submission, await refusalOf(error, request, context), { data: { found: null } });
  }
}

export default function RequestStatus({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  const result = actionData?.result;
  const found = actionData?.found ?? null;
  const labels = { code: t("fields.code"), identification: t("fields.identification") };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.status")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("titles.status")}</h1>
      {found ? <Found request={found} /> : null}
      <p className="lead">{t("status.intro")}</p>
      <Form method="post" noValidate className="form">
        <Honeypot />
        <TextField
          name="code"
          label={labels.code}
          hint={t("fields.codeHint")}
          result={result}
          defaultValue={loaderData.code}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="identification"
          label={labels.identification}
          hint={t("fields.identificationHint")}
          result={result}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <div className="actions">
          <SubmitButton>{t("status.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function Found({ request }: { request: ConsumerRequest }) {
  const t = useT(consumerStrings);
  const state =
    request.status === "processed"
      ? t("status.processed", { date: request.ends_on ? formatDate(request.ends_on) : "" })
      : request.status === "rejected"
        ? t("status.rejected", { reason: request.rejection_reason ?? "" })
        : request.status === "pending_verification"
          ? t("status.pending_verification")
          : t("status.received");
  return (
    <section className="panel consumer-status" role="status" aria-labelledby="estado-solicitud">
      <h2 id="estado-solicitud">{request.code}</h2>
      <dl className="facts">
        <dt>{t("status.kind")}</dt>
        <dd>{request.kind === "cancellation" ? t("status.cancellation") : t("status.withdrawal")}</dd>
        <dt>{t("sent.date")}</dt>
        <dd>{formatDateTime(request.created_at)}</dd>
        <dt>{t("status.state")}</dt>
        <dd>
          <span className={`status status-${request.status}`}>{state}</span>
        </dd>
      </dl>
    </section>
  );
}
