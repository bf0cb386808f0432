import type { RouterContextProvider } from "react-router";
import { withApiErrors } from "~/api/guards.server";
import { getCustomerInfo } from "~/api/customer.server";
import type { ApiSession } from "~/api/transport.server";
import { getInstance } from "~/middleware/i18next";
import { requireModules } from "~/utils/modules.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The services module's preconditions (DESIGN §4, §7). The lead unifies
 * `requireVerifiedEmail` and `requireNoOverdueInvoices` with the shared customer guards
 * (`app/utils/customer-guards.server.ts`) when the branches meet.
 */

/** The whole module is under FLAG_SERVICES: switched off, its pages answer 404. */
export function requireServices(request: Request) {
  requireModules(request, "FLAG_SERVICES");
}

const SETTINGS_PATH = "/mi-cuenta/ajustes";
const BILLING_PATH = "/mi-cuenta/facturacion";

type Info = Awaited<ReturnType<typeof getCustomerInfo>>;

/** has-email: a verified e-mail contact, else to the settings with a toast saying what to do. */
export async function requireVerifiedEmail(request: Request, context: Readonly<RouterContextProvider>, info: Info) {
  if (info.email && info.email_verified) return;
  const t = getInstance(context).getFixedT(null, "servicesServer");
  throw await redirectWithToast(request, SETTINGS_PATH, { kind: "warning", message: t("toasts.needsEmail") });
}

/** has-not-billings: no overdue invoice, else to the invoices with a toast. */
export async function requireNoOverdueInvoices(request: Request, context: Readonly<RouterContextProvider>, info: Info) {
  if (info.balance.overdue <= 0) return;
  const t = getInstance(context).getFixedT(null, "servicesServer");
  throw await redirectWithToast(request, BILLING_PATH, { kind: "warning", message: t("toasts.hasOverdue") });
}

/** Both hiring guards with one read of the account. */
export async function requireCanHireAddOn(request: Request, context: Readonly<RouterContextProvider>, session: ApiSession) {
  const info = await withApiErrors(request, () => getCustomerInfo(session));
  await requireVerifiedEmail(request, context, info);
  await requireNoOverdueInvoices(request, context, info);
  return info;
}
