import type { ReactNode } from "react";
import { href, Outlet } from "react-router";
import type { Route } from "./+types/route";
import { ErrorContent } from "~/components/error-screen";
import { moduleSwitch } from "~/utils/modules.server";
import { AreaNav } from "./area-nav";
import { areaSession } from "./served.server";

/**
 * The parent of every `/mi-cuenta` page (docs/design.md#customer-area): the auth guard for the whole area,
 * the customer's API session in the router context, the area's navigation and an error
 * boundary that keeps that frame. The guard runs as middleware, before any child
 * loader, so no customer page calls the API for a visitor who is not signed in, any
 * `/mi-cuenta/*` path (existing or not) sends a stranger to sign in, and a
 * switched-off platform is a 404 everywhere in it: this route is the platform module's
 * switch (its id in app/routes.ts, `module.platform.area`), before the guard. An agent
 * serving a caller opens the pages a call needs with the caller's token (decision 144).
 */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_PLATFORM"), areaSession];

function AreaFrame({ children }: { children: ReactNode }) {
  return (
    <div className="area-frame">
      <AreaNav />
      <main id="contenido" className="area-content">
        {children}
      </main>
    </div>
  );
}

export default function CustomerArea() {
  return (
    <AreaFrame>
      <Outlet />
    </AreaFrame>
  );
}

/** A page of the area that fails shows the error inside the frame; "Volver" leads to the area's home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AreaFrame>
      <ErrorContent error={error} backTo={href("/mi-cuenta")} />
    </AreaFrame>
  );
}
