/**
 * The servers a test run starts: the portal with its own sandbox API, and the same build
 * configured otherwise. Playwright starts the ones browser tests need (playwright.config.ts);
 * vitest's `http` project starts the whole set on ports of its own (tests/http/servers.ts).
 * `E2E_PORT_BASE` moves them all, so two checkouts can run their tests side by side.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3310);

/** Where vitest's HTTP tests start their servers: away from the browser tests' ones. */
export const HTTP_PORT_BASE = E2E_PORT_BASE + 200;

/** vitest's HTTP tests that fault every caller's calls: a set of servers of their own. */
export const ISOLATED_HTTP_PORT_BASE = E2E_PORT_BASE + 300;

export function serversAt(base: number) {
  const ports = {
    main: base,
    sandbox: base + 1,
    /** The staff identity provider `main` starts beside its sandbox (decision 140). */
    idp: base + 2,
    production: base + 10,
    staging: base + 20,
    platformOff: base + 30,
    modulesOff: base + 40,
    shortDeadline: base + 55,
  };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    ports,
    main: url(ports.main),
    sandbox: url(ports.sandbox),
    /** The staff identity provider: its issuer identifier. */
    idp: url(ports.idp),
    production: url(ports.production),
    staging: url(ports.staging),
    /** The main build with the customer area switched off (FLAG_PLATFORM=0). */
    platformOff: url(ports.platformOff),
    /** The main build with the optional modules and the API's optional capabilities switched off (every FLAG_* but FLAG_PLATFORM = 0). */
    modulesOff: url(ports.modulesOff),
    /** The main build with a short page deadline and API timeout, for the "slow API" rows of docs/faults.md. */
    shortDeadline: url(ports.shortDeadline),
  };
}

export type Servers = ReturnType<typeof serversAt>;
export type ServerName = Exclude<keyof Servers, "ports" | "sandbox" | "idp">;

/** The servers of the runner this module is loaded in (vitest's `http` project sets `TEST_PORT_BASE`). */
export const SERVERS = serversAt(Number(process.env.TEST_PORT_BASE ?? E2E_PORT_BASE));

/** The page deadline of the `shortDeadline` server: a slow API is given up on this soon. */
export const SHORT_PAGE_DEADLINE_MS = 1_500;

/** The API timeout of the `shortDeadline` server: what bounds a write (the deadline bounds reads). */
export const SHORT_API_TIMEOUT_MS = 3_000;

/** The session secret every portal of the run shares, so a test can sign a session cookie. */
export const SESSION_SECRET = "playwright-session-secret-0123456789";

/**
 * The portal's API key (decision 127): every portal of the run sends it, the run's sandbox
 * knows it as client `portal`, and tests that call the sandbox directly send it too.
 */
export const API_KEY = "test-run-portal-api-key-0123456789abcdef";

/** Another client the run's sandbox knows (the provider's app, say): a hand-over code made for it is not the portal's. */
export const OTHER_CLIENT = { id: "app-movil", key: "test-run-app-movil-key-0123456789abcdef" };

/**
 * The audience of the staff's access tokens (decision 140): what `main`'s identity provider
 * issues them for, and what the sandbox expects in them.
 */
export const STAFF_AUDIENCE = "urn:nodo-sur:api";

/**
 * The environment of each server: `main` starts the sandbox (faults on, a fresh database)
 * and the staff identity provider (the call centre's desk is on there only); the others
 * share the sandbox. `mapTiles`: the sandbox's stand-in tiles, so no test reaches the internet.
 */
export function serverEnvironments(servers: Servers, databaseFile: string): Record<ServerName, Record<string, string>> {
  const common = {
    NODE_ENV: "production",
    SESSION_SECRET,
    API_KEY,
    API_POLLING: "0",
    MAP_TILES_URL: `${servers.sandbox}/tiles/{z}/{x}/{y}.png`,
    // Every test comes from 127.0.0.1: the per-address limits are tested apart (tests/portal/limits.test.ts).
    RATE_LIMIT_SIGN_IN: "100000/60",
    RATE_LIMIT_SIGN_IN_REFUSED: "100000/60",
    RATE_LIMIT_FORMS: "100000/60",
    RATE_LIMIT_FORMS_REFUSED: "100000/60",
    RATE_LIMIT_FORMS_IDENTIFICATIONS: "100000/60",
    // No load shedding: on two busy cores a test's page must not come back a 503 because a
    // neighbour held the CPU; tests/portal/load-shedding.test.ts turns it on (decision 107).
    LOAD_SHED_DELAY_MS: "0",
    // No metrics listener (npm start's default is PORT + 2): tests/portal/metrics.test.ts asks for one.
    METRICS_PORT: "",
  };
  const shared = { ...common, API_BASE_URL: servers.sandbox };
  return {
    // The main portal, with its own sandbox API (fault switch on) and a fresh database.
    main: {
      ...common,
      APP_ENV: "development",
      SANDBOX_PORT: String(servers.ports.sandbox),
      SANDBOX_DB: databaseFile,
      SANDBOX_FAULTS: "1",
      API_BASE_URL: "",
      SANDBOX_CLIENT_KEYS: `portal:${API_KEY},${OTHER_CLIENT.id}:${OTHER_CLIENT.key}`,
      // start.mjs starts the identity provider here and gives its issuer to the portal and the
      // sandbox (SANDBOX_STAFF_ISSUER, SANDBOX_STAFF_AUDIENCE).
      IDP_PORT: String(servers.ports.idp),
      STAFF_OIDC_ISSUER: "",
      STAFF_OIDC_AUDIENCE: STAFF_AUDIENCE,
    },
    // The same build configured as production and as staging, for the environment rules.
    production: { ...shared, APP_ENV: "production" },
    // Staging also names its canonical origin, which robots.txt and the sitemap use (decision 134).
    staging: { ...shared, APP_ENV: "staging", PUBLIC_ORIGIN: "https://portal.nodosur.example" },
    // The customer area switched off: its links hidden, its pages 404.
    platformOff: { ...shared, APP_ENV: "development", FLAG_PLATFORM: "0" },
    // The customer area on, its optional modules off: their pages 404, their links hidden.
    // (The capabilities of decision 126 too: everything but the customer area itself.)
    modulesOff: {
      ...shared,
      APP_ENV: "development",
      FLAG_SERVICES: "0",
      FLAG_ISSUES: "0",
      FLAG_AUTOMATIC_DEBIT: "0",
      FLAG_EQUIPMENT: "0",
      FLAG_OUTAGES: "0",
      FLAG_VISITS: "0",
      FLAG_QUICK_ACCESS: "0",
      FLAG_ONLINE_PAYMENT: "0",
      FLAG_PAYMENT_REPORTS: "0",
      FLAG_PAYMENT_PROMISE: "0",
      FLAG_HIRING: "0",
      FLAG_STREAMING: "0",
      FLAG_JOB_APPLICATIONS: "0",
      FLAG_ACCOUNT_ACTIVITY: "0",
    },
    // A short page deadline and API timeout: the "slow API" rows of the fault table answer within seconds.
    shortDeadline: {
      ...shared,
      APP_ENV: "development",
      API_PAGE_DEADLINE_MS: String(SHORT_PAGE_DEADLINE_MS),
      API_TIMEOUT_MS: String(SHORT_API_TIMEOUT_MS),
    },
  };
}
