import { href, Link } from "react-router";
import type { Route } from "./+types/informar-pago";
import { withApiErrors } from "~/api/failures.server";
import { PageTitle } from "~/components/page-title";
import reportsStrings from "~/locales/reports";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { customerReports } from "./reports.server";

/** The customer's payment reports, newest first, each with its status and a link to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  return { reports: await withApiErrors(request, () => customerReports(session)) };
}

export default function PaymentReports({ loaderData }: Route.ComponentProps) {
  const t = useT(reportsStrings);
  const { reports } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.list")}</PageTitle>
      <h1>{t("list.heading")}</h1>
      <p className="lead">{t("list.intro")}</p>
      <p>
        <Link to={href("/mi-cuenta/facturacion/informar-pago/crear")} className="button">
          {t("list.report")}
        </Link>
      </p>
      {reports.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <table className="table responsive-table">
          <caption>{t("list.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("list.sentOn")}</th>
              <th scope="col">{t("list.invoice")}</th>
              <th scope="col" className="numeric">
                {t("list.amount")}
              </th>
              <th scope="col">{t("list.method")}</th>
              <th scope="col">{t("list.status")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("list.view")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {reports.map((report) => (
              <tr key={report.id}>
                <td data-label={t("list.sentOn")}>{formatDate(report.created_at)}</td>
                <td data-label={t("list.invoice")}>
                  {t("list.invoiceOf", { number: report.invoice.number, period: formatPeriod(report.invoice.period) })}
                </td>
                <td data-label={t("list.amount")} className="numeric">
                  {formatMoney(report.amount)}
                </td>
                <td data-label={t("list.method")}>{t(`method.${report.method}`)}</td>
                <td data-label={t("list.status")}>
                  <span className={`status status-${report.status}`}>{t(`status.${report.status}`)}</span>
                </td>
                <td data-label={t("list.view")}>
                  <Link
                    to={href("/mi-cuenta/facturacion/informe/:id", { id: String(report.id) })}
                    aria-label={t("list.viewLabel", {
                      date: formatDate(report.created_at),
                      amount: formatMoney(report.amount),
                    })}
                  >
                    {t("list.view")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
