import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { HTTP_PORT_BASE, ISOLATED_HTTP_PORT_BASE } from "./tests/support/servers.ts";

// Unit and integration tests; the browser tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default leaves a core free: one file at a time on the 2-core CI machines, where
    // most files wait on servers in other processes. Two at a time there: 346 s → 258 s,
    // measured on this machine kind (26 Nov).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "sandbox/**/*.test.ts"],
          exclude: ["tests/e2e/**", "tests/http/**", "node_modules/**"],
        },
      },
      // What the running portals answer over HTTP: one set of servers for every file
      // (tests/http/servers.ts), started only when a file of this project runs.
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          exclude: ["tests/http/**/*.isolated.test.ts"],
          globalSetup: ["tests/http/servers.ts"],
          env: { TEST_PORT_BASE: String(HTTP_PORT_BASE) },
        },
      },
      // Faults on calls every caller makes (the public pages' data): servers of their own,
      // and one file at a time (decision 017).
      {
        extends: true,
        test: {
          name: "http-isolated",
          include: ["tests/http/**/*.isolated.test.ts"],
          globalSetup: ["tests/http/isolated-servers.ts"],
          env: { TEST_PORT_BASE: String(ISOLATED_HTTP_PORT_BASE) },
          fileParallelism: false,
        },
      },
    ],
  },
});
