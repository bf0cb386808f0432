import { href, Outlet } from "react-router";
import type { Route } from "./+types/route";
import { ErrorContent } from "~/components/error-screen";
import { useRootData } from "~/utils/root-data";
import { countsAsActivity, requireStaff, staffSessionContext } from "~/utils/staff-session.server";
import { DeskFrame } from "./desk-frame";

/**
 * The parent of every desk page (`/agentes`, decision 140): the staff guard for the whole
 * desk, the agent's session in the router's context for the pages below, the desk's own
 * frame (who is signed in, until when, signing out; its navigation) and an error boundary
 * that keeps the frame. Each request here is activity: the session's 30 idle minutes start
 * again (written back at most once a minute).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(staffSessionContext, await requireStaff(request));
    return countsAsActivity(request, await next());
  },
];

export default function Desk() {
  return (
    <DeskFrame desk={useRootData()?.desk}>
      <Outlet />
    </DeskFrame>
  );
}

/** A desk page that fails shows the error inside the frame; "Volver" leads to the desk's home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DeskFrame desk={useRootData()?.desk}>
      <ErrorContent error={error} backTo={href("/agentes")} />
    </DeskFrame>
  );
}
