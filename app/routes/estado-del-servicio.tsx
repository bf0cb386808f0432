import { Form, href, Link } from "react-router";
import type { Route } from "./+types/estado-del-servicio";
import { optional, withApiErrors } from "~/api/failures.server";
import { cachedOutages } from "~/api/outages.server";
import { cachedLocalities } from "~/api/public-data.server";
import { PageTitle } from "~/components/page-title";
import { localityNames, outageWhen } from "~/components/outage-time";
import serviceStatusStrings from "~/locales/service-status";
import { argentinaDay } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/estado-del-servicio` (decision 101): the outages the provider knows, by locality, for
 * anyone: a customer without internet may be on mobile data and not want to sign in.
 * Finding one's locality is a GET form (no JavaScript needed) and a list of links. The
 * list comes through the shared cache, fresh for seconds (app/api/outages.server.ts);
 * the localities' list is optional: without it the form offers those with outages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [outages, localities] = await withApiErrors(request, () =>
    Promise.all([cachedOutages(), optional("Service status: localities", cachedLocalities())]),
  );
  const affected = [...new Set(outages.flatMap((outage) => outage.localities))].sort((a, b) =>
    a.localeCompare(b, "es"),
  );
  const wanted = pageUrl(request).searchParams.get("localidad")?.trim().slice(0, 80) || null;
  const names = localities
    ? localities.map((locality) => locality.name).sort((a, b) => a.localeCompare(b, "es"))
    : affected;
  // Only a locality the lists know: anything else typed into the address shows them all.
  const locality = wanted && (names.includes(wanted) || affected.includes(wanted)) ? wanted : null;
  return {
    today: argentinaDay(),
    affected,
    names,
    locality,
    outages: outages.filter((outage) => locality === null || outage.localities.includes(locality)),
  };
}

export default function ServiceStatus({ loaderData }: Route.ComponentProps) {
  const t = useT(serviceStatusStrings);
  const when = outageWhen((key, values) => t(`when.${key}`, values), loaderData.today);
  const config = useRootData()?.config;
  const { affected, names, locality, outages } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.status")}</PageTitle>
      <h1>{t("page.heading")}</h1>
      <p className="lead">{t("page.intro")}</p>

      <Form method="get" className="form outage-find">
        <div className="field">
          <label htmlFor="localidad">{t("page.find")}</label>
          <select id="localidad" name="localidad" defaultValue={locality ?? ""}>
            <option value="">{t("page.findAll")}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {t("page.findSubmit")}
        </button>
      </Form>

      {affected.length > 0 ? (
        <nav aria-labelledby="con-cortes">
          <h2 id="con-cortes">{t("page.withOutages")}</h2>
          <ul className="inline-list">
            {affected.map((name) => (
              <li key={name}>
                <Link
                  to={`?${new URLSearchParams({ localidad: name })}`}
                  aria-current={name === locality ? "page" : undefined}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {outages.length === 0 ? <p role="status">{locality ? t("page.noneIn", { locality }) : t("page.none")}</p> : null}
      <ul className="outage-list">
        {outages.map((outage) => {
          const headingId = `corte-${outage.id}`;
          return (
            <li key={outage.id}>
              {/* An article, not a landmark: two outages may share a locality's name. */}
              <article className="panel" aria-labelledby={headingId}>
                <h2 id={headingId}>{t("page.outageIn", { locality: localityNames(outage.localities) })}</h2>
                <dl className="facts">
                  <dt>{t("page.state")}</dt>
                  <dd>
                    <span className={`status status-${outage.state}`}>{t(`state.${outage.state}`)}</span>
                  </dd>
                  <dt>{t("page.startedAt")}</dt>
                  <dd>{when(outage.started_at)}</dd>
                  {outage.state === "resolved" && outage.resolved_at ? (
                    <>
                      <dt>{t("page.resolvedAt")}</dt>
                      <dd>{when(outage.resolved_at)}</dd>
                    </>
                  ) : (
                    <>
                      <dt>{t("page.estimatedEnd")}</dt>
                      <dd>{outage.estimated_end ? when(outage.estimated_end) : t("page.unknownEnd")}</dd>
                    </>
                  )}
                  <dt>{t("page.area")}</dt>
                  <dd>{outage.area ?? t("page.wholeLocality")}</dd>
                  <dt>{t("page.services")}</dt>
                  <dd>{outage.services.map((service) => t(`services.${service}`)).join(", ")}</dd>
                  <dt>{t("page.cause")}</dt>
                  <dd>{outage.cause}</dd>
                </dl>
                {outage.updates.length > 0 ? (
                  <>
                    <h3>{t("page.updates")}</h3>
                    <ol className="outage-updates">
                      {outage.updates.map((update, index) => (
                        <li key={index}>
                          <strong>{when(update.at)}</strong> · {t(`state.${update.state}`)}: {update.message}
                        </li>
                      ))}
                    </ol>
                  </>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      {locality ? (
        <p>
          <Link to={href("/estado-del-servicio")}>{t("page.showAll")}</Link>
        </p>
      ) : null}
      {config?.FLAG_PLATFORM ? (
        <p>
          {t("page.customers")} <Link to={href("/iniciar-sesion")}>{t("page.signIn")}</Link>
        </p>
      ) : null}
    </>
  );
}
