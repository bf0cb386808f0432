import { Outlet } from "react-router";

/** No chrome at all: token hand-overs, redirects and testing pages. */
export default function EmptyLayout() {
  return (
    <main id="contenido" className="layout layout-empty">
      <Outlet />
    </main>
  );
}
