import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { ToastSchema, type Toast, type ToastInput } from "~/utils/toast";

/**
 * Flash messages that must survive a redirect: kept in their own signed cookie, read
 * (and so cleared) by the next page the server renders, which is why they show
 * without JavaScript too.
 */
const TOASTS_KEY = "toasts";
const MAX_TOASTS = 5;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const config = getConfig();
  return createCookieSessionStorage({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.NODE_ENV === "production",
      secrets: config.SESSION_SECRET,
    },
  });
}

function toastStorage() {
  storage ??= createStorage();
  return storage;
}

/** The Set-Cookie header that queues `toast` on top of any already waiting. */
export async function createToastHeaders(request: Request, toast: ToastInput) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const waiting = z
    .array(ToastSchema)
    .catch([])
    .parse(session.get(TOASTS_KEY) ?? []);
  const next = ToastSchema.parse({ ...toast, id: toast.id ?? crypto.randomUUID() });
  session.flash(TOASTS_KEY, [next, ...waiting].slice(0, MAX_TOASTS));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(request: Request, url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(request, toast)).getSetCookie()) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect(url, { ...init, headers });
}

/** The waiting toasts, newest first, and the header that clears them. */
export async function getToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__toast=")) return { toasts: [], setCookie: null };
  const session = await toastStorage().getSession(cookie);
  const toasts = z
    .array(ToastSchema)
    .catch([])
    .parse(session.get(TOASTS_KEY) ?? []);
  return { toasts, setCookie: await toastStorage().destroySession(session) };
}
