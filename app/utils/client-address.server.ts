import { createContext, type RouterContextProvider } from "react-router";

/**
 * The address of the client a request comes from, as the HTTP server saw it (behind a
 * trusted proxy, the proxy's `X-Forwarded-For`). The server puts it in the router
 * context; rate limits key on it. "unknown" where no server set it (unit tests).
 */
export const clientAddressContext = createContext<string>("unknown");

export function clientAddress(context: Readonly<RouterContextProvider>) {
  return context.get(clientAddressContext);
}
