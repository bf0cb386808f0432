import { Form, href } from "react-router";
import type { Route } from "./+types/crear";
import { listConnections } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { cachedClaimCategories } from "~/api/public-data.server";
import { attachFilesToClaim, openClaim } from "~/api/tickets.server";
import {
  ErrorSummary,
  FileField,
  FormKey,
  hasErrors,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/forms";
import { forgetWhenAnswered, OfflineDraft } from "~/components/offline-draft";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import claimsStrings from "~/locales/claims";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { streetAddress } from "~/utils/format";
import { newFormKey, parseForm, refusalOf, sendBack, type Refusal } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/uploads.server";
import { claimFiles, claimUploadOptions, createClaimSchema, filesForm } from "./claims.server";
import { diagnosisOfClaim, diagnosisPrefill } from "../mi-conexion/claim-prefill.server";
import { pageUrl } from "~/utils/request-scope.server";
import { logError } from "~/utils/logger.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const [categories, connections] = await withApiErrors(request, () =>
    Promise.all([cachedClaimCategories(session), listConnections(session)]),
  );
  // `?categoria=&conexion=` preselect, when they name one of the lists' entries.
  const url = pageUrl(request);
  const category = categories.find((entry) => String(entry.id) === url.searchParams.get("categoria"));
  const connection = connections.find((entry) => String(entry.id) === url.searchParams.get("conexion"));
  // Coming from the guided diagnosis (decision 102): filled with what it found.
  const diagnosis = await diagnosisPrefill(request, context, session, connections, categories);
  return {
    formKey: newFormKey(),
    categories,
    connections: connections.map((entry) => ({
      id: entry.id,
      number: entry.number,
      address: `${streetAddress(entry.address)}, ${entry.address.locality}`,
    })),
    preselected: {
      category: diagnosis?.category ?? (category ? String(category.id) : undefined),
      connection: connection ? String(connection.id) : undefined,
    },
    diagnosis,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "claimsServer");
  const session = getApiSession(context);
  const connections = await withApiErrors(request, () => listConnections(session));
  const form = await readUploadForm(request, context, claimUploadOptions);
  const submission = parseForm(
    form,
    createClaimSchema(
      t,
      connections.map((entry) => entry.id),
    ),
  );
  const files = claimFiles(form, t);
  // A file input always comes back empty: whatever failed, chosen files must be chosen again.
  const back = (refusal: Refusal = {}) =>
    sendBack(submission, refusal, { file: { name: "files", error: files.error } });
  if (submission.status !== "success" || !files.ok) return back();
  const { idempotency_key: idempotencyKey, ...claim } = submission.value;
  const keyed = { ...session, idempotencyKey };
  const diagnosis = await diagnosisOfClaim(
    request,
    context,
    session,
    form.formData,
    connections,
    claim.connection_id ?? undefined,
  );
  let created;
  try {
    created = await openClaim(keyed, { ...claim, connection_id: claim.connection_id ?? undefined, diagnosis });
  } catch (error) {
    return back(
      await refusalOf(error, request, context, {
        category_id: "category_id",
        connection_id: "connection_id",
        subject: "subject",
        message: "message",
      }),
    );
  }
  const claimPage = href("/mi-cuenta/reclamos/:id", { id: String(created.id) });
  if (files.files.length) {
    try {
      // The same key: sending the form again attaches them once too (the key is per call).
      await attachFilesToClaim(keyed, created.id, filesForm(files.files));
    } catch (error) {
      logError(error, "the claim's files were not attached");
      return redirectWithToast(request, claimPage, { kind: "warning", message: t("errors.filesNotSent") });
    }
  }
  // A claim the API joined to a known outage (decision 101) says so at once.
  const message = created.outage
    ? t("toasts.createdLinked", { number: created.number })
    : t("toasts.created", { number: created.number });
  return redirectWithToast(request, claimPage, { kind: "success", message });
}

// The server's answer forgets what the form kept while offline (decision 149).
export const clientAction = (args: Route.ClientActionArgs) => forgetWhenAnswered(args);

export default function CreateClaim({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(claimsStrings);
  const result = actionData?.result;
  const { categories, connections, preselected, diagnosis } = loaderData;
  const labels = {
    category_id: t("create.category"),
    ...(connections.length > 1 ? { connection_id: t("create.connection") } : {}),
    subject: t("create.subject"),
    message: t("create.message"),
    files: t("create.files"),
  };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.create")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("create.heading")}</h1>
      <p className="lead">{t("create.intro")}</p>
      <p className="hint">{t("create.deadlines")}</p>
      {/* The files go last: if one is too big, the fields before it are what the server still has. */}
      <Form method="post" encType="multipart/form-data" noValidate className="form">
        {/* Typed offline: kept in the browser and offered again (decision 149). */}
        <OfflineDraft name="reclamo-nuevo" kind="claim" />
        <FormKey result={result} fresh={loaderData.formKey} />
        {Object.entries(diagnosis?.carried ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <RadioGroup
          name="category_id"
          legend={labels.category_id}
          result={result}
          defaultValue={preselected.category}
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
            // The deadline the API gives the category (decision 092).
            hint: `${category.description} ${t("create.categoryDeadline", { count: category.deadline_working_days })}`,
          }))}
        />
        {connections.length > 1 ? (
          <SelectField
            name="connection_id"
            label={t("create.connection")}
            result={result}
            defaultValue={preselected.connection}
            placeholder={t("create.connectionPlaceholder")}
            options={connections.map((connection) => ({
              value: String(connection.id),
              label: t("create.connectionOption", { number: connection.number, address: connection.address }),
            }))}
            required
          />
        ) : null}
        <TextField
          name="subject"
          label={labels.subject}
          hint={t("create.subjectHint")}
          result={result}
          maxLength={120}
          required
          defaultValue={diagnosis?.subject}
        />
        <TextareaField
          name="message"
          label={labels.message}
          hint={t("create.messageHint")}
          result={result}
          rows={diagnosis ? 12 : 6}
          maxLength={2000}
          required
          defaultValue={diagnosis?.message}
        />
        <FileField
          name="files"
          label={labels.files}
          hint={t("create.filesHint")}
          result={result}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          multiple
        />
        <SubmitButton>{t("create.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
