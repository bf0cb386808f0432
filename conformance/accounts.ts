import { readFileSync } from "node:fs";
import { z } from "zod";
import { cuitHolder, Identification, isDni } from "../contract/identification.ts";

/**
 * The accounts file: test accounts of the API under test, named by the situation each one
 * is in. The kit signs in with them and checks what the portal relies on in that situation;
 * a situation the file leaves out is reported, with the checks it would have allowed.
 *
 * An account without `password` signs in with the identification alone (quick access,
 * `POST /auth/customers`); one with it, with the password (`POST /auth/login`), which also
 * proves the session: the kit cannot read a code from the customer's inbox.
 */

const Account = z.object({ identification: Identification, password: z.string().min(1).optional() }).strict();
export type Account = z.infer<typeof Account>;

export const SITUATIONS = {
  password: "an account with a password: a verified session, the one that changes things",
  overdue_invoice:
    "an account without a password and with an overdue invoice: quick access, paying, claims, and whose records the password account must not reach",
  suspended_line: "an account with a suspended line that a promise to pay reconnects",
  equipment_online:
    "an account whose equipment is online and may be restarted (with a password: a restart needs proof)",
  claim_needs_technician:
    "an account with an open claim that needs a technician's visit (with a password: booking needs proof)",
  company: "a company, signed in by its CUIT",
  outage_in_area: "an account with a connection in the area of an outage not yet resolved",
  not_a_customer:
    "a DNI that is not a customer's nor on the debtors list: refused sign-in, cancellations and withdrawals that reach nobody, a hiring applicant",
} as const;

export type Situation = keyof typeof SITUATIONS;

export const Accounts = z
  .object({
    password: Account.extend({ password: z.string().min(1) }).optional(),
    overdue_invoice: Account.optional(),
    suspended_line: Account.optional(),
    /** `connection`: the connection's number (`CN-4101`), when the account has more than one. */
    equipment_online: Account.extend({ connection: z.string().min(1).optional() }).optional(),
    /** `claim`: the claim's number (`R-104310`); without it, the account's first open claim that needs a visit. */
    claim_needs_technician: Account.extend({ claim: z.string().min(1).optional() }).optional(),
    company: Account.refine((account) => cuitHolder(account.identification) === "company", {
      message: "A company's CUIT: 11 digits, prefix 30, 33 or 34 and a right check digit",
      path: ["identification"],
    }).optional(),
    outage_in_area: Account.optional(),
    not_a_customer: z
      .object({ identification: z.string().refine(isDni, "A DNI: 7 or 8 digits") })
      .strict()
      .optional(),
  })
  .strict();
export type Accounts = z.infer<typeof Accounts>;

/** The accounts file read and checked: a mistake in it stops the run with the field named. */
export function readAccounts(path: string): Accounts {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`The accounts file ${path} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = Accounts.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new Error(`The accounts file ${path} is not valid:\n  ${issues.join("\n  ")}`);
  }
  return parsed.data;
}

export const missingSituations = (accounts: Accounts): Situation[] =>
  (Object.keys(SITUATIONS) as Situation[]).filter((situation) => accounts[situation] === undefined);
