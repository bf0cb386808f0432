import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, type RouterContextProvider } from "react-router";
import { getConfig } from "~/config.server";

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
   * The time the request's API reads may take together, retries included (decision 076);
   * `API_PAGE_DEADLINE_MS` when not given. Writes are bounded by their timeout only.
   */
  apiBudgetMs?: number;
  /**
   * When they must be done by (epoch milliseconds): set by the first read, so that reading
   * a large upload before it does not use the budget up, and cleared by each write.
   */
  deadline?: number;
};

/** The id the HTTP server gave the request ("" where no server set one: unit tests). */
export const requestIdContext = createContext<string>("");

const storage = new AsyncLocalStorage<RequestScope>();

export function requestScope(
  { context }: { context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
) {
  return storage.run({ requestId: context.get(requestIdContext) }, next);
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
