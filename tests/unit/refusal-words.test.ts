import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { refusalWords } from "~/api/refusal-words.server";
import { ApiError, GENERIC_ERROR } from "~/api/transport.server";
import spanish from "~/locales/es/forms.server";

// The API's refusal in the page's words (decision 132); here, without the language
// middleware, the page is Spanish. The English side is tests/http/words.test.ts.

const refusal = (status: number, message: string) =>
  new ApiError({ status, statusText: "", message, kind: "response", call: "test" });

describe("refusal words", () => {
  it("a refusal the API gave no message for gets the portal's words, by status, not the transport's stand-in", () => {
    const context = new RouterContextProvider();
    expect(refusalWords(refusal(422, GENERIC_ERROR), context).form).toBe(spanish.refusals.refused);
    expect(refusalWords(refusal(400, ""), context).form).toBe(spanish.refusals.refused);
    expect(refusalWords(refusal(409, GENERIC_ERROR), context).form).toBe(spanish.refusals.conflict);
    expect(refusalWords(refusal(404, GENERIC_ERROR), context).form).toBe(spanish.refusals.notFound);
  });

  it("on a Spanish page, the API's own words, for the form and for a field", () => {
    const words = refusalWords(refusal(422, "No tenés ese adicional"), new RouterContextProvider());
    expect(words.form).toBe("No tenés ese adicional");
    expect(words.field("Ya tenés registrado ese contacto")).toBe("Ya tenés registrado ese contacto");
  });
});
