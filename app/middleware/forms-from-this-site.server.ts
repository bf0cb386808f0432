import escapeHtml from "escape-html";
import { createContext, createCookie, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { CSRF } from "remix-utils/csrf/server";
import { getConfig } from "~/config.server";
import { getInstance } from "~/middleware/i18next.server";
import { logError } from "~/utils/logger.server";
import { FORM_LIMIT_BYTES, readBoundedBody } from "~/utils/request-body.server";

/**
 * Forms that only this site can post (decision 133). Three controls, each for the
 * browsers it can judge:
 *
 * - `Sec-Fetch-Site`: a post that says it comes from another site (`cross-site`) or from a
 *   sibling subdomain (`same-site`) is refused here (403); `same-origin` and `none` (typed
 *   or bookmarked by the person) pass. An `Origin` that is not ours (`null` included) is
 *   turned into `cross-site` by the portal's server before React Router sees it
 *   (server/app.mjs, `foreignOrigin`).
 * - Neither header (a text browser, an old browser, a proxy that strips them): the form
 *   must carry the token of the visitor's own signed cookie (a double submit), which only
 *   a page of ours can have printed. A form-encoded body is small and read here, from a
 *   copy; an upload is read once, by the action (`readForm`, `readUploadForm`), which
 *   calls `checkFormToken`.
 */

/** The hidden field the forms carry (`SubmitButton`, `FormToken`). */
export const FORM_TOKEN_FIELD = "csrf";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const MULTIPART = /^multipart\/form-data\s*;/i;

let csrf: CSRF | undefined;

function formTokens() {
  if (!csrf) {
    const config = getConfig();
    const cookie = createCookie("csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.NODE_ENV === "production",
      // Signed with the session secrets, newest first: a rotation keeps the tokens given before it.
      secrets: config.SESSION_SECRET,
    });
    csrf = new CSRF({ cookie, formDataKey: FORM_TOKEN_FIELD });
  }
  return csrf;
}

/**
 * The token a page's forms carry, and the cookie that holds it when it is new; none for a
 * browser that sends `Sec-Fetch-Site` (every browser since 2023): its posts say where they
 * come from, and a page without a visitor's token is one the render cache may reuse
 * (decision 082). A proxy that strips the header strips it from the page's request too.
 */
export async function formToken(request: Request): Promise<{ token: string | null; setCookie: string | null }> {
  if (request.headers.has("Sec-Fetch-Site")) return { token: null, setCookie: null };
  const [token, setCookie] = await formTokens().commitToken(request);
  return { token, setCookie };
}

/** Whether a form carries the token of the visitor's cookie. */
async function carriesToken(formData: FormData, headers: Headers) {
  try {
    await formTokens().validate(formData, headers);
    return true;
  } catch {
    // No cookie, a forged one, no token or another's: all the same refusal.
    return false;
  }
}

/** The form read by the action must carry the token: set for an upload posted with neither header. */
type PendingToken = { checked: boolean; refused: boolean };
const pendingTokenContext = createContext<PendingToken | null>(null);

/**
 * Called by `checkedForm` for every form an action reads: when the middleware left the
 * token to the action (an upload posted with neither header), a form without it stops
 * the action before anything else is done.
 */
export async function checkFormToken(
  formData: FormData,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  let pending: PendingToken | null;
  try {
    pending = context.get(pendingTokenContext);
  } catch {
    // No middleware ran (a unit test): nothing was left to check.
    return;
  }
  if (!pending || pending.checked) return;
  pending.checked = true;
  if (!(await carriesToken(formData, request.headers))) {
    pending.refused = true;
    // The middleware answers with its page instead of the error screen this would show.
    throw data("Form refused: posted without Origin nor Sec-Fetch-Site, and without its token", { status: 403 });
  }
}

/**
 * Root middleware: every post, put or delete to a page, a `.data` URL or a resource route
 * goes through it before any loader or action runs.
 */
export const formsFromThisSite: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return refusal(request, context);
  if (site !== null || request.headers.has("Origin")) return next();
  if (!MULTIPART.test(request.headers.get("Content-Type") ?? "")) {
    // Form-encoded (or anything else, which no action reads as a form): small, read from a
    // copy. A browser says its form's length; a copy of a body that does not, or is larger
    // than any form of ours, would be held in memory while it is read: refused unread.
    const length = Number(request.headers.get("Content-Length") ?? NaN);
    if (!(length <= FORM_LIMIT_BYTES)) return refusal(request, context);
    const body = await readBoundedBody(request.clone(), FORM_LIMIT_BYTES);
    const formData = new FormData();
    for (const [name, value] of new URLSearchParams(Buffer.from(body).toString("utf8"))) formData.append(name, value);
    return (await carriesToken(formData, request.headers)) ? next() : refusal(request, context);
  }
  const pending: PendingToken = { checked: false, refused: false };
  context.set(pendingTokenContext, pending);
  const response = await next();
  if (pending.refused) return refusal(request, context);
  if (!pending.checked && response.status < 400)
    logError("An action answered an upload posted without Origin nor Sec-Fetch-Site but never read its form");
  return response;
};

/**
 * The refusal: a short page of its own, in the visitor's language, with a link back to the
 * form (the same address, opened anew), so a person who came from our page sends it again
 * from there. Nothing was done: no action ran.
 */
function refusal(request: Request, context: Readonly<RouterContextProvider>) {
  const t = getInstance(context).getFixedT(null, "formsServer");
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/(?:\/_)?\.data$/, "") || "/"}${url.search}`;
  const html =
    `<!doctype html><html lang="${t("foreignForm.lang")}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(t("foreignForm.title"))}</title></head>` +
    `<body><main><p>Error 403</p><h1>${escapeHtml(t("foreignForm.title"))}</h1>` +
    `<p>${escapeHtml(t("foreignForm.text"))}</p>` +
    `<p><a href="${escapeHtml(back)}">${escapeHtml(t("foreignForm.back"))}</a></p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
