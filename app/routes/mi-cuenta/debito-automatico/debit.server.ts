import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Connection, CustomerInfo } from "../../../../contract/customer";
import { getCustomerInfo, listConnections } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { requireNoOverdueInvoices, requireVerifiedEmail } from "~/utils/customer-guards.server";
import { streetAddress } from "~/utils/format";
import { formKeyField } from "~/utils/forms.server";

/** The automatic debit's screens: its state as the API tells it, the services to choose, the guards. */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A service the customer may pay by automatic debit, as a checkbox shows it. */
export type ServiceChoice = { id: number; plan: string; kind: "internet" | "tv"; connection: string; address: string };

export function serviceChoices(connections: Connection[]): ServiceChoice[] {
  return connections.flatMap((connection) =>
    connection.services.map((service) => ({
      id: service.id,
      plan: service.plan.name,
      kind: service.kind,
      connection: connection.number,
      address: `${streetAddress(connection.address)}, ${connection.address.locality}`,
    })),
  );
}

/** The debit (or none) and the customer's services, read together. */
export async function loadDebit(session: ApiSession) {
  const [info, connections] = await Promise.all([getCustomerInfo(session), listConnections(session)]);
  return { info, debit: info.debit_subscription, services: serviceChoices(connections) };
}

/** For a loader: the debit, API failures turned into their pages. */
export async function readDebit({ request, context }: Args) {
  const session = getApiSession(context);
  return withApiErrors(request, () => loadDebit(session));
}

/** Ids the customer does not have, among those chosen. */
export const notTheirs = (chosen: number[], services: ServiceChoice[]) =>
  chosen.filter((id) => !services.some((service) => service.id === id));

/** A redirect thrown by a guard (a Response) goes on; anything else is the form's to show. */
export function rethrowRedirect(error: unknown) {
  if (error instanceof Response) throw error;
}

/** A debit that is running or on its way: there is nothing to request, only to manage. */
export const isUnderWay = (debit: CustomerInfo["debit_subscription"]) =>
  debit?.status === "active" || debit?.status === "pending";

/** has-email and has-not-billings (docs/design.md#guards), with this screen's words. */
export async function requireCanRequestDebit(args: Args, info: CustomerInfo) {
  const t = getInstance(args.context).getFixedT(null, "debitServer");
  await requireVerifiedEmail(args, { info, message: t("toasts.needsEmail") });
  await requireNoOverdueInvoices(args, { message: t("toasts.hasOverdue") });
}

/** A list of service ids, at least one (whether they are the customer's is checked against the API's list). */
function servicesField(t: ReturnType<typeof debitMessages>) {
  return z
    .array(
      z.coerce
        .number({ error: t("errors.servicesNotYours") })
        .int(t("errors.servicesNotYours"))
        .positive(t("errors.servicesNotYours")),
      {
        error: t("errors.services"),
      },
    )
    .min(1, t("errors.services"))
    .transform((ids) => [...new Set(ids)]);
}

export function requestSchema(t: ReturnType<typeof debitMessages>) {
  return z.object({ idempotency_key: formKeyField(t("errors.formKey")), services: servicesField(t) });
}

/** The management page's two forms, told apart by `intent`: which services, and cancelling. */
export function manageSchema(t: ReturnType<typeof debitMessages>, unknownForm: string) {
  return z.discriminatedUnion(
    "intent",
    [z.object({ intent: z.literal("update"), services: servicesField(t) }), z.object({ intent: z.literal("cancel") })],
    { error: unknownForm },
  );
}

export const debitMessages = (context: Readonly<RouterContextProvider>) =>
  getInstance(context).getFixedT(null, "debitServer");
