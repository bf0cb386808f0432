import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Catalogue pages: the full navigation, a short footer. */
export default function SimpleLayout() {
  return (
    <div className="layout layout-simple">
      <SiteHeader variant="full" />
      <main id="contenido" className="container page">
        <Outlet />
      </main>
      <SiteFooter compact />
    </div>
  );
}
