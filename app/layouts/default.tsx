import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Public pages: the full header, navigation and footer. */
export default function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SiteHeader variant="full" />
      <main id="contenido">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
