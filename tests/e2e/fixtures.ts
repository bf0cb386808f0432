import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type Page, type Response } from "@playwright/test";
import { sandboxToken, sessionCookieValue } from "./sandbox";
import { SERVERS } from "./servers";

export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * axe runs inside the page, which a page without JavaScript cannot do. So the exact HTML
 * the server sent, with its scripts removed, is scanned in a second, scriptable tab
 * that loads it from the same URL (so styles and images load as they did).
 */
async function violationsWithoutJavaScript(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const scanned = await context.newPage();
    const url = page.url();
    await scanned.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await scanned.goto(url);
    return await violations(scanned);
  } finally {
    await context.close();
  }
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
};

export const test = base.extend<Fixtures>({
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
  expectAccessible: async ({ page, js, browser }, use) => {
    await use(async () => {
      // Colours are judged as they settle: a toast fading in has not reached its contrast yet.
      if (js) await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)));
      expect(js ? await violations(page) : await violationsWithoutJavaScript(page, browser)).toEqual([]);
    });
  },
  signInAs: async ({ context }, use) => {
    await use(async (identification, password) => {
      const token = await sandboxToken(identification, password);
      // Cookies belong to the host, not the port: every portal of the run sees it.
      await context.addCookies([{ name: "__session", value: await sessionCookieValue(token), url: SERVERS.main, httpOnly: true, sameSite: "Lax" }]);
      return token;
    });
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
      // sent back with their errors (400). Chromium also reports a page transition (the
      // stylesheet's cross-document view transitions) it skipped because a test navigated
      // again before it ended; that is the browser's note, not the page's failure.
      const unexpected = errors.filter(
        (text) =>
          !/Failed to load resource: the server responded with a status of (400|404|413|429|500|502|503|504)/.test(text) &&
          !/^Transition was aborted because of invalid state/.test(text),
      );
      expect(unexpected).toEqual([]);
    },
    { auto: true },
  ],
});
