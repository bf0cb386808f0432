/** The servers Playwright starts (see playwright.config.ts). */
const ports = { main: 3310, sandbox: 3311, production: 3320, staging: 3330 };

export const SERVERS = {
  ports,
  main: `http://127.0.0.1:${ports.main}`,
  sandbox: `http://127.0.0.1:${ports.sandbox}`,
  production: `http://127.0.0.1:${ports.production}`,
  staging: `http://127.0.0.1:${ports.staging}`,
};
