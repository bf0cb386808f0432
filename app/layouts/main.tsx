import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/**
 * The customer area: the account navigation and the full footer. Each page under it
 * renders its own `<main id="contenido">`: the area's menu stands beside the content, and
 * the skip link must lead past it.
 */
export default function MainLayout() {
  return (
    <div className="layout layout-main">
      <SiteHeader variant="account" />
      <div className="container page">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
