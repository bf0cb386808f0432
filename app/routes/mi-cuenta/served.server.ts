import { href, type MiddlewareFunction, redirect } from "react-router";
import { apiSessionContext } from "~/utils/api-session.server";
import { ATTENTION_LAPSED_PATH, servedCustomer } from "~/utils/served-customer.server";
import { currentPath, getAccessToken, loginPath } from "~/utils/session.server";
import { countsAsActivity, readStaffSession, requireStaff } from "~/utils/staff-session.server";

/**
 * The customer area served for a caller (decision 144): the area's pages, at their own
 * addresses, with the caller's delegated token instead of a customer's session, for an
 * agent who holds the caller's consent (or a read-only attention).
 */

/**
 * The area's pages an agent may open for a caller, by their route pattern: what a call
 * needs. Everything else (online payment with a card, automatic debit, contacts, the
 * password, proving identity, the streaming add-on's changes, the speed test, which would
 * measure the agent's own line) is the customer's own.
 */
const FOR_A_CALLER = new Set<string>([
  "/mi-cuenta",
  "/mi-cuenta/facturacion",
  "/mi-cuenta/facturacion/factura/:id",
  "/mi-cuenta/facturacion/factura/:id/pdf",
  "/mi-cuenta/facturacion/factura/:id/codigo-de-barras.svg",
  "/mi-cuenta/facturacion/factura/:id/qr.svg",
  "/mi-cuenta/facturacion/compromiso-de-pago",
  "/mi-cuenta/mis-pagos",
  "/mi-cuenta/facturacion/informar-pago",
  "/mi-cuenta/facturacion/informar-pago/crear",
  "/mi-cuenta/facturacion/informe/:id",
  "/mi-cuenta/facturacion/informe/:id/comprobante",
  "/mi-cuenta/servicios",
  "/mi-cuenta/servicios/internet",
  "/mi-cuenta/servicios/dgo",
  "/mi-cuenta/servicios/:id",
  "/mi-cuenta/mi-conexion",
  "/mi-cuenta/mi-conexion/:id/diagnostico",
  "/mi-cuenta/mi-conexion/:id/reiniciar",
  "/mi-cuenta/cortes/:id/avisarme",
  "/mi-cuenta/reclamos",
  "/mi-cuenta/reclamos/crear",
  "/mi-cuenta/reclamos/:id",
  "/mi-cuenta/reclamos/:id/archivos/:fileId",
  "/mi-cuenta/reclamos/:id/visita",
  "/mi-cuenta/actividad",
  // The area's own 404, for an address that is no page.
  "/mi-cuenta/*",
] satisfies (Parameters<typeof href>[0] | "/mi-cuenta/*")[]);

/** Whether an agent may open the area's page of this route pattern for a caller (`mi-cuenta/...`, as React Router gives it). */
export function openForACaller(pattern: string) {
  return FOR_A_CALLER.has(pattern.startsWith("/") ? pattern : `/${pattern}`);
}

/**
 * The area's session: the customer's own when their session cookie is there (decision 140:
 * a browser never holds both); else, for an agent serving a caller, the caller's token, on
 * the pages a call needs, each request counting as the agent's activity. An agent with no
 * attention going on is sent to the desk's search, and one on a page that is the
 * customer's own to the desk's page that says so; a stranger goes to the customer's sign-in.
 */
export const areaSession: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const token = await getAccessToken(request);
  if (token) {
    context.set(apiSessionContext, { token });
    return next();
  }
  // No session of either kind: the customer's sign-in, as always; an agent's that ended, the desk's.
  if (readStaffSession(request).state === "none") throw redirect(loginPath(currentPath(request)));
  const session = await requireStaff(request);
  const served = servedCustomer(session);
  // No attention on (never begun, or its time ran out here): the search, saying so when it ran out.
  if (!served) throw redirect(session.served ? ATTENTION_LAPSED_PATH : href("/agentes/clientes"));
  // A redirect, not a thrown 403: a middleware's error would render at the root, without the desk's frame.
  if (!openForACaller(pattern)) throw redirect(href("/agentes/atencion/solo-el-cliente"));
  context.set(apiSessionContext, { token: served.token });
  return countsAsActivity(request, await next());
};
