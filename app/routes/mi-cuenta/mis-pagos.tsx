import { Form, href, Link } from "react-router";
import type { Route } from "./+types/mis-pagos";
import { listPayments } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { ErrorSummary, hasErrors } from "~/components/forms";
import { FormToken } from "~/components/form-token";
import { FilterLinks, Pager } from "~/components/invoice-list-nav";
import { PageTitle } from "~/components/page-title";
import billingStrings from "~/locales/billing";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatDateTime, formatMoney } from "~/utils/format";
import { parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { invoiceNumbers } from "./facturacion/facturas.server";
import styles from "./facturacion/facturacion.css?url";
import {
  listHref,
  pageCount,
  PAYMENT_FILTERS,
  PER_PAGE,
  readListQuery,
  type ListQuery,
} from "./facturacion/list-query";
import { currentPayment, paymentIntentSchema } from "./facturacion/pago.server";
import { pageUrl } from "~/utils/request-scope.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Mis pagos: the payments started from the portal, filtered and paged by links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const query = readListQuery(pageUrl(request), PAYMENT_FILTERS);
  const list = await withApiErrors(request, () =>
    listPayments(session, { status: PAYMENT_FILTERS[query.filter], page: query.page, per_page: PER_PAGE }),
  );
  const numbers = await withApiErrors(request, () =>
    invoiceNumbers(
      session,
      list.data.flatMap((payment) => payment.invoice_ids),
    ),
  );
  return {
    query,
    pages: pageCount(list.meta.total, list.meta.per_page),
    total: list.meta.total,
    payments: list.data.map(({ checkout_url: _private, ...payment }) => ({
      ...payment,
      invoices: payment.invoice_ids.map((id) => numbers.get(id) ?? `#${id}`),
    })),
  };
}

/** "Verificar estado" of a pending payment: the API asks the payment site, a toast says what it answered. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const t = getInstance(context).getFixedT(null, "billingServer");
  const submission = parseIntent(await readForm(request, context), paymentIntentSchema);
  if (submission.status !== "success" || submission.intent !== "verificar" || !submission.value.pago) {
    return sendBack(submission);
  }
  let payment;
  try {
    payment = await currentPayment(session, submission.value.pago);
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context));
  }
  if (!payment) throw notFound(request);
  const url = pageUrl(request);
  return redirectWithToast(request, `${url.pathname}${url.search}`, {
    kind: payment.status === "rejected" ? "error" : "info",
    message: t(`checked.${payment.status}`),
  });
}

type Query = ListQuery<typeof PAYMENT_FILTERS>;

export default function MyPayments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(billingStrings);
  const { query, pages, total, payments } = loaderData;
  const result = actionData?.result;
  const hrefOf = (change: Partial<Query>) =>
    listHref(href("/mi-cuenta/mis-pagos"), PAYMENT_FILTERS, { ...query, ...change });
  const label = {
    date: t("payments.date"),
    invoices: t("payments.invoices"),
    amount: t("payments.amount"),
    status: t("payments.status"),
    actions: t("payments.actions"),
  };
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.payments")}</PageTitle>
      <ErrorSummary result={result} labels={{}} />
      <h1>{t("titles.payments")}</h1>
      <p className="lead">{t("payments.intro")}</p>
      <FilterLinks
        label={t("common.filterLabel")}
        options={(Object.keys(PAYMENT_FILTERS) as Query["filter"][]).map((filter) => ({
          key: filter,
          label: t(`payments.filters.${filter}`),
          href: hrefOf({ filter, page: 1 }),
          current: filter === query.filter,
        }))}
      />
      {payments.length > 0 ? (
        <div className="table-scroll">
          <table className="table responsive-table payment-table">
            <caption>{t("payments.caption", { filter: t(`payments.filters.${query.filter}`).toLowerCase() })}</caption>
            <thead>
              <tr>
                <th scope="col">{label.date}</th>
                <th scope="col">{label.invoices}</th>
                <th scope="col" className="numeric">
                  {label.amount}
                </th>
                <th scope="col">{label.status}</th>
                <th scope="col">{label.actions}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => {
                const date = formatDateTime(payment.created_at);
                const page = href("/mi-cuenta/facturacion/pago/:id", { id: String(payment.id) });
                return (
                  <tr key={payment.id}>
                    <td data-label={label.date}>{date}</td>
                    <td data-label={label.invoices}>{payment.invoices.join(", ")}</td>
                    <td data-label={label.amount} className="numeric">
                      {formatMoney(payment.amount)}
                    </td>
                    <td data-label={label.status}>
                      <span className={`status status-${payment.status}`}>
                        {t(`common.paymentStatus.${payment.status}`)}
                      </span>
                    </td>
                    <td data-label={label.actions}>
                      <ul className="row-actions">
                        <li>
                          <Link to={page} aria-label={t("payments.viewOf", { date })}>
                            {t("payments.view")}
                          </Link>
                        </li>
                        {payment.status === "pending" ? (
                          <>
                            <li>
                              <Form method="post" className="inline-form">
                                <input type="hidden" name="intent" value="verificar" />
                                <input type="hidden" name="pago" value={payment.id} />
                                {import.meta.env.SSR ? <FormToken /> : null}
                                <button
                                  type="submit"
                                  className="link-button"
                                  aria-label={t("payments.checkOf", { date })}
                                >
                                  {t("payments.check")}
                                </button>
                              </Form>
                            </li>
                            <li>
                              <Link to={`${page}?confirmar=cancelar`} aria-label={t("payments.cancelOf", { date })}>
                                {t("payments.cancel")}
                              </Link>
                            </li>
                          </>
                        ) : null}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : total > 0 ? (
        <p>
          {t("common.beyond")} <Link to={hrefOf({ page: 1 })}>{t("common.firstPage")}</Link>
        </p>
      ) : (
        <p>{query.filter === "todos" ? t("payments.none") : t("payments.noneFiltered")}</p>
      )}
      <Pager page={query.page} pages={pages} hrefOf={(page) => hrefOf({ page })} />
      <p>
        <Link to={href("/mi-cuenta/facturacion")}>{t("common.toBilling")}</Link>
      </p>
    </>
  );
}
