import { NavLink } from "react-router";
import { Logo } from "~/components/logo";
import { ExternalLink } from "~/components/external-link";
import { useRootData } from "~/utils/root-data";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

export type HeaderVariant = "full" | "focused" | "account";

/**
 * The site's header. `full` for public pages, `account` inside /mi-cuenta (the way back
 * to the account; signing out is in the area's own navigation), `focused` (logo only)
 * where the page must keep the visitor on one task.
 */
export function SiteHeader({ variant = "full" }: { variant?: HeaderVariant }) {
  const t = useT(commonStrings);
  const root = useRootData();
  const config = root?.config;
  return (
    <header className="site-header">
      <a className="skip-link" href="#contenido">
        {t("a11y.skipToContent")}
      </a>
      <div className="container site-header-inner">
        <Logo />
        {variant === "full" && config ? (
          <nav aria-label={t("a11y.mainNav")} className="main-nav">
            <ul>
              <li>
                <NavLink to="/planes" viewTransition>{t("nav.plans")}</NavLink>
              </li>
              <li>
                <NavLink to="/contratar" viewTransition>{t("nav.hire")}</NavLink>
              </li>
              <li>
                <ExternalLink href={config.PAYMENTS_URL}>{t("nav.payInvoice")}</ExternalLink>
              </li>
              {config.FLAG_PLATFORM ? (
                <li>
                  <NavLink to={root.signedIn ? "/mi-cuenta" : "/iniciar-sesion"} className="button button-small" viewTransition>
                    {root.signedIn ? t("nav.myAccount") : t("nav.signIn")}
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        {variant === "account" ? (
          <nav aria-label={t("a11y.mainNav")} className="main-nav">
            <ul>
              <li>
                <NavLink to="/mi-cuenta" end>
                  {t("nav.myAccount")}
                </NavLink>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
