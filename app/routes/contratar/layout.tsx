import { lazy } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { useRootData } from "~/utils/root-data";
import { countsAsActivity } from "~/utils/staff-session.server";
import { refuseEndedSale } from "./desk-sale.server";

// The desk's frame and its words in chunks of their own, so a prospect's step downloads none
// of them (the flow's 120 KB budget). With no Suspense boundary around it, the server's render
// waits for it: the page comes whole, with or without JavaScript.
const DeskFrame = lazy(() => import("~/routes/agentes/desk-frame").then((m) => ({ default: m.DeskFrame })));

/**
 * The step-by-step flows' layout (the hiring flow, and `/prueba`, its preview): only the
 * logo, so nothing pulls the visitor away; for a sale
 * by phone (decision 145), the desk's frame, so the agent always sees they are on the desk.
 * A sale's page is the agent's activity, as a desk page is; an agent's sale whose session
 * ended goes no further.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    await refuseEndedSale(request);
    return countsAsActivity(request, await next());
  },
];

export default function NewLayout() {
  // The desk's frame for the request's agent, in the root's data (decision 144).
  const desk = useRootData()?.desk;
  if (desk)
    return (
      <DeskFrame desk={desk}>
        {/* The steps as narrow as on the web. */}
        <div className="page-narrow">
          <Outlet />
        </div>
      </DeskFrame>
    );
  return (
    <div className="layout layout-new">
      <SiteHeader />
      <main id="contenido" className="container page page-narrow">
        <Outlet />
      </main>
      <SiteFooter compact />
    </div>
  );
}
