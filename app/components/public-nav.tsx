import { href, NavLink } from "react-router";
import { ExternalLink } from "~/components/external-link";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";

/**
 * The public pages' navigation: plans, hiring (a capability of the API, decision 126),
 * paying an invoice at the payments site, and the way into the customer area while it is on.
 */
export function PublicNav() {
  const t = useT(commonStrings);
  const root = useRootData();
  const config = root?.config;
  if (!config) return null;
  return (
    <nav aria-label={t("a11y.mainNav")} className="main-nav">
      <ul>
        <li>
          <NavLink to={href("/planes")} viewTransition>
            {t("nav.plans")}
          </NavLink>
        </li>
        {config.FLAG_HIRING ? (
          <li>
            <NavLink to={href("/contratar")} viewTransition>
              {t("nav.hire")}
            </NavLink>
          </li>
        ) : null}
        <li>
          <ExternalLink href={config.PAYMENTS_URL}>{t("nav.payInvoice")}</ExternalLink>
        </li>
        {config.FLAG_PLATFORM ? (
          <li>
            <NavLink
              to={root.signedIn ? href("/mi-cuenta") : href("/iniciar-sesion")}
              className="button button-small"
              viewTransition
            >
              {root.signedIn ? t("nav.myAccount") : t("nav.signIn")}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
