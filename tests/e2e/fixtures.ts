import { expect, test as base, type Page, type Response } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { RunOptions } from "axe-core";
import { proveToken, sandboxToken, sessionCookieValue } from "../support/sandbox";
import { SERVERS } from "../support/servers";

export { expect };

/** WCAG 2.1 A and AA, and axe's best practices; only violations are gathered in full. */
const AXE_RUN: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

/** axe's minified build: the package's main module is the same code unminified, twice the size. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe through @axe-core/playwright (decision 110), asked for violations only (its results
 * carried every pass and every inapplicable rule back). Legacy mode: the default mode
 * finishes each scan in a blank page of its own, and our pages have no frames for it to
 * gather (a scan fails if one appears). axe's minified build is put in the page once per
 * document, and the builder is given a source that only names it: its legacy mode
 * evaluates its source twice per scan, and the unminified default is twice the size (1 MB
 * through the DevTools protocol at every scan).
 */
export async function violations(page: Page) {
  expect(page.frames(), "axe runs in the page itself, not in its frames").toHaveLength(1);
  if (await page.evaluate(() => !("axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE }).options(AXE_RUN).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** The builder's "source" once axe is in the page: a reference that fails loudly if it is not. */
const AXE_IN_PAGE = "window.axe.run;";

/**
 * axe runs inside the page, which a page without JavaScript cannot do. So the exact HTML
 * the server sent, with its scripts removed, is scanned in the worker's scriptable scanner
 * tab, which loads it from the same URL (so styles and images load as they did).
 */
async function violationsWithoutJavaScript(page: Page, scanner: Page) {
  return violations(await showInScanner(scanner, page.url(), await page.content()));
}

/**
 * Shows `html`, its scripts removed, in the scanner tab as if served at `url` (the page's
 * own styles and images load). The tab's first page of an origin is loaded from that URL;
 * the next ones are written into its document, which keeps its window and so the axe put
 * in it once (a navigation would take axe's 500 KB into every page again).
 */
export async function showInScanner(scanner: Page, url: string, html: string) {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  if (scanner.url().startsWith(new URL(url).origin + "/")) {
    await scanner.evaluate((page) => {
      document.open();
      document.write(page);
      document.close();
    }, body);
    await scanner.waitForFunction(() => document.readyState === "complete");
  } else {
    await scanner.route(url, (route) => route.fulfill({ body, contentType: "text/html; charset=utf-8" }), { times: 1 });
    await scanner.goto(url);
  }
  // Colours are judged as they settle: CSS animations run without JavaScript too (a toast
  // fading in), and a scan made while one runs measures a contrast the page never keeps.
  await scanner.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  return scanner;
}

type Fixtures = {
  consoleErrors: string[];
  /** The project runs with JavaScript. */
  js: boolean;
  /** Goes to a URL and, with JavaScript, waits until the page is hydrated. */
  visit: (url: string) => Promise<Response | null>;
  /** An axe scan of the current page: no violations allowed. */
  expectAccessible: () => Promise<void>;
  /**
   * Signs the browser in without the sign-in page: a token from the sandbox, set as the
   * portal's session cookie. Answers the token.
   */
  signInAs: (identification: string, password?: string) => Promise<string>;
  /**
   * `signInAs` with a verified session (decision 097): proved through the sandbox API as the
   * customer would (a code to their first verified contact, read from the outbox), for
   * tests about a change rather than about the proof. Answers the token.
   */
  signInProved: (identification: string, password?: string) => Promise<string>;
};

export const test = base.extend<
  Fixtures,
  {
    /** The worker's scriptable tab, where the HTML of a page without JavaScript is scanned. */
    scanner: Page;
  }
>({
  scanner: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter: this one needs none.
  js: async ({}, use, testInfo) => {
    await use(testInfo.project.use.javaScriptEnabled !== false);
  },
  visit: async ({ page, js }, use) => {
    await use(async (url) => {
      const response = await page.goto(url);
      if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    });
  },
  expectAccessible: async ({ page, js, scanner }, use) => {
    await use(async () => {
      // Colours are judged as they settle: a toast fading in has not reached its contrast yet.
      if (js)
        await page.evaluate(() =>
          Promise.allSettled(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished),
          ),
        );
      expect(js ? await violations(page) : await violationsWithoutJavaScript(page, scanner)).toEqual([]);
    });
  },
  signInAs: async ({ context }, use) => {
    await use(async (identification, password) => {
      const token = await sandboxToken(identification, password);
      // Cookies belong to the host, not the port: every portal of the run sees it.
      await context.addCookies([
        {
          name: "__session",
          value: await sessionCookieValue(token),
          url: SERVERS.main,
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
      return token;
    });
  },
  signInProved: async ({ signInAs }, use) => {
    await use(async (identification, password) => proveToken(await signInAs(identification, password)));
  },
  // Browser errors fail the test: a CSP refusal or a missing file shows up here.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // Pages that answer 404/429/5xx on purpose log their own status, and so do forms
      // sent back with their errors (400) and the desk's refusal of someone without its roles (403). Chromium also reports a page transition (the
      // stylesheet's cross-document view transitions) it skipped because a test navigated
      // again before it ended; that is the browser's note, not the page's failure.
      const unexpected = errors.filter(
        (text) =>
          !/Failed to load resource: the server responded with a status of (400|403|404|413|429|500|502|503|504)/.test(
            text,
          ) && !/^Transition was aborted because of invalid state/.test(text),
      );
      expect(unexpected).toEqual([]);
    },
    { auto: true },
  ],
});
