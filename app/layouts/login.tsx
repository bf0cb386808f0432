import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Sign-in and password pages: one centred card. */
export default function LoginLayout() {
  return (
    <div className="layout layout-login">
      <SiteHeader />
      <main id="contenido" className="container page page-card">
        <Outlet />
      </main>
      <SiteFooter compact />
    </div>
  );
}
