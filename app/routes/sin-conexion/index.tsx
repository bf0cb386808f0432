import { data, href } from "react-router";
import type { Route } from "./+types/index";
import { PageTitle } from "~/components/page-title";
import { useRootData } from "~/utils/root-data";
import { getInstance } from "~/middleware/i18next.server";
import { OFFLINE_INVOICES_KEPT_HEADER } from "~/utils/offline-invoices.server";
import { pageUrl } from "~/utils/request-scope.server";
import { getAccessToken } from "~/utils/session.server";
import { advice, savedInvoices } from "./offline.server";

/**
 * `/sin-conexion`: what the service worker shows when a page cannot be reached (decision
 * 150). Plain, it is the advice for anyone (where to pay, the support phone), kept by the
 * worker when it installs. With `?facturas`, asked by the worker for a signed-in customer
 * who consented on this phone, it also holds their unpaid invoices' payment codes, drawn
 * here, and the worker keeps that copy for them alone (decision 151). Always a page
 * without scripts (light mode: `isLightMode`): nothing it needs can be fetched offline.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getInstance(context).getFixedT(null, "offlineServer");
  const token = pageUrl(request).searchParams.has("facturas") ? await getAccessToken(request) : null;
  const saved = token ? await savedInvoices(request, token, t) : null;
  return data({ ...advice(t), saved }, { headers: saved ? { [OFFLINE_INVOICES_KEPT_HEADER]: "yes" } : undefined });
}

// Scanners need the white around the bars; the drawing scales to the phone's width.
const BARCODE = { width: "100%", maxWidth: "788px", background: "#fff" };

// The loader's word to the worker (the copy holds invoices) goes out with the page.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Offline({ loaderData }: Route.ComponentProps) {
  const { title, lead, steps, invoicesTitle, digitsLabel, none, howTo, retry, saved } = loaderData;
  return (
    <article className="offline">
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <ul>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {saved ? (
        <section aria-labelledby="facturas-guardadas">
          <h2 id="facturas-guardadas">{invoicesTitle}</h2>
          <p className="hint">{saved.saved}</p>
          {saved.invoices.length === 0 ? <p>{none}</p> : null}
          {/* The site's classes and style attributes only: no stylesheet to fetch where nothing can be fetched. */}
          <div style={{ display: "grid", gap: "1rem" }}>
            {saved.invoices.map((invoice) => (
              <article key={invoice.id} className="panel" aria-labelledby={`guardada-${invoice.id}`}>
                <h3 id={`guardada-${invoice.id}`}>{invoice.heading}</h3>
                <p className="hint">{invoice.facts}</p>
                <p style={{ overflowWrap: "anywhere" }}>
                  <span className="visually-hidden">{digitsLabel}: </span>
                  <code>{invoice.digits}</code>
                </p>
                {/* Drawn by the server from the digits alone (bwip-js): no markup of anyone else's. */}
                <div
                  style={BARCODE}
                  role="img"
                  aria-label={invoice.alt}
                  dangerouslySetInnerHTML={{ __html: invoice.barcode }}
                />
              </article>
            ))}
          </div>
        </section>
      ) : (
        <p>{howTo}</p>
      )}
      <p className="actions">
        {/* Trying again leads to the customer area, or home while the area is off. */}
        <a href={useRootData()?.config.FLAG_PLATFORM ? href("/mi-cuenta") : "/"} className="button">
          {retry}
        </a>
      </p>
    </article>
  );
}
