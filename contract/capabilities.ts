import { z } from "zod";

/**
 * What a provider's API may offer beyond the core (decision 125). The core is what every
 * API behind the portal must answer: `GET /status`, the plans, the localities and the
 * consumer's cancellation and withdrawal requests (the law asks every provider for them).
 * Everything else is a capability: an API that lacks one leaves the portal's pages of it
 * out, never broken.
 *
 * The API says which it offers in `GET /status` (`capabilities`); the portal's flag of
 * each one, when set, overrides what the API says. A call of a capability that answers
 * 404 (a call without an id) or 501 tells the portal the same thing.
 */
export const CAPABILITIES = {
  customer_area: {
    flag: "FLAG_PLATFORM",
    summary:
      "Customers sign in with a password, see their account, invoices and payments, manage contacts and prove who they are.",
  },
  quick_access: {
    flag: "FLAG_QUICK_ACCESS",
    summary:
      "Sign-in with the identification alone (a DNI or CUIT): a session that reads, pays and files claims, and must prove itself before changing the account.",
  },
  online_payment: {
    flag: "FLAG_ONLINE_PAYMENT",
    summary: "Paying invoices online through the provider's payment site, and the list of those payments.",
  },
  payment_reports: {
    flag: "FLAG_PAYMENT_REPORTS",
    summary: "Reporting a payment made elsewhere, with its receipt.",
  },
  payment_promise: {
    flag: "FLAG_PAYMENT_PROMISE",
    summary: "A promise to pay overdue invoices within a few days, which may reconnect a suspended line.",
  },
  automatic_debit: {
    flag: "FLAG_AUTOMATIC_DEBIT",
    summary: "Automatic debit of the monthly invoices from a card.",
  },
  hiring: {
    flag: "FLAG_HIRING",
    summary:
      "Applying for a connection: the applicant's checks, coverage, the application and the sales attempt (and the geocoder at GEOCODER_URL).",
  },
  streaming: {
    flag: "FLAG_STREAMING",
    summary: "The DIRECTV GO streaming add-on: its catalogue, banners and subscription.",
  },
  claims: {
    flag: "FLAG_ISSUES",
    summary: "Claims (reclamos): filing, following, replying, attaching files, rating.",
  },
  visits: {
    flag: "FLAG_VISITS",
    summary: "Technician visits for a claim: free windows, booking, moving, cancelling.",
  },
  outages: {
    flag: "FLAG_OUTAGES",
    summary: "Outages by area, for anyone and for the customer's connections.",
  },
  equipment: {
    flag: "FLAG_EQUIPMENT",
    summary: "The state of the customer's equipment and its remote restart.",
  },
  job_applications: {
    flag: "FLAG_JOB_APPLICATIONS",
    summary: "The work-with-us form and its CV.",
  },
  account_activity: {
    flag: "FLAG_ACCOUNT_ACTIVITY",
    summary:
      "The account's activity (\"Actividad de tu cuenta\"): the customer's sign-ins and changes, who made each (the customer, or the call centre's agent) and from where.",
  },
  staff: {
    flag: "FLAG_STAFF",
    summary:
      "Call-centre staff signed in at the provider's OpenID Connect identity provider: finding a caller's account, acting on it with the customer's consent (a code to their verified contact) or read-only, applications by phone, and the supervisors' view of agents' actions.",
  },
} as const;

export type Capability = keyof typeof CAPABILITIES;
export type CapabilityFlag = (typeof CAPABILITIES)[Capability]["flag"];

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

export const isCapability = (name: string): name is Capability => Object.hasOwn(CAPABILITIES, name);

/** A capability's name, or "core" for what every API must answer. */
export type CapabilityOrCore = Capability | "core";

/**
 * The capabilities an API lists in `GET /status`. Names it does not know are kept out, so
 * an API may list capabilities of a newer portal.
 */
export const CapabilityList = z
  .array(z.string().max(64))
  .max(100)
  .describe(
    "The optional capabilities this API offers, by name. A capability not listed is not offered; names a portal does not know are ignored. " +
      `Known names: ${CAPABILITY_NAMES.join(", ")}.`,
  );
