import { lazy } from "react";
import { href, NavLink, Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";

// Only an agent serving a caller loads the desk's frame (decision 144): no customer downloads it.
// With no Suspense boundary around it, the server's render waits for it: the page comes whole.
const DeskFrame = lazy(() => import("~/routes/agentes/desk-frame").then((m) => ({ default: m.DeskFrame })));

/**
 * The customer area: the account navigation and the full footer. Each page under it
 * renders its own `<main id="contenido">`: the area's menu stands beside the content, and
 * the skip link must lead past it. An agent serving a caller sees the desk's frame instead
 * (decision 144).
 */
export default function MainLayout() {
  const desk = useRootData()?.desk;
  if (desk?.served)
    return (
      <DeskFrame desk={desk} ownMain>
        <Outlet />
      </DeskFrame>
    );
  return (
    <div className="layout layout-main">
      <SiteHeader>
        <AccountNav />
      </SiteHeader>
      <div className="container page">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}

/** The customer area's header: the way back to the account (signing out is in the area's own navigation). */
function AccountNav() {
  const t = useT(commonStrings);
  return (
    <nav aria-label={t("a11y.mainNav")} className="main-nav">
      <ul>
        <li>
          <NavLink to={href("/mi-cuenta")} end>
            {t("nav.myAccount")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
