import { Outlet } from "react-router";
import { PublicNav } from "~/components/public-nav";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Public pages: the full header, navigation and footer. */
export default function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SiteHeader>
        <PublicNav />
      </SiteHeader>
      <main id="contenido">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
