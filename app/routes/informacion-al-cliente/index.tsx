import { href, Link } from "react-router";
import type { Route } from "./+types/index";
import { cachedLocalities } from "~/api/public-data.server";
import { optional } from "~/api/failures.server";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import { getConfig } from "~/config.server";
import customerInfoStrings from "~/locales/customer-info";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { powerOfAttorneyLines } from "./power-of-attorney.server";

/**
 * `/informacion-al-cliente` (decision 117): what Res. 733/2017 asks a provider's website to
 * show and the footer's links do not: the free line and its hours, where the service
 * reaches (the API's localities, by province), the "carta poder" model, the national
 * "No Llame" registry (Ley 26.951) and how equipment out of use is received. Linked from
 * every footer; the same for everyone, so the render cache keeps it.
 */
export async function loader(_: Route.LoaderArgs) {
  const config = getConfig();
  const localities = await serviceArea();
  const provinces = new Map<string, string[]>();
  for (const { name, province } of localities ?? [])
    provinces.set(province, [...(provinces.get(province) ?? []), name]);
  return {
    phone: config.SUPPORT_PHONE,
    hours: config.SUPPORT_HOURS,
    officesUrl: config.OFFICES_URL,
    noCallUrl: config.NO_CALL_REGISTRY_URL,
    // Null when the API could not say: the page keeps the rest and the address check.
    area: localities
      ? [...provinces]
          .map(([province, names]) => ({ province, localities: names.sort((a, b) => a.localeCompare(b, "es")) }))
          .sort((a, b) => a.province.localeCompare(b.province, "es"))
      : null,
    powerOfAttorney: powerOfAttorneyLines(config.PRODUCT_NAME),
  };
}

/**
 * The API's localities, or null whatever its failure, a 429 included: the list is a block the
 * page does without (as the home page's are), not a reason to send a reader to an error.
 */
const serviceArea = () => optional("Customer information: the service area", cachedLocalities(), { whatever: true });

export default function CustomerInformation({ loaderData }: Route.ComponentProps) {
  const t = useT(customerInfoStrings);
  const config = useRootData()?.config;
  const { phone, hours, officesUrl, noCallUrl, area, powerOfAttorney } = loaderData;
  const product = config?.PRODUCT_NAME ?? "";
  const [title, ...model] = powerOfAttorney;
  return (
    <>
      <PageTitle>{t("titles.info")}</PageTitle>
      <h1>{t("page.heading")}</h1>
      <p className="lead">{t("page.intro", { product })}</p>

      <section aria-labelledby="atencion">
        <h2 id="atencion">{t("support.heading")}</h2>
        <dl className="facts">
          <dt>{t("support.line")}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a> {t("support.free")}
          </dd>
          <dt>{t("support.hours")}</dt>
          <dd>{hours}</dd>
        </dl>
        <p>
          {/* Claims online need the customer area and the API's claims (decision 126). */}
          {config?.FLAG_PLATFORM && config.FLAG_ISSUES ? (
            <>
              {t("support.online")} <Link to={href("/mi-cuenta/reclamos")}>{t("support.claims")}</Link>.{" "}
            </>
          ) : null}
          {t("support.offices")} <ExternalLink href={officesUrl}>{t("support.officesLink")}</ExternalLink>.
        </p>
      </section>

      <section aria-labelledby="cobertura">
        <h2 id="cobertura">{t("area.heading")}</h2>
        {area && area.length > 0 ? (
          <>
            <p>{t("area.intro", { product })}</p>
            {area.map(({ province, localities }) => (
              <div key={province}>
                <h3>{province}</h3>
                <p>{localities.join(", ")}</p>
              </div>
            ))}
          </>
        ) : (
          <p>{t("area.unavailable")}</p>
        )}
        {config?.FLAG_HIRING ? (
          <p>
            <Link to={href("/contratar/dejanos-tus-datos")}>{t("area.check")}</Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="carta-poder">
        <h2 id="carta-poder">{t("powerOfAttorney.heading")}</h2>
        <p>{t("powerOfAttorney.intro")}</p>
        <p>
          <a href={href("/informacion-al-cliente/carta-poder.pdf")} download>
            {t("powerOfAttorney.download")}
          </a>
        </p>
        <details className="power-of-attorney">
          <summary>{t("powerOfAttorney.show")}</summary>
          {/* The model is a Spanish legal form, whatever the page's language. */}
          <div lang="es-AR">
            <h3>{title}</h3>
            {model
              .filter((line) => line !== "")
              .map((line, index) => (
                <p key={index}>{line}</p>
              ))}
          </div>
        </details>
      </section>

      <section aria-labelledby="no-llame">
        <h2 id="no-llame">{t("noCall.heading")}</h2>
        <p>{t("noCall.text")}</p>
        <p>
          <ExternalLink href={noCallUrl}>{t("noCall.link")}</ExternalLink>
        </p>
      </section>

      <section aria-labelledby="equipos">
        <h2 id="equipos">{t("equipment.heading")}</h2>
        <p>{t("equipment.text", { product })}</p>
        <p>
          <ExternalLink href={officesUrl}>{t("equipment.offices")}</ExternalLink>
        </p>
      </section>

      <section aria-labelledby="normas">
        <h2 id="normas">{t("rules.heading")}</h2>
        <ul>
          <li>
            <Link to={href("/baja")}>{t("rules.cancel")}</Link>
          </li>
          <li>
            <Link to={href("/arrepentimiento")}>{t("rules.withdraw")}</Link>
          </li>
          {config
            ? Object.entries(config.LEGAL_LINKS).map(([label, url]) => (
                <li key={label}>
                  <ExternalLink href={url}>{t(`rules.${label as keyof typeof config.LEGAL_LINKS}`)}</ExternalLink>
                </li>
              ))
            : null}
        </ul>
      </section>
    </>
  );
}
