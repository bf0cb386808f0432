import { Outlet } from "react-router";
import type { Route } from "./+types/route";
import { apiSessionContext } from "~/utils/api-session.server";
import { requirePlatform } from "~/utils/modules.server";
import { requireAccessToken } from "~/utils/session.server";

/**
 * The parent of every `/mi-cuenta` page: the auth guard for the whole area. It runs as
 * middleware, before any child loader, so no customer page calls the API for a
 * visitor who is not signed in, and a switched-off platform is a 404 everywhere in it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    requirePlatform(request);
    context.set(apiSessionContext, { token: await requireAccessToken(request) });
    return next();
  },
];

export default function CustomerArea() {
  return <Outlet />;
}
