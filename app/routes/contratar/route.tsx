import { Outlet } from "react-router";
import type { Route } from "./+types/route";
import { NewFrame } from "~/layouts/new";
import { countsAsActivity } from "~/utils/staff-session.server";
import { deskData } from "~/routes/agentes/desk-data.server";
import { DeskFrame, deskStylesheet } from "~/routes/agentes/desk-frame";
import { deskSale, refuseEndedSale } from "./desk-sale.server";

/**
 * The parent of the hiring flow's pages (docs/design.md#hiring-flow): the step-by-step
 * frame, or, for a sale by phone (decision 145), the desk's, so the agent always sees they
 * are on the desk. A sale's page is the agent's activity, as a desk page is; an agent's sale
 * whose session ended goes no further.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    await refuseEndedSale(request);
    return countsAsActivity(request, await next());
  },
];

export function loader({ request }: Route.LoaderArgs) {
  const agent = deskSale(request);
  return { desk: agent ? deskData(agent) : null };
}

export default function HiringFlow({ loaderData }: Route.ComponentProps) {
  const { desk } = loaderData;
  if (!desk)
    return (
      <NewFrame>
        <Outlet />
      </NewFrame>
    );
  return (
    <DeskFrame desk={desk}>
      {/* The desk's styles with the desk only: a prospect's page keeps its single inline stylesheet (decision 111). */}
      <link rel="stylesheet" href={deskStylesheet.href} precedence="default" />
      <div className="page-narrow">
        <Outlet />
      </div>
    </DeskFrame>
  );
}
