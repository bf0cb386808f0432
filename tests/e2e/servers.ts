/**
 * The servers Playwright starts (see playwright.config.ts). `E2E_PORT_BASE` moves them
 * all, so two checkouts can run their browser tests side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3310);
const ports = { main: base, sandbox: base + 1, production: base + 10, staging: base + 20, platformOff: base + 30, modulesOff: base + 40, shortDeadline: base + 55 };

export const SERVERS = {
  ports,
  main: `http://127.0.0.1:${ports.main}`,
  sandbox: `http://127.0.0.1:${ports.sandbox}`,
  production: `http://127.0.0.1:${ports.production}`,
  staging: `http://127.0.0.1:${ports.staging}`,
  /** The main build with the customer area switched off (FLAG_PLATFORM=0). */
  platformOff: `http://127.0.0.1:${ports.platformOff}`,
  /** The main build with the optional modules switched off (FLAG_SERVICES, FLAG_ISSUES, FLAG_AUTOMATIC_DEBIT = 0). */
  modulesOff: `http://127.0.0.1:${ports.modulesOff}`,
  /** The main build with a short page deadline and API timeout, for the "slow API" rows of docs/faults.md. */
  shortDeadline: `http://127.0.0.1:${ports.shortDeadline}`,
};

/** The page deadline of the `shortDeadline` server: a slow API is given up on this soon. */
export const SHORT_PAGE_DEADLINE_MS = 1_500;

/** The API timeout of the `shortDeadline` server: what bounds a write (the deadline bounds reads). */
export const SHORT_API_TIMEOUT_MS = 3_000;

/** The session secret every portal of the run shares, so a test can sign a session cookie. */
export const SESSION_SECRET = "playwright-session-secret-0123456789";
