import { Form, href, Link } from "react-router";
import { forgetWhenAnswered, OfflineDraft } from "~/components/offline-draft";
import type { Route } from "./+types/reclamo";
import { isApiError, withApiErrors } from "~/api/failures.server";
import { attachFilesToClaim, rateClaim, replyToClaim, reportClaimSolved } from "~/api/tickets.server";
import {
  ErrorSummary,
  FileField,
  FormKey,
  hasErrors,
  SubmitButton,
  TextareaField,
  type FormResult,
} from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import claimStrings from "~/locales/claim";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { notFound } from "~/utils/guards.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { formMessages, newFormKey, parseIntent, refusalOf, sendBack, type Refusal } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/uploads.server";
import { claimOutage } from "../cortes/notices.server";
import { ClaimOutage } from "./claim-outage";
import {
  claimFiles,
  claimPageSchema,
  type ClaimPageIntent,
  claimUploadOptions,
  customerClaim,
  filesForm,
  withDeadline,
} from "./claims.server";
import { VisitBlock } from "./visit-block";
import { visitBlockView } from "./visits.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const claim = await customerClaim(request, session, routeId(params.id));
  return {
    outage: await withApiErrors(request, () => claimOutage(session, context, claim.outage)),
    formKey: newFormKey(),
    claim: {
      ...claim,
      // Only what the page shows of a file: its address stays on the server (docs/design.md#customer-area).
      messages: claim.messages.map((message) => ({
        ...message,
        files: message.files.map(({ id, name, size }) => ({ id, name, size })),
      })),
    },
    ...withDeadline(claim),
    // The technician visit (decision 103): in the claim itself, so FLAG_VISITS off calls nothing more.
    visitBlock: visitBlockView(claim, getInstance(context).getFixedT(null, "visits")),
  };
}

/** The page's forms; a refused one's messages go back to it alone. */

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "claimsServer");
  const session = getApiSession(context);
  const id = routeId(params.id);
  if (id === null) throw notFound(request);
  const claimPage = href("/mi-cuenta/reclamos/:id", { id: String(id) });
  // The reply form is multipart (its files); the others arrive form-encoded, which this reads too.
  const form = await readUploadForm(request, context, claimUploadOptions);
  const submission = parseIntent(form, claimPageSchema(t, formMessages(context).unreadable));
  const { intent } = submission;
  const files = claimFiles(form, t);
  // A file input always comes back empty: the reply's chosen files must be chosen again.
  const back = (refusal: Refusal = {}) =>
    sendBack(submission, refusal, {
      data: { intent },
      ...(intent === "reply" ? { file: { name: "files", error: files.error } } : {}),
    });
  // 409: closed (a reply) or already rated; the API's words are replaced by ours.
  const refusal = async (error: unknown, conflict: string) => {
    // Another customer's claim (or one that does not exist): the page's 404, as its loader answers.
    if (isApiError(error, 404)) throw notFound(request);
    return isApiError(error, 409)
      ? { form: conflict }
      : refusalOf(error, request, context, { message: "message", rating: "rating", comment: "comment" });
  };
  if (submission.status !== "success" || (submission.intent === "reply" && !files.ok)) return back();

  switch (submission.intent) {
    case "solved": {
      const solved = submission.value.solved === "si";
      try {
        await reportClaimSolved(session, id, solved);
      } catch (error) {
        return back(await refusal(error, t("errors.closed")));
      }
      return redirectWithToast(request, claimPage, {
        kind: "success",
        message: t(solved ? "toasts.solved" : "toasts.reopened"),
      });
    }
    case "rate": {
      try {
        await rateClaim(session, id, {
          rating: submission.value.rating,
          comment: submission.value.comment || undefined,
        });
      } catch (error) {
        return back(await refusal(error, t("errors.alreadyRated")));
      }
      return redirectWithToast(request, claimPage, { kind: "success", message: t("toasts.rated") });
    }
    case "reply": {
      const keyed = { ...session, idempotencyKey: submission.value.idempotency_key };
      try {
        if (files.files.length) await attachFilesToClaim(keyed, id, filesForm(files.files, submission.value.message));
        else await replyToClaim(keyed, id, submission.value.message);
      } catch (error) {
        if (isApiError(error, 413)) return back({ fields: { files: t("errors.filesTooBig") } });
        return back(await refusal(error, t("errors.closed")));
      }
      return redirectWithToast(request, claimPage, { kind: "success", message: t("toasts.replied") });
    }
  }
}

