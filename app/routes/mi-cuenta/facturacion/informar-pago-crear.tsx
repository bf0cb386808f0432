import { Form, href, Link } from "react-router";
import type { Route } from "./+types/informar-pago-crear";
import { isApiError, withApiErrors } from "~/api/failures.server";
import {
  ErrorSummary,
  FileField,
  FormKey,
  hasErrors,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/forms";
import { forgetWhenAnswered, OfflineDraft } from "~/components/offline-draft";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import reportsStrings from "~/locales/reports";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { newFormKey, parseForm, refusalOf, sendBack, type Refusal } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/uploads.server";
import {
  API_FIELDS,
  RECEIPT_KINDS,
  reportSchema,
  sendReport,
  invoicesToReport,
  type ReportForm,
} from "./reports.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * Informar un pago: which unpaid invoice, how much, when, how, and the receipt, as one
 * multipart form that works without JavaScript. The receipt goes last: if it is too big,
 * the fields before it are what the server still has (decision 026). The form's key makes
 * a double submission one report (decision 034); the API also answers a report identical
 * to one under review with that one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const invoices = await withApiErrors(request, () => invoicesToReport(session));
  const wanted = Number(pageUrl(request).searchParams.get("factura"));
  const preselected = invoices.some((invoice) => invoice.id === wanted) ? String(wanted) : undefined;
  return { invoices, preselected, formKey: newFormKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const t = getInstance(context).getFixedT(null, "reportsServer");
  const form = await readUploadForm(request, context, { field: "receipt", kinds: RECEIPT_KINDS });
  const submission = parseForm(form, reportSchema(t));
  const receipt = form.formData.get("receipt");
  // A file input always comes back empty: after any refusal the receipt must be chosen again.
  const receiptError =
    form.problem === "too-big"
      ? t("errors.receiptTooBig")
      : form.problem === "wrong-type"
        ? t("errors.receiptType")
        : receipt instanceof File
          ? t("errors.receiptAgain")
          : t("errors.receiptMissing");
  const back = (refusal: Refusal = {}) =>
    sendBack(submission, refusal, { file: { name: "receipt", error: receiptError } });
  if (submission.status !== "success" || !(receipt instanceof File)) return back();
  const fields = submission.value;

  let report;
  try {
    // Only the customer's own unpaid invoices: another id is a mistake on the form, not a 500.
    const invoices = await invoicesToReport(session);
    if (!invoices.some((invoice) => invoice.id === fields.invoice))
      return back({ fields: { invoice: t("errors.invoiceNotYours") } });
    report = await sendReport(session, fields, receipt);
  } catch (error) {
    if (isApiError(error, 413)) return back({ fields: { receipt: t("errors.receiptTooBig") } });
    if (isApiError(error, 404)) return back({ fields: { invoice: t("errors.invoiceNotYours") } });
    return back(await refusalOf(error, request, context, API_FIELDS));
  }
  return redirectWithToast(request, href("/mi-cuenta/facturacion/informe/:id", { id: String(report.id) }), {
    kind: "success",
    message: t("toasts.sent"),
  });
}

// The server's answer forgets what the form kept while offline (decision 149).
export const clientAction = (args: Route.ClientActionArgs) => forgetWhenAnswered(args);

export default function ReportPayment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(reportsStrings);
  const { invoices, preselected, formKey } = loaderData;
  const result = actionData?.result;
  const labels = {
    invoice: t("create.invoice"),
    amount: t("create.amount"),
    date: t("create.date"),
    method: t("create.method"),
    notes: t("create.notes"),
    receipt: t("create.receipt"),
  };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.create")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("create.heading")}</h1>
      {invoices.length === 0 ? (
        <p className="lead">{t("create.nothingToReport")}</p>
      ) : (
        <>
          <p className="lead">{t("create.intro")}</p>
          <Form method="post" encType="multipart/form-data" noValidate className="form">
            {/* Typed offline: kept in the browser and offered again (decision 149). */}
            <OfflineDraft name="informe-de-pago" kind="report" />
            <FormKey result={result} fresh={formKey} />
            <RadioGroup
              name="invoice"
              legend={labels.invoice}
              result={result}
              defaultValue={preselected}
              options={invoices.map((invoice) => ({
                value: String(invoice.id),
                label: t("create.invoiceOption", {
                  number: invoice.number,
                  period: formatPeriod(invoice.period),
                  amount: formatMoney(invoice.amount),
                }),
                hint: t(invoice.pastDue ? "create.invoiceOverdue" : "create.invoicePending", {
                  date: formatDate(invoice.due_date),
                }),
              }))}
            />
            <TextField
              name="amount"
              label={labels.amount}
              hint={t("create.amountHint")}
              result={result}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <TextField
              name="date"
              label={labels.date}
              hint={t("create.dateHint")}
              result={result}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <RadioGroup
              name="method"
              legend={labels.method}
              result={result}
              options={METHOD_OPTIONS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
            />
            <TextareaField
              name="notes"
              label={labels.notes}
              hint={t("create.notesHint")}
              result={result}
              rows={3}
              maxLength={500}
            />
            <FileField
              name="receipt"
              label={labels.receipt}
              hint={t("create.receiptHint")}
              result={result}
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              required
            />
            <SubmitButton>{t("create.submit")}</SubmitButton>
          </Form>
        </>
      )}
      <p>
        <Link to={href("/mi-cuenta/facturacion/informar-pago")}>{t("create.back")}</Link>
      </p>
    </div>
  );
}

// The radios' values, kept beside the component: the schema's list is server-only.
const METHOD_OPTIONS = [
  "transferencia",
  "deposito",
  "efectivo",
  "tarjeta",
] as const satisfies readonly ReportForm["method"][];
