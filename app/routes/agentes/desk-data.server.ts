import { servedCustomer } from "~/utils/served-customer.server";
import { readStaffSession, type StaffSession } from "~/utils/staff-session.server";

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

/** The desk's frame for the request's agent (the root's data): null without a staff session that is on. */
export function deskOf(request: Request) {
  const current = readStaffSession(request);
  return current.state === "active" ? deskData(current.session) : null;
}
