import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, type RouterContextProvider } from "react-router";
import { getConfig } from "~/config.server";
import { clientAddressContext } from "~/utils/client-address.server";

/**
 * State of the request being served that code deep below the loaders needs without every
 * call passing it along: the API transport reads it (the request id it forwards, and
 * whatever else a request bounds, such as a deadline). Set by a root middleware, so it
 * covers loaders, actions and rendering alike.
 */
export type RequestScope = {
  /** The request's id: logged with the request and sent to the API as `X-Request-Id`. */
  requestId: string;
  /**
   * The browser's address, as the HTTP server found it (behind a trusted proxy, the proxy's
   * word): sent to the API as `X-Client-Address`, which records it in the account's activity
   * (decision 141). None where no server set one.
   */
  clientAddress?: string;
  /**
   * The time the request's API reads may take together, retries included (decision 076);
   * `API_PAGE_DEADLINE_MS` when not given. Writes are bounded by their timeout only.
   */
  apiBudgetMs?: number;
  /**
   * When they must be done by (epoch milliseconds): set by the first read, so that reading
   * a large upload before it does not use the budget up, and cleared by each write.
   */
  deadline?: number;
  /**
   * The page's own address: React Router's `url` argument, without the `.data` suffix or the
   * `index` and `_routes` parameters of its data requests (React Router 8 hands loaders the
   * raw request: `v8_passThroughRequests`).
   */
  url?: URL;
};

/** The id the HTTP server gave the request ("" where no server set one: unit tests). */
export const requestIdContext = createContext<string>("");

const storage = new AsyncLocalStorage<RequestScope>();

export function requestScope(
  { context, url }: { context: Readonly<RouterContextProvider>; url: URL },
  next: () => Promise<Response>,
) {
  const address = context.get(clientAddressContext);
  return storage.run(
    { requestId: context.get(requestIdContext), url, ...(address === "unknown" ? {} : { clientAddress: address }) },
    next,
  );
}

/**
 * The address of the page a request is for, as a new URL the caller may change: what code
 * below a loader reads instead of `request.url`, which on a data request ends in `.data`
 * and carries React Router's own parameters. Outside a request scope (unit tests), the
 * request's own address.
 */
export function pageUrl(request: Request): URL {
  return new URL(storage.getStore()?.url ?? request.url);
}

/** The scope of the request being served, if any (none at start-up or in a timer). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** When the current request's API reads must end (starting the clock on the first); never outside a request. */
export function apiDeadline(): number {
  const scope = storage.getStore();
  if (!scope) return Infinity;
  scope.deadline ??= Date.now() + (scope.apiBudgetMs ?? getConfig().API_PAGE_DEADLINE_MS);
  return scope.deadline;
}

/** The next API read starts the budget anew: after a write, what follows is a page of its own. */
export function restartApiDeadline() {
  const scope = storage.getStore();
  if (scope) scope.deadline = undefined;
}

/** Runs `work` inside a scope of its own: for tests, and for work outside any request. */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}
