import { expect } from "vitest";
import { asked, ERROR_SCREEN, HEADINGS, type Outcome } from "../support/faults";
import { heading, headings, navigation, textOf, type Page } from "../support/visitor";

export { applyFault, callsOf, pendingRules, postsBetween, REQUIRED, type Fault, type Outcome } from "../support/faults";

const here = (page: Page) => `${page.url.pathname}${page.url.search}`;

/** The screen a fault led to, as the server answers it (docs/faults.md); tests/e2e/faults.ts checks the same in the browser. */
export function expectOutcome(page: Page, outcome: Outcome, path: string, options: { inFrame: boolean }) {
  const where = `${path} → ${here(page)}`;
  switch (outcome.screen) {
    case "error":
      expect(page.status, where).toBe(outcome.status);
      expect(here(page), where).toBe(asked(path));
      expect(page.doc.title, where).toBe(ERROR_SCREEN.title);
      expect(heading(page.doc), where).toBe(ERROR_SCREEN.heading);
      for (const text of [`Error ${outcome.status}`, ...ERROR_SCREEN.texts])
        expect(textOf(page.doc), where).toContain(text);
      // Inside the customer area's frame for its pages: its navigation stays.
      expect(navigation(page.doc, "Tu cuenta") !== null, where).toBe(options.inFrame);
      return;
    case "tryLater":
      expect(page.status, where).toBe(503);
      expect(page.url.pathname, where).toBe("/intenta-mas-tarde");
      expect(page.url.searchParams.get("redirectTo"), where).toBe(asked(path));
      expect(heading(page.doc), where).toBe(HEADINGS.tryLater);
      return;
    case "tooMany":
      expect(page.status, where).toBe(429);
      expect(page.url.pathname, where).toBe("/demasiados-intentos");
      expect(heading(page.doc), where).toBe(HEADINGS.tooMany);
      return;
    case "signIn":
      expect(page.url.pathname, where).toBe("/iniciar-sesion");
      expect(page.url.searchParams.get("redirectTo"), where).toBe(asked(path));
      expect(heading(page.doc), where).toBe(HEADINGS.signIn);
      return;
    case "withoutBlock":
      expect(page.status, where).toBe(200);
      expect(here(page), where).toBe(asked(path));
      if (typeof outcome.heading === "string") expect(heading(page.doc), where).toBe(outcome.heading);
      else expect(heading(page.doc), where).toMatch(outcome.heading);
      // As a browser test's getByRole("heading", { name }) finds it: any heading holding those words.
      expect(
        headings(page.doc).filter((text) => text.toLowerCase().includes(outcome.block.toLowerCase())),
        where,
      ).toEqual([]);
      return;
  }
}
