import { PassThrough, pipeline, type Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { startStatusMonitor, stopStatusMonitor } from "~/api/status.server";
import { getConfig } from "~/config.server";
import { resources, defaultLanguage, type Language } from "~/locales";
import { getLocale } from "~/middleware/i18next.server";
import { I18nProvider } from "~/utils/i18n";
import { codeAfterPaint } from "~/utils/after-paint.server";
import { isTextBrowser } from "~/utils/honeypot.server";
import { isLightMode, LIGHT_MODE_ACCEPT_CH, LIGHT_MODE_VARY } from "~/utils/light-mode.server";
import { logError } from "~/utils/logger.server";
import { InlineStylesProvider } from "~/utils/inline-styles";
import { NonceProvider } from "~/utils/nonce";
import { cachedRender, keepRender, RENDER_CACHE_HEADER, renderKey } from "~/utils/render-cache.server";
import { requestIdContext } from "~/utils/request-scope.server";
import { applySecurityHeaders, createNonce } from "~/utils/security.server";
// The stylesheet as text (minified by the build), written into every page's head.
import siteCss from "~/styles/app.css?inline";

// Validate the whole configuration before the first request is served, then watch the
// API's status (one monitor per process) until the server shuts down.
getConfig();
void startStatusMonitor();
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, stopStatusMonitor);

export const streamTimeout = 5_000;

/**
 * What the server logs of a failed request, besides the request's own line (which has its
 * status): a response a route meant to give (a 404, a 405) nothing more; a request the
 * browser gave up on, nothing; anything else, the error with its stack, once, under the
 * request's id.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logError(error, `${request.method} failed`, context.get(requestIdContext) || undefined);
};

// The HTTP server (server/app.mjs) reads these from the build: the validated settings
// it needs, the logger it writes the request lines with, the metrics it counts requests
// in (the registry the app's own counters are in), and the contexts it puts the client's
// address and the request's id in.
export { clientAddressContext } from "~/utils/client-address.server";
export { getLogger, routeConsoleToLogger } from "~/utils/logger.server";
export { metrics, watchEventLoopDelay, watchPageTurns } from "~/utils/metrics.server";
export { requestIdContext } from "~/utils/request-scope.server";
export { serverSettings } from "~/utils/server-settings.server";

function languageOf(context: RouterContextProvider): Language {
  try {
    const locale = getLocale(context);
    return locale in resources ? (locale as Language) : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  entryContext: EntryContext,
  routerContext: RouterContextProvider,
) {
  const config = getConfig();
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, config);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.append("Vary", LIGHT_MODE_VARY);
  responseHeaders.set("Accept-CH", LIGHT_MODE_ACCEPT_CH);
  // A text browser's page has no trap for robots (decision 109): no shared cache may hand it to anyone else.
  if (isTextBrowser(request) && !/\bno-store\b/.test(responseHeaders.get("Cache-Control") ?? ""))
    responseHeaders.set("Cache-Control", "private, no-store");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const language = languageOf(routerContext);
  const userAgent = request.headers.get("user-agent");
  const light = isLightMode(request);

  // An anonymous page rendered moments ago from the very same data is not rendered again.
  const key = config.RENDER_CACHE
    ? renderKey(request, entryContext, responseStatusCode, `${language}|${light ? "light" : "full"}`)
    : null;
  const cached = key ? cachedRender(key, nonce) : undefined;
  // Testing environments say which it was, for the cache's HTTP test (decision 094).
  if (config.APP_ENV !== "production")
    responseHeaders.set(RENDER_CACHE_HEADER, cached !== undefined ? "hit" : key ? "miss" : "none");
  if (cached !== undefined) return new Response(cached, { status: responseStatusCode, headers: responseHeaders });
  const keep = key ? keepRender(key, nonce) : undefined;

  // Light mode waits for the whole page: streaming a late part in takes an inline script.
  // So does a page being kept, which must be whole.
  const waitForAll = light || keep !== undefined || (userAgent && isbot(userAgent)) || entryContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesProvider value={siteCss}>
          <I18nProvider language={language} resources={resources[language]}>
            <ServerRouter context={entryContext} url={request.url} nonce={nonce} />
          </I18nProvider>
        </InlineStylesProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // React → the code after the paint (production builds: the development server's
          // scripts are Vite's) → the kept copy, if any → the response. A response closed
          // early (the visitor left) closes every stage back to React's, which stops rendering.
          const stages: Transform[] = [];
          if (import.meta.env.PROD && config.CODE_AFTER_PAINT) stages.push(codeAfterPaint());
          if (keep) stages.push(keep.stream);
          if (stages.length > 0) {
            pipeline([...stages, body], (error) => {
              // An early close is React's to handle (it aborts the render); anything else
              // cut the page short and is logged.
              if (error && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
                logError(error, "rendering failed", routerContext.get(requestIdContext) || undefined);
              }
            });
          }
          pipe(stages[0] ?? body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          keep?.discard();
          if (shellRendered) logError(error, "rendering failed", routerContext.get(requestIdContext) || undefined);
        },
      },
    );
  });
}
