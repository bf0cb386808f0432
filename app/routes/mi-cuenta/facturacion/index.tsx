import { Form, href, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { getCustomerInfo, listInvoices } from "~/api/customer.server";
import { features } from "~/api/capabilities.server";
import { capabilityBlock } from "~/api/failures.server";
import { getPaymentPromise } from "~/api/payment-promise.server";
import { getInstance } from "~/middleware/i18next.server";
import { withApiErrors } from "~/api/failures.server";
import { FilterLinks, Pager } from "~/components/invoice-list-nav";
import { InvoiceTable, type InvoiceView } from "~/components/invoice-table";
import { PageTitle } from "~/components/page-title";
import { PaymentCodeCard } from "~/components/payment-code";
import { ErrorSummary, hasErrors, SubmitButton } from "~/components/forms";
import billingStrings from "~/locales/billing";
import { getApiSession } from "~/utils/api-session.server";
import { argentinaDay, formatMoney } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { invoiceView, unpaidInvoices } from "./facturas.server";
import { promiseNotice } from "./promise.server";
import styles from "./facturacion.css?url";
import {
  INVOICE_FILTERS,
  LIGHT_PER_PAGE,
  listHref,
  pageCount,
  PER_PAGE,
  readListQuery,
  type ListQuery,
} from "./list-query";
import { isLightMode } from "~/utils/light-mode.server";
import { consentCookie, hasConsent } from "~/utils/offline-invoices.server";
import { parseIntent, readForm, sendBack } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { getAccessToken } from "~/utils/session.server";
import { pageUrl } from "~/utils/request-scope.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Keeping the unpaid invoices on this phone for a counter without signal, or no longer (decision 151). */
const offlineSchema = z.object({ intent: z.enum(["guardar", "dejar"]) });

/**
 * Facturación: the balance as the API states it, the invoices (filtered and paged by
 * links), each one's PDF through the portal, and the payment codes of the unpaid ones.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const query = readListQuery(pageUrl(request), INVOICE_FILTERS);
  const [info, list, unpaid, promise] = await withApiErrors(request, () =>
    Promise.all([
      getCustomerInfo(session),
      listInvoices(session, {
        status: INVOICE_FILTERS[query.filter],
        page: query.page,
        per_page: isLightMode(request) ? LIGHT_PER_PAGE : PER_PAGE,
      }),
      unpaidInvoices(session),
      // The promise to pay (decision 119): the page does without it when it is off or the call fails.
      capabilityBlock("payment_promise", "Billing: payment promise", () => getPaymentPromise(session)),
    ]),
  );
  const today = argentinaDay();
  const words = getInstance(context).getFixedT(null, "billingServer");
  const kept = hasConsent(request, info.id);
  // Only on the customer's own phone: not for an agent serving them (decision 144), nor in
  // light mode, whose pages run no script and so no service worker to keep them (decision 151).
  const own = Boolean(await getAccessToken(request)) && !isLightMode(request);
  return {
    balance: info.balance,
    query,
    pages: pageCount(list.meta.total, list.meta.per_page),
    total: list.meta.total,
    invoices: list.data.map((invoice) => invoiceView(invoice, today)),
    // The codes of every unpaid invoice, whatever the list shows.
    codes: unpaid
      .map((invoice) => invoiceView(invoice, today))
      .filter((invoice): invoice is InvoiceView & { payment_code: string } => invoice.payment_code !== null),
    codesIntro: getInstance(context).getFixedT(null, "billingServer")("codesIntro"),
    owes: unpaid.length > 0,
    canPay: features().FLAG_ONLINE_PAYMENT,
    // Worded on the server, refusals included (the API's reason): Facturación's download does not grow.
    promise: promiseNotice(promise, getInstance(context).getFixedT(null, "promiseServer"), true),
    // Worded here, like the codes' intro: the page's download does not grow.
    offline: own
      ? {
          kept,
          title: words("offline.title"),
          text: words(kept ? "offline.kept" : "offline.ask"),
          button: words(kept ? "offline.stop" : "offline.keep"),
        }
      : null,
  };
}

/**
 * The consent, given or withdrawn: a cookie for this customer on this phone. The service
 * worker keeps or erases the copy as the next answer's header says.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseIntent(await readForm(request, context), offlineSchema);
  if (submission.status !== "success") return sendBack(submission);
  const words = getInstance(context).getFixedT(null, "billingServer");
  if (!(await getAccessToken(request))) return sendBack(submission, { form: words("offline.notYours") });
  const keep = submission.intent === "guardar";
  const customer = keep ? await withApiErrors(request, () => getCustomerInfo(getApiSession(context))) : null;
  return redirectWithToast(
    request,
    href("/mi-cuenta/facturacion"),
    { kind: "success", message: words(keep ? "offline.keptToast" : "offline.stoppedToast") },
    { headers: { "Set-Cookie": consentCookie(customer?.id ?? null) } },
  );
}

type Query = ListQuery<typeof INVOICE_FILTERS>;

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(billingStrings);
  const { balance, query, pages, total, invoices, codes, codesIntro, owes, canPay, promise, offline } = loaderData;
  const hrefOf = (change: Partial<Query>) =>
    listHref(href("/mi-cuenta/facturacion"), INVOICE_FILTERS, { ...query, ...change });
  const filterLabel = t(`billing.filters.${query.filter}`);
  return (
    <>
      <PageTitle error={hasErrors(actionData?.result)}>{t("titles.billing")}</PageTitle>
      <h1>{t("titles.billing")}</h1>
      {/* The keeping form's refusal (decision 151): at the top, as every error summary. */}
      <ErrorSummary result={actionData?.result} labels={{}} />
      <p className="lead">{t("billing.intro")}</p>

      <section className="panel billing-balance" aria-labelledby="saldo">
        <h2 id="saldo">{t("billing.balanceTitle")}</h2>
        {owes ? (
          <>
            <dl className="facts">
              <dt>{t("billing.overdue")}</dt>
              <dd>{formatMoney(balance.overdue)}</dd>
              <dt>{t("billing.pending")}</dt>
              <dd>{formatMoney(balance.pending)}</dd>
            </dl>
            {canPay ? (
              <p>
                <Link to={href("/mi-cuenta/facturacion/pagar")} className="button">
                  {t("billing.payInvoices")}
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p>{t("billing.upToDate")}</p>
        )}
        {promise ? (
          <p className={`promise-${promise.state}`}>
            {promise.text} {promise.ask ? <Link to={promise.ask.href}>{promise.ask.label}</Link> : null}
          </p>
        ) : null}
      </section>

      <section className="billing-invoices" aria-labelledby="facturas">
        <h2 id="facturas">{t("billing.invoicesTitle")}</h2>
        <FilterLinks
          label={t("common.filterLabel")}
          options={(Object.keys(INVOICE_FILTERS) as Query["filter"][]).map((filter) => ({
            key: filter,
            label: t(`billing.filters.${filter}`),
            href: hrefOf({ filter, page: 1 }),
            current: filter === query.filter,
          }))}
        />
        {invoices.length > 0 ? (
          <InvoiceTable invoices={invoices} caption={t("billing.caption", { filter: filterLabel.toLowerCase() })} />
        ) : total > 0 ? (
          <p>
            {t("common.beyond")} <Link to={hrefOf({ page: 1 })}>{t("common.firstPage")}</Link>
          </p>
        ) : (
          <p>{query.filter === "todas" ? t("billing.none") : t("billing.noneFiltered")}</p>
        )}
        <Pager page={query.page} pages={pages} hrefOf={(page) => hrefOf({ page })} />
      </section>

      {codes.length > 0 ? (
        <section className="billing-codes" aria-labelledby="codigos">
          <h2 id="codigos">{t("billing.codesTitle")}</h2>
          <p>{codesIntro}</p>
          <div className="payment-codes">
            {codes.map((invoice) => (
              <PaymentCodeCard key={invoice.id} invoice={invoice} />
            ))}
          </div>
        </section>
      ) : null}

      {offline ? (
        <section className="panel billing-offline" aria-labelledby="sin-senal">
          <h2 id="sin-senal">{offline.title}</h2>
          <p>{offline.text}</p>
          <Form method="post">
            <SubmitButton
              name="intent"
              value={offline.kept ? "dejar" : "guardar"}
              className={offline.kept ? "button button-secondary" : "button"}
            >
              {offline.button}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </>
  );
}
