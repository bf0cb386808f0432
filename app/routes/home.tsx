import { href, Link } from "react-router";
import type { Route } from "./+types/home";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import { PlanCard } from "~/components/plan-card";
import commonStrings from "~/locales/common";
import homeStrings from "~/locales/home";
import { useRootData } from "~/utils/root-data";
import { useT } from "~/utils/i18n";
import { homeContent } from "./home.server";

export function loader() {
  return homeContent();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT(commonStrings);
  const home = useT(homeStrings);
  const config = useRootData()?.config;
  const { featured, banners } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.home")}</PageTitle>
      {/* Right under the header, above the fold on a phone (Disposición 954/2025, decision 073). */}
      <nav className="consumer-strip" aria-label={home("consumerNav")}>
        <div className="container">
          <Link to={href("/baja")} className="button button-small button-secondary">
            {home("cancel")}
          </Link>
          <Link to={href("/arrepentimiento")} className="button button-small button-secondary">
            {home("withdraw")}
          </Link>
          {/* Decision 101: a customer without internet, on mobile data, checks here first. */}
          {config?.FLAG_OUTAGES ? (
            <Link to={href("/estado-del-servicio")} className="button button-small button-secondary">
              {home("serviceStatus")}
            </Link>
          ) : null}
        </div>
      </nav>
      <section className="hero">
        <div className="container hero-inner">
          <h1>{home("heroTitle")}</h1>
          <p className="lead">{home("heroText")}</p>
          <p className="actions">
            <Link to={href("/planes")} className="button button-accent">
              {home("ctaPlans")}
            </Link>
            {config?.FLAG_HIRING ? (
              <Link to={href("/contratar")} className="button button-inverse">
                {home("ctaHire")}
              </Link>
            ) : null}
          </p>
        </div>
      </section>

      {featured.length ? (
        <section className="container section" aria-labelledby="destacados">
          <h2 id="destacados">{home("featuredTitle")}</h2>
          <ul className="cards">
            {featured.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        </section>
      ) : null}

      <section className="container section" aria-labelledby="oferta">
        <h2 id="oferta">{home("offerTitle")}</h2>
        <ul className="cards">
          <li className="card">
            <h3>{home("offerInternetTitle")}</h3>
            <p>{home("offerInternetText")}</p>
          </li>
          <li className="card">
            <h3>{home("offerTvTitle")}</h3>
            <p>{home("offerTvText")}</p>
          </li>
          <li className="card">
            <h3>{home("offerSupportTitle")}</h3>
            <p>{home("offerSupportText")}</p>
          </li>
        </ul>
      </section>

      {banners.length ? (
        <section className="container section" aria-labelledby="directv-go">
          <h2 id="directv-go">{home("streamingTitle")}</h2>
          <ul className="cards">
            {banners.map((banner) => (
              <li key={banner.id} className="card">
                <h3>
                  <Link to={banner.to}>{banner.title}</Link>
                </h3>
                <p>{banner.subtitle}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="container section split">
        {config?.FLAG_HIRING ? (
          <div className="panel">
            <h2>{home("hireTitle")}</h2>
            <p>{home("hireText")}</p>
            <Link to={href("/contratar")} className="button">
              {home("ctaHire")}
            </Link>
          </div>
        ) : null}
        {config?.FLAG_PLATFORM ? (
          <div className="panel">
            <h2>{home("customersTitle")}</h2>
            <p>{home("customersText")}</p>
            <Link to={href("/iniciar-sesion")} className="button button-secondary">
              {home("ctaSignIn")}
            </Link>
          </div>
        ) : null}
        {config ? (
          <div className="panel">
            <h2>{home("payTitle")}</h2>
            <p>{home("payText")}</p>
            <ExternalLink href={config.PAYMENTS_URL} className="button button-secondary">
              {home("payCta")}
            </ExternalLink>
          </div>
        ) : null}
      </section>
    </>
  );
}
