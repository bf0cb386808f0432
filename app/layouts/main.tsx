import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** The customer area: the account navigation and the full footer. */
export default function MainLayout() {
  return (
    <div className="layout layout-main">
      <SiteHeader variant="account" />
      <main id="contenido" className="container page">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
