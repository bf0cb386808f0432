import { href, Link } from "react-router";
import type { Route } from "./+types/informe";
import { withApiErrors } from "~/api/failures.server";
import { PageTitle } from "~/components/page-title";
import reportsStrings from "~/locales/reports";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { notFound } from "~/utils/guards.server";
import { routeId } from "~/utils/route-id";
import { useT } from "~/utils/i18n";
import { findOwnReport, reportView } from "./reports.server";

/** One payment report: its invoice, what was reported, its status, and the receipt through the portal. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const report = id === null ? null : await withApiErrors(request, () => findOwnReport(session, id));
  // Another customer's report, or none: as if the page did not exist.
  if (!report) throw notFound(request);
  return { report: reportView(report) };
}

export default function PaymentReportPage({ loaderData }: Route.ComponentProps) {
  const t = useT(reportsStrings);
  const { report } = loaderData;
  return (
    <article className="page-narrow">
      <PageTitle>{t("titles.detail")}</PageTitle>
      <h1>{t("detail.heading")}</h1>
      <p className="lead">
        <span className={`status status-${report.status}`}>{t(`status.${report.status}`)}</span>{" "}
        {t(`statusText.${report.status}`)}
      </p>
      <dl className="facts">
        <dt>{t("detail.invoice")}</dt>
        <dd>{report.invoice.number}</dd>
        <dt>{t("detail.period")}</dt>
        <dd>{formatPeriod(report.invoice.period)}</dd>
        <dt>{t("detail.invoiceAmount")}</dt>
        <dd>{formatMoney(report.invoice.amount)}</dd>
        <dt>{t("detail.amount")}</dt>
        <dd>{formatMoney(report.amount)}</dd>
        <dt>{t("detail.date")}</dt>
        <dd>{formatDate(report.date)}</dd>
        <dt>{t("detail.method")}</dt>
        <dd>{t(`method.${report.method}`)}</dd>
        {report.notes ? (
          <>
            <dt>{t("detail.notes")}</dt>
            <dd>{report.notes}</dd>
          </>
        ) : null}
        <dt>{t("detail.sentOn")}</dt>
        <dd>{formatDate(report.created_at)}</dd>
        <dt>{t("detail.receipt")}</dt>
        <dd>
          {/* A document, not a page: the router must not fetch it as one. */}
          <Link to={href("/mi-cuenta/facturacion/informe/:id/comprobante", { id: String(report.id) })} reloadDocument>
            {t("detail.download")}
          </Link>{" "}
          <span className="hint">
            ({t("detail.fileInfo", { name: report.receipt.name, size: fileSize(report.receipt.size) })})
          </span>
        </dd>
      </dl>
      <p>
        <Link to={href("/mi-cuenta/facturacion/informar-pago")}>{t("detail.back")}</Link>
      </p>
    </article>
  );
}

/** `2,4 MB`, `312 KB`. */
function fileSize(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString("es-AR", { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
