import type { Features } from "./config.server";

/**
 * What switches a module: a flag of the portal's or of the API's capabilities, or a setting
 * whose presence means the module can work (the desk's identity provider).
 */
export type ModuleSwitch = keyof Features | "STAFF_OIDC_ISSUER";

/** Which modules are on now, by what switches them. */
export type ModulesOn = Record<ModuleSwitch, boolean>;

/**
 * The modules a flag switches off (docs/design.md#flags-and-environment), each with its
 * layout in app/routes/modules/. Apart from app/routes.ts so the server can read a built
 * route's flags too (the sitemap, decision 134): the route table imports React Router's
 * build tools, which a production image does not have.
 */
export const MODULES = {
  platform: "FLAG_PLATFORM",
  services: "FLAG_SERVICES",
  issues: "FLAG_ISSUES",
  "automatic-debit": "FLAG_AUTOMATIC_DEBIT",
  outages: "FLAG_OUTAGES",
  equipment: "FLAG_EQUIPMENT",
  visits: "FLAG_VISITS",
  // Capabilities of the API a provider may lack (decision 126).
  "payment-promise": "FLAG_PAYMENT_PROMISE",
  "payment-reports": "FLAG_PAYMENT_REPORTS",
  "online-payment": "FLAG_ONLINE_PAYMENT",
  hiring: "FLAG_HIRING",
  streaming: "FLAG_STREAMING",
  "job-applications": "FLAG_JOB_APPLICATIONS",
  "account-activity": "FLAG_ACCOUNT_ACTIVITY",
  // The call centre's desk (decision 140): on while its identity provider is configured and
  // the API offers `staff` (modulesOn).
  staff: "STAFF_OIDC_ISSUER",
} as const satisfies Record<string, ModuleSwitch>;
export type ModuleName = keyof typeof MODULES;

/**
 * The flag of a module's id (`module.issues.area` → FLAG_ISSUES): a module layout's, or the
 * customer area's own route, which is the platform's switch. The tests read the table with it.
 */
export function moduleFlag(id: string | undefined) {
  const name = id?.match(/^module\.([\w-]+)\./)?.[1] as ModuleName | undefined;
  return name ? MODULES[name] : undefined;
}
