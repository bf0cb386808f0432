import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Step-by-step flows (hiring): only the logo, so nothing pulls the visitor away. */
export function NewFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-new">
      <SiteHeader />
      <main id="contenido" className="container page page-narrow">
        {children}
      </main>
      <SiteFooter compact />
    </div>
  );
}

export default function NewLayout() {
  return (
    <NewFrame>
      <Outlet />
    </NewFrame>
  );
}