// The server's answer forgets what the form kept while offline (decision 149).
export const clientAction = (args: Route.ClientActionArgs) => forgetWhenAnswered(args);

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(claimStrings);
  const { claim, deadline, overdue } = loaderData;
  const resultOf = (intent: ClaimPageIntent): FormResult =>
    actionData?.intent === intent ? actionData.result : undefined;
  const closed = claim.status === "closed";
  return (
    <>
      <PageTitle error={hasErrors(actionData?.result)}>{`${t("title")} ${claim.number}`}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/reclamos")}>{t("back")}</Link>
      </p>
      <h1>{t("heading", { number: claim.number })}</h1>
      <p className="lead">{claim.subject}</p>
      <dl className="facts">
        <dt>{t("category")}</dt>
        <dd>{claim.category.name}</dd>
        <dt>{t("state")}</dt>
        <dd>
          <span className={`status status-${claim.status}`}>{t(`status.${claim.status}`)}</span>
        </dd>
        <dt>{t("filed")}</dt>
        <dd>{formatDateTime(claim.created_at)}</dd>
        <dt>{t("deadline")}</dt>
        <dd>
          {formatDate(deadline)}
          {overdue ? (
            <>
              {" "}
              <span className="status status-overdue">{t("overdue")}</span>
            </>
          ) : null}
        </dd>
      </dl>
      {loaderData.outage ? <ClaimOutage outage={loaderData.outage} /> : null}

      {loaderData.visitBlock ? <VisitBlock view={loaderData.visitBlock} /> : null}

      <section aria-labelledby="mensajes" className="claim-thread">
        <h2 id="mensajes">{t("threadTitle")}</h2>
        <ol className="claim-messages">
          {claim.messages.map((message) => (
            <li key={message.id} className={`claim-message claim-message-${message.author}`}>
              <p className="claim-message-meta">
                <strong>{message.author === "customer" ? t("you") : t("agent")}</strong>{" "}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </p>
              <p className="claim-message-body">{message.body}</p>
              {message.files.length ? (
                <ul className="claim-files" aria-label={t("filesOf")}>
                  {message.files.map((file) => (
                    <li key={file.id}>
                      <a
                        href={href("/mi-cuenta/reclamos/:id/archivos/:fileId", {
                          id: String(claim.id),
                          fileId: file.id,
                        })}
                        download={file.name}
                      >
                        {file.name}
                      </a>{" "}
                      <span className="hint">
                        ({t("fileSize", { size: Math.max(1, Math.round(file.size / 1024)) })})
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {closed ? (
        <p className="notice-inline">{t("closedNote")}</p>
      ) : (
        <Reply claimId={claim.id} formKey={loaderData.formKey} result={resultOf("reply")} />
      )}
      {!closed || claim.solved === null ? <Solved solved={claim.solved} result={resultOf("solved")} /> : null}
      {closed ? (
        claim.feedback ? (
          <p>{t("rated", { rating: claim.feedback.rating })}</p>
        ) : (
          <Rate result={resultOf("rate")} />
        )
      ) : null}
    </>
  );
}

function Reply({ claimId, formKey, result }: { claimId: number; formKey: string; result: FormResult }) {
  const t = useT(claimStrings);
  const labels = { message: t("replyMessage"), files: t("files") };
  return (
    <section aria-labelledby="responder" className="panel">
      <h2 id="responder">{t("replyTitle")}</h2>
      <ErrorSummary result={result} labels={labels} />
      <Form method="post" encType="multipart/form-data" noValidate className="form">
        {/* Typed offline: kept in the browser and offered again (decision 149). */}
        <OfflineDraft name={`respuesta-${claimId}`} kind="reply" />
        <input type="hidden" name="intent" value="reply" />
        <FormKey result={result} fresh={formKey} />
        <TextareaField name="message" label={labels.message} result={result} rows={4} maxLength={2000} required />
        <FileField
          name="files"
          label={labels.files}
          hint={t("filesHint")}
          result={result}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          multiple
        />
        <SubmitButton>{t("replySubmit")}</SubmitButton>
      </Form>
    </section>
  );
}

function Solved({ solved, result }: { solved: boolean | null; result: FormResult }) {
  const t = useT(claimStrings);
  return (
    <section aria-labelledby="resuelto" className="panel">
      <h2 id="resuelto">{t("solvedTitle")}</h2>
      {solved === false ? <p>{t("solvedAnswerNo")}</p> : null}
      <ErrorSummary result={result} labels={{}} />
      <Form method="post" className="form form-inline">
        <input type="hidden" name="intent" value="solved" />
        <SubmitButton name="solved" value="si">
          {t("solvedYes")}
        </SubmitButton>{" "}
        <SubmitButton name="solved" value="no" className="button button-secondary">
          {t("solvedNo")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function Rate({ result }: { result: FormResult }) {
  const t = useT(claimStrings);
  const labels = { rating: t("rating"), comment: t("comment") };
  return (
    <section aria-labelledby="calificar" className="panel">
      <h2 id="calificar">{t("ratingTitle")}</h2>
      <ErrorSummary result={result} labels={labels} />
      <Form method="post" noValidate className="form">
        <input type="hidden" name="intent" value="rate" />
        <RadioGroup
          name="rating"
          legend={labels.rating}
          hint={t("ratingHint")}
          result={result}
          className="rating"
          options={[1, 2, 3, 4, 5].map((count) => ({
            value: String(count),
            label: t("ratingOption", { value: count }),
          }))}
        />
        <TextareaField name="comment" label={labels.comment} result={result} rows={3} maxLength={1000} />
        <SubmitButton>{t("rateSubmit")}</SubmitButton>
      </Form>
    </section>
  );
}
