import { getConfig } from "~/config.server";
import { logError } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { clientCredentialFor } from "./client-credential.server";
import { endpointPattern } from "./endpoint-pattern.server";
import { handleApiError } from "./failures.server";
import {
  ApiError,
  CONNECTION_ERROR,
  GENERIC_ERROR,
  outcomeOfStatus,
  recordApiCall,
  type ApiSession,
} from "./transport.server";

/**
 * Files the API links to (invoice PDFs, receipts, claim attachments) reach the browser
 * through the portal (docs/design.md#customer-area): the server fetches the API's address and streams the
 * bytes on, so the address never appears in a page.
 *
 * The bearer token and the portal's own credential (its key and client certificate,
 * decision 127) go only to the API's own origin: a file served elsewhere (a CDN's signed
 * link) does not need them and must not see them. Redirects are followed here, hop by hop,
 * so each hop gets only what its origin may see (fetch would drop the token on the way to
 * another origin, but not the key).
 */

export type ApiFile = {
  body: ReadableStream<Uint8Array>;
  /** What the API says the file is; the route decides what it answers. */
  contentType: string | null;
  contentLength: string | null;
};

/** The endpoint label of a file served by anyone but the API. */
export const FILE_ELSEWHERE = "(file elsewhere)";

export async function fetchApiFile(
  session: ApiSession,
  fileUrl: string,
  options: { timeoutMs?: number; call?: string } = {},
): Promise<ApiFile> {
  const url = new URL(fileUrl);
  const call = options.call ?? `fetchApiFile (GET ${url.pathname})`;
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ApiError({ status: 502, statusText: "Bad Gateway", message: GENERIC_ERROR, kind: "response", call });
  }
  const apiOrigin = new URL(session.baseUrl ?? getConfig().API_BASE_URL).origin;
  // In the metrics (decision 115), to the first byte: the API's files by their pattern, a
  // file elsewhere (a CDN's signed link: any path at all) under one label.
  const endpoint = url.origin === apiOrigin ? endpointPattern(url.pathname) : FILE_ELSEWHERE;
  const startedAt = performance.now();
  // The timeout covers the whole download, not only the first byte: a stalled body ends too.
  const signal = AbortSignal.timeout(options.timeoutMs ?? session.timeoutMs ?? getConfig().API_TIMEOUT_MS);
  const request = (target: URL) => {
    const credential = clientCredentialFor(target);
    const headers: Record<string, string> = { ...credential.headers };
    if (target.origin === apiOrigin) headers.Authorization = `Bearer ${session.token}`;
    return fetch(target, {
      headers,
      signal: session.signal ? AbortSignal.any([session.signal, signal]) : signal,
      redirect: "manual",
      ...(credential.dispatcher ? { dispatcher: credential.dispatcher } : {}),
    } as RequestInit);
  };

  let response: Response;
  try {
    response = await request(url);
    for (let hops = 0; REDIRECTS.has(response.status); hops++) {
      await response.body?.cancel();
      const next = hops < MAX_REDIRECTS ? nextHop(response, url) : null;
      if (!next) {
        recordApiCall(endpoint, "GET", "server_error", startedAt);
        throw new ApiError({ status: 502, statusText: "Bad Gateway", message: GENERIC_ERROR, kind: "response", call });
      }
      response = await request(next);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    recordApiCall(
      endpoint,
      "GET",
      session.signal?.aborted ? "aborted" : signal.aborted ? "timeout" : "network",
      startedAt,
    );
    throw new ApiError({
      status: 500,
      statusText: "Internal Server Error",
      message: CONNECTION_ERROR,
      kind: "connection",
      call,
      cause: error,
    });
  }
  recordApiCall(endpoint, "GET", response.body ? outcomeOfStatus(response.status) : "server_error", startedAt);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    // A file that cannot be fetched is a bad gateway, whatever 5xx its host answered: a 503
    // here is a file host's trouble, not the API's maintenance (decision 078), and the
    // download routes send the customer back to the page with a message.
    const status = response.status >= 500 ? 502 : response.status;
    throw new ApiError({
      status,
      statusText: status === 502 ? "Bad Gateway" : response.statusText,
      message: GENERIC_ERROR,
      kind: "response",
      call,
    });
  }
  return {
    body: response.body,
    contentType: response.headers.get("Content-Type"),
    contentLength: response.headers.get("Content-Length"),
  };
}

const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** As many hops as a file's host may reasonably need (fetch's own limit is 20). */
const MAX_REDIRECTS = 5;

/** Where a redirect points, resolved against the address it came from; null when it is no web address. */
function nextHop(response: Response, from: URL): URL | null {
  const location = response.headers.get("Location");
  if (!location) return null;
  try {
    const next = new URL(location, response.url || from);
    return next.protocol === "https:" || next.protocol === "http:" ? next : null;
  } catch {
    return null;
  }
}

/**
 * The headers of a download: an attachment (or shown in the browser, `inline`), never cached
 * by anyone else. (Every response already carries `X-Content-Type-Options: nosniff`, from
 * the server: `server/security-headers.mjs`.)
 */
export function downloadHeaders(
  file: ApiFile,
  contentType: string,
  fileName: string,
  disposition: "attachment" | "inline" = "attachment",
) {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(disposition, fileName),
    "Cache-Control": "private, no-store",
  });
  if (file.contentLength && /^\d+$/.test(file.contentLength)) headers.set("Content-Length", file.contentLength);
  return headers;
}

/**
 * `Content-Disposition` (RFC 6266), the one builder of the portal's downloads: the name in
 * printable ASCII for every client (accents dropped, quotes replaced), and the real one in
 * `filename*` when that differs. (The `content-disposition` package would put a Latin-1
 * name, bytes outside ASCII, in the header itself.)
 */
export function contentDisposition(kind: "inline" | "attachment", name: string) {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_") || "archivo";
  return ascii === name
    ? `${kind}; filename="${ascii}"`
    : `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A file the customer clicked: its download, or, when the API cannot hand it over, `back()`'s
 * page with its message instead of a broken download. An expired session or too many
 * attempts lead where they always do.
 */
export async function downloadOrBack(
  request: Request,
  download: () => Promise<Response>,
  back: () => { to: string; message: string },
): Promise<Response> {
  try {
    return await download();
  } catch (error) {
    const thrown = await handleApiError(error, request).catch((redirect: unknown) => redirect);
    if (thrown instanceof Response) throw thrown;
    logError(error, "a download failed: back to its page with a message");
    const { to, message } = back();
    return redirectWithToast(request, to, { kind: "error", message });
  }
}
