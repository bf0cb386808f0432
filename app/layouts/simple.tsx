import { Outlet } from "react-router";
import { PublicNav } from "~/components/public-nav";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Catalogue pages: the full navigation, a short footer. */
export default function SimpleLayout() {
  return (
    <div className="layout layout-simple">
      <SiteHeader>
        <PublicNav />
      </SiteHeader>
      <main id="contenido" className="container page">
        <Outlet />
      </main>
      <SiteFooter compact />
    </div>
  );
}
