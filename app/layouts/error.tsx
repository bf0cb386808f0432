import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Error pages (no service, try later, too many attempts). */
export default function ErrorLayout() {
  return (
    <div className="layout layout-error">
      <SiteHeader />
      <main id="contenido" className="container page error-layout">
        <Outlet />
      </main>
      <SiteFooter compact />
    </div>
  );
}
