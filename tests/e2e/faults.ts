import type { Page, Response } from "@playwright/test";
import { asked, ERROR_SCREEN, HEADINGS, type Outcome } from "../support/faults";
import { expect } from "./fixtures";

export { applyFault, callsOf, pendingRules, postsBetween, REQUIRED, type Fault, type Outcome } from "../support/faults";

const areaNav = (page: Page) => page.getByRole("navigation", { name: "Tu cuenta" });

/** The screen a fault led to, as the browser shows it (docs/faults.md). */
export async function expectOutcome(
  page: Page,
  response: Response | null,
  outcome: Outcome,
  path: string,
  options: { inFrame: boolean },
) {
  const here = new URL(page.url());
  switch (outcome.screen) {
    case "error":
      expect(response?.status()).toBe(outcome.status);
      expect(`${here.pathname}${here.search}`).toBe(asked(path));
      await expect(page).toHaveTitle(ERROR_SCREEN.title);
      await expect(page.getByText(`Error ${outcome.status}`)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_SCREEN.heading);
      for (const text of ERROR_SCREEN.texts) await expect(page.getByText(text)).toBeVisible();
      // Inside the customer area's frame for its pages: its navigation stays.
      await expect(areaNav(page)).toHaveCount(options.inFrame ? 1 : 0);
      return;
    case "tryLater":
      expect(response?.status()).toBe(503);
      expect(here.pathname).toBe("/intenta-mas-tarde");
      expect(here.searchParams.get("redirectTo")).toBe(asked(path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADINGS.tryLater);
      return;
    case "tooMany":
      expect(response?.status()).toBe(429);
      expect(here.pathname).toBe("/demasiados-intentos");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADINGS.tooMany);
      return;
    case "signIn":
      expect(here.pathname).toBe("/iniciar-sesion");
      expect(here.searchParams.get("redirectTo")).toBe(asked(path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADINGS.signIn);
      return;
    case "withoutBlock":
      expect(response?.status()).toBe(200);
      expect(`${here.pathname}${here.search}`).toBe(asked(path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcome.heading);
      await expect(page.getByRole("heading", { name: outcome.block })).toHaveCount(0);
      return;
  }
}
