import type { RouterContextProvider } from "react-router";
import { withApiErrors } from "~/api/failures.server";
import { getCustomerInfo } from "~/api/customer.server";
import type { ApiSession } from "~/api/transport.server";
import { getInstance } from "~/middleware/i18next.server";
import { requireNoOverdueInvoices, requireVerifiedEmail } from "~/utils/customer-guards.server";

/** The services module's preconditions (docs/design.md#guards); its flag is the route table's (app/routes/modules/services.ts). */

/** The add-on's hiring guards (has-email, has-not-billings), with the services' own toasts. */
export async function requireCanHireAddOn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  session: ApiSession,
) {
  const t = getInstance(context).getFixedT(null, "servicesServer");
  const info = await withApiErrors(request, () => getCustomerInfo(session));
  await requireVerifiedEmail({ request, context }, { info, message: t("toasts.needsEmail") });
  await requireNoOverdueInvoices({ request, context }, { message: t("toasts.hasOverdue") });
  return info;
}
