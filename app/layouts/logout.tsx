import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";

/** Signing out: nothing to click but what the page offers. */
export default function LogoutLayout() {
  return (
    <div className="layout layout-logout">
      <SiteHeader />
      <main id="contenido" className="container page page-card">
        <Outlet />
      </main>
    </div>
  );
}
