import { servedCustomer } from "~/utils/served-customer.server";
import type { StaffSession } from "~/utils/staff-session.server";

/** What the desk's frame shows of the agent's session: who, until when, and the caller being served (never a token). */
export function deskData(session: StaffSession) {
  const { name, agentNumber, roles, expiresAt } = session;
  const served = servedCustomer(session);
  return {
    agent: { name, agentNumber, roles },
    endsAt: new Date(expiresAt).toISOString(),
    served: served
      ? { name: served.name, access: served.access, until: new Date(served.expiresAt).toISOString() }
      : null,
  };
}

export type DeskData = ReturnType<typeof deskData>;
