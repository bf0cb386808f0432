import { seal, unseal } from "../../app/utils/sealed-cookie.server";
import { SESSION_SECRET } from "./servers";
import { outbox } from "./sandbox";
import { heading, type Page, Visitor } from "./visitor";

/**
 * The call centre's sign-in (decision 140) as a browser without JavaScript goes through it:
 * the desk's button, the identity provider's page, the way back. Real HTTP to the portal
 * and to its identity provider, with the visitor's cookies (which, like a browser's, belong
 * to the host: both servers run on 127.0.0.1).
 */

/** The demo staff (idp/staff.ts) the tests sign in as. */
export const AGENT = { username: "lfernandez", password: "Agente2026", name: "Lucía Fernández", number: "4127" };
/** Another agent: a browser journey run in both JavaScript modes at once gives each mode its own agent. */
export const SECOND_AGENT = { username: "mgomez", password: "Agente2026", name: "Martín Gómez", number: "4133" };
export const SUPERVISOR = { username: "cpaz", password: "Supervisora2026", name: "Carolina Paz", number: "3001" };
export const NO_ROLE = { username: "psosa", password: "Oficina2026" };

/** From the desk's sign-in page to the identity provider's sign-in form (`path` may carry `?redirectTo=`). */
export async function startStaffSignIn(visitor: Visitor, path = "/agentes/ingresar"): Promise<Page> {
  const page = await visitor.submit(path, {});
  if (heading(page.doc) !== "Ingresá con tu cuenta de la empresa")
    throw new Error(`The identity provider's sign-in page did not come: ${page.url} ${heading(page.doc)}`);
  return page;
}

/** Types the credentials into the identity provider's form and follows where it leads. */
export function typeCredentials(visitor: Visitor, form: Page, who: { username: string; password: string }) {
  return visitor.submit(form.url.href, { username: who.username, password: who.password });
}

/** The whole sign-in, ending wherever the portal sends the browser (the desk, or its refusal). */
export async function signInStaff(visitor: Visitor, who: { username: string; password: string }, path?: string) {
  return typeCredentials(visitor, await startStaffSignIn(visitor, path), who);
}

/**
 * The identity provider's answer to the credentials, not followed into the portal: the
 * callback address with its code and state, for the tests that replay or change it.
 */
export async function callbackOf(visitor: Visitor, who: { username: string; password: string }, path?: string) {
  const form = await startStaffSignIn(visitor, path);
  const action = new URL(form.doc.querySelector("form")!.getAttribute("action")!, form.url);
  let response = await visitor.request(action.href, { form: { username: who.username, password: who.password } });
  // The provider's own hops (its resume address) until it points back at the portal.
  while (response.status === 303 || response.status === 302) {
    const next = new URL(response.headers.get("location")!, action);
    if (next.origin !== action.origin) return next;
    await response.body?.cancel();
    response = await visitor.request(next.href);
  }
  throw new Error(`The identity provider did not send the browser back: ${response.status}`);
}

/** The staff session sealed in a `__staff` cookie, to read or age it as time would. */
export type StaffCookieValue = {
  accessToken: string;
  name: string;
  agentNumber: string;
  roles: string[];
  signedInAt: number;
  lastSeenAt: number;
  expiresAt: number;
};

export function openStaffCookie(value: string): StaffCookieValue {
  const opened = unseal(value, [SESSION_SECRET], "__staff");
  if (!opened) throw new Error("The __staff cookie does not open with the run's secret");
  return opened.value as StaffCookieValue;
}

export function sealStaffCookie(value: StaffCookieValue) {
  return seal(value, [SESSION_SECRET], "__staff");
}

/** An agent's browser, signed in at the identity provider. */
export async function agentAt(who: { username: string; password: string } = AGENT) {
  const visitor = new Visitor();
  await signInStaff(visitor, who);
  return visitor;
}

/** The desk's search, posted as the agent types it; it ends on the results' page. */
export const findCaller = (visitor: Visitor, by: string, value: string) =>
  visitor.submit("/agentes/clientes", { by, value });

/** The results' links, each as its name and address. */
export function resultLinks(page: { doc: Document }) {
  return [...page.doc.querySelectorAll<HTMLAnchorElement>(".desk-results a")].map((link) => ({
    name: link.textContent,
    href: link.getAttribute("href")!,
  }));
}

/** The last consent code the sandbox sent the customer (what they read out to the agent). */
export const latestConsentCode = async (identification: string) =>
  (await outbox(identification)).filter((message) => message.purpose === "consent_code").at(-1)?.code;

/** The caller's page, from a search by DNI. */
export async function callerPage(visitor: Visitor, identification: string) {
  const results = await findCaller(visitor, "identification", identification);
  return visitor.open(resultLinks(results)[0]!.href);
}

/** The whole consent: the code asked, read from the outbox and typed; the page that follows. */
export async function serveWithConsent(visitor: Visitor, identification: string) {
  const asked = await visitor.submit((await callerPage(visitor, identification)).url.href, { intent: "ask" });
  return visitor.submit(asked.url.href, { code: (await latestConsentCode(identification))! });
}

/** A read-only attention (a customer without a verified contact). */
export async function serveReadOnly(visitor: Visitor, identification: string) {
  return visitor.submit((await callerPage(visitor, identification)).url.href, { intent: "read-only" });
}
