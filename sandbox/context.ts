import type { Capability } from "../contract/capabilities.ts";
import type { ClientKeys } from "./clients.ts";
import type { Db } from "./db.ts";
import type { FaultSwitch } from "./faults.ts";
import type { PromiseRules } from "./routes/payment-promise.ts";
import type { StaffMember, StaffVerifier } from "./staff.ts";

/** What every route group needs: the database, how to build public links, and the time. */
export type Sandbox = {
  db: Db;
  /** Origin the sandbox is reached at, for links it hands out (checkout pages, files, PDFs). */
  publicUrl: string;
  now: () => Date;
  faults: FaultSwitch;
  /** How long a proved token stays verified without being used (decision 097); each call restarts it. */
  proofWindowMs: number;
  /** The promise to pay's rules (decision 119). */
  promiseRules: PromiseRules;
  /** The optional capabilities it offers (decision 126): the others' calls answer 404, as an API without them would. */
  capabilities: ReadonlySet<Capability>;
  /** The clients it knows by their `X-Api-Key` (decision 127); none: open, and hand-over codes bound to no one. */
  clients: ClientKeys;
  /** Verifies call-centre staff's access tokens (decision 141); none without `SANDBOX_STAFF_ISSUER`: no staff. */
  staff: StaffVerifier | undefined;
};

export type CustomerRow = {
  id: number;
  identification: string;
  kind: "person" | "company";
  name: string;
  password_hash: string | null;
};

/** The customer a bearer token opens, with that token's proof (decision 097) and its agent (decision 141). */
export type SessionCustomer = CustomerRow & {
  session: {
    tokenHash: string;
    /** Until when the token is verified (already extended by this call); null: quick access. */
    verifiedUntil: string | null;
    /** The agent who holds the token for the customer; null: the customer's own token. */
    agentNumber: string | null;
    /** An agent's token: with the customer's consent, or read-only; null: the customer's own. */
    access: "consent" | "read_only" | null;
  };
};

export type SandboxEnv = {
  Variables: {
    customer: SessionCustomer;
    /** The client its `X-Api-Key` names, when the sandbox knows clients and the key is one of theirs. */
    client: string | undefined;
    /** The address the call is made for (`X-Client-Address` from a client it trusts, else the caller's); null: unknown. */
    clientAddress: string | null;
    /** The call-centre staff member of a `/staff/...` call. */
    staff: StaffMember;
  };
};
