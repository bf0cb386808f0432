import { data } from "react-router";
import { getConfig } from "~/config.server";
import { pageUrl } from "~/utils/request-scope.server";

/** The 404 of a page that does not exist (or is switched off): the message of docs/spec.md#errors. */
export function notFound(request: Request) {
  const url = pageUrl(request);
  return data(`Page not found: ${url.pathname}${url.search}`, { status: 404 });
}

/** The testing guard: testing pages do not exist in production. */
export function requireTesting(request: Request) {
  if (getConfig().APP_ENV === "production") throw notFound(request);
}
