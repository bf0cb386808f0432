import { createContext, type RouterContextProvider } from "react-router";
import type { ApiSession } from "~/api/transport.server";

/**
 * The signed-in customer's API session, put in the router context by the `/mi-cuenta`
 * parent route's middleware (docs/design.md#customer-area), so the area's loaders and actions read it from
 * there instead of parsing the cookie again.
 */
export const apiSessionContext = createContext<ApiSession | null>(null);

/** The customer's API session inside `/mi-cuenta`; a child route outside the area is a bug. */
export function getApiSession(context: Readonly<RouterContextProvider>): ApiSession {
  const session = context.get(apiSessionContext);
  if (!session) throw new Error("getApiSession outside /mi-cuenta: the area's middleware did not run");
  return session;
}
