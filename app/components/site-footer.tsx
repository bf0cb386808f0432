import { href, Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { useRootData } from "~/utils/root-data";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/** The consumer pages every footer links to (decisions 073 and 117), with their label's key. */
const CONSUMER_PAGES = [
  [href("/baja"), "cancel"],
  [href("/arrepentimiento"), "withdraw"],
  [href("/informacion-al-cliente"), "customerInfo"],
] as const;
/** The provider's networks: each label's key, and `<KEY>_URL` its address in the configuration. */
const NETWORKS = ["facebook", "instagram", "x", "youtube"] as const;

/**
 * The footer: the provider's external links (payments, streaming, terms, networks) and,
 * on every page, the "Botón de baja" and "Botón de arrepentimiento" with the legal links
 * consumer rules ask for (Disposición 954/2025, decision 073).
 */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const t = useT(commonStrings);
  const root = useRootData();
  const config = root?.config;
  if (!config) return null;
  const product = config.PRODUCT_NAME;
  const year = new Date().getFullYear();
  const lightPage = import.meta.env.SSR && root?.light;
  return (
    <footer className="site-footer">
      <div className="container">
        {compact ? null : (
          <div className="footer-columns">
            <p className="footer-about">{t("footer.about", { product })}</p>
            <nav aria-label={t("a11y.footerNav")}>
              <ul className="footer-links">
                <li>
                  <Link to={href("/planes")} viewTransition>
                    {t("nav.plans")}
                  </Link>
                </li>
                {config.FLAG_STREAMING ? (
                  <li>
                    <Link to={href("/contratar-dgo")}>{t("nav.streaming")}</Link>
                  </li>
                ) : null}
                {config.FLAG_JOB_APPLICATIONS ? (
                  <li>
                    <Link to={href("/work-with-us")} viewTransition>
                      {t("nav.workWithUs")}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <ExternalLink href={config.PAYMENTS_URL}>{t("footer.payments")}</ExternalLink>
                </li>
                <li>
                  <ExternalLink href={config.STREAMING_LOGIN_URL}>{t("footer.streamingLogin")}</ExternalLink>
                </li>
                <li>
                  <ExternalLink href={config.TERMS_URL}>{t("footer.terms")}</ExternalLink>
                </li>
              </ul>
            </nav>
            <nav aria-label={t("a11y.social")}>
              <ul className="footer-links">
                {NETWORKS.map((network) => (
                  <li key={network}>
                    <ExternalLink href={config[`${network.toUpperCase() as Uppercase<typeof network>}_URL`]}>
                      {t(`footer.${network}`)}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        )}
        <ul className="footer-links footer-legal">
          {CONSUMER_PAGES.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(`footer.${label}`)}</Link>
            </li>
          ))}
          {/* Label key → URL, from the configuration (its names stay out of the page's JavaScript). */}
          {Object.entries(config.LEGAL_LINKS).map(([label, url]) => (
            <li key={label}>
              <ExternalLink href={url}>{t(`footer.${label as keyof typeof config.LEGAL_LINKS}`)}</ExternalLink>
            </li>
          ))}
        </ul>
        <div className="footer-bottom">
          <p>{t("footer.rights", { year, product })}</p>
          {compact ? <ExternalLink href={config.TERMS_URL}>{t("footer.terms")}</ExternalLink> : <LanguageSwitch />}
          {/* Light mode on and off (decision 080): only the server renders light pages. */}
          <a href={href(lightPage ? "/version-completa" : "/version-liviana")}>{root?.lightModeSwitch}</a>
        </div>
      </div>
    </footer>
  );
}

/** Plain links: the server reads `?lng=` and remembers the choice in a cookie. */
function LanguageSwitch() {
  const t = useT(commonStrings);
  return (
    <p className="language-switch">
      <span>{t("languages.label")}:</span>{" "}
      <a href="?lng=es" lang="es" hrefLang="es">
        {t("languages.es")}
      </a>{" "}
      ·{" "}
      <a href="?lng=en" lang="en" hrefLang="en">
        {t("languages.en")}
      </a>
    </p>
  );
}
