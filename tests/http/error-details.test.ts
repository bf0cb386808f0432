import { describe, expect, it } from "vitest";
import { heading, textAt, Visitor } from "../support/visitor";

// Error details in one language (decision 051): the error screen says what happened in the
// visitor's language, from its status; the only detail it adds is the spec's (docs/spec.md#errors)
// `Page not found: <path>`. Any other error's body is a detail for developers, in English,
// and never reaches the page.

const TOO_LARGE = { nombre: "a".repeat(40 * 1024) };

describe("error details", () => {
  it("a page that does not exist shows the spec's message with its path (docs/spec.md#errors)", async () => {
    const page = await new Visitor().open("/no-existe?x=1");
    expect(page.status).toBe(404);
    expect(textAt(page.doc, ".error-detail")).toBe("Page not found: /no-existe?x=1");
  });

  it("any other error shows its copy only, in Spanish or in English", async () => {
    const spanish = await new Visitor().open("/contratar/dejanos-tus-datos", { form: TOO_LARGE });
    expect(spanish.status).toBe(413);
    expect(heading(spanish.doc)).toBe("El formulario es demasiado grande");
    expect(spanish.doc.querySelector(".error-detail")).toBeNull();

    const english = await new Visitor().open("/contratar/dejanos-tus-datos?lng=en", { form: TOO_LARGE });
    expect(english.status).toBe(413);
    expect(english.doc.documentElement.getAttribute("lang")).toBe("en");
    expect(english.doc.querySelector(".error-detail")).toBeNull();
  });
});
