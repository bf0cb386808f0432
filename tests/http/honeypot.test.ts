import { describe, expect, it } from "vitest";
import { routeTable } from "../support/route-table";
import { Visitor } from "../support/visitor";

/**
 * The honeypot out of every person's way (decision 109). Text browsers show every input
 * that is not `type="hidden"`, whatever hides it (no stylesheet, no `hidden` attribute, no
 * `aria-hidden`), and say who they are: their pages carry both fields as hidden inputs. Any
 * other browser gets the trap robots fill, a text input in a wrapper with the `hidden`
 * attribute (hidden with no stylesheet) and `aria-hidden` (screen readers), and the
 * timestamp as a hidden input. That robots are still caught is what the forms' own tests
 * check (a filled trap is refused: tests/unit/forms.test.ts, tests/portal/limits.test.ts).
 */

const TEXT_BROWSERS = {
  lynx: "Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9",
  w3m: "w3m/0.5.3+git20230121",
  links: "Links (2.28; Linux 6.1.0-28-amd64 x86_64; GNU C 12.2; text)",
  elinks: "ELinks/0.16.1.1 (textmode; Linux 6.1.0-28-amd64 x86_64; 80x24-2)",
};
const PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const TRAP = "nombre__confirmar";
const VALID_FROM = "desde__confirmar";

// The public forms a plain GET opens: the route table's pages that render the honeypot.
// The later steps of a flow (a hiring draft, a cancellation to confirm) send back to its first.
const formPages = routeTable()
  .filter((route) => route.page && !route.pattern.includes(":") && /<Honeypot\b/.test(route.source))
  .map((route) => route.pattern);

const open = (path: string, userAgent: string) => new Visitor().open(path, { headers: { "User-Agent": userAgent } });

describe("the honeypot out of people's way, robots' trap kept (decision 109)", () => {
  it("covers the public forms", () => {
    for (const path of [
      "/iniciar-sesion",
      "/password-reset",
      "/contratar/dejanos-tus-datos",
      "/work-with-us",
      "/baja",
      "/arrepentimiento",
    ]) {
      expect(formPages).toContain(path);
    }
  });

  it.each(formPages)("%s", async (path) => {
    const page = await open(path, PHONE);
    if (page.url.pathname !== path) return; // sent to the flow's first step, itself in the list
    expect(page.status).toBe(200);

    // A browser with a stylesheet: the trap is a text input robots fill, hidden without CSS from people and screen readers.
    const trap = page.doc.querySelector(`input[name="${TRAP}"]`)!;
    expect(trap.getAttribute("type")).toBe("text");
    expect(trap.getAttribute("value")).toBe("");
    const wrapper = trap.closest("[hidden]");
    expect(wrapper, "the trap's wrapper has the hidden attribute").not.toBeNull();
    expect(wrapper!.getAttribute("aria-hidden")).toBe("true");
    // The timestamp is no field of anyone's: a hidden input, no label.
    expect(page.doc.querySelector(`input[name="${VALID_FROM}"]`)!.getAttribute("type")).toBe("hidden");
    expect(page.doc.querySelector(`label[for="${VALID_FROM}"]`)).toBeNull();

    // Text browsers: both fields hidden inputs, nothing of the trap to read, and never shared by a cache.
    for (const [name, userAgent] of Object.entries(TEXT_BROWSERS)) {
      const text = await open(path, userAgent);
      expect(text.status, name).toBe(200);
      const fields = [...text.doc.querySelectorAll(`input[name="${TRAP}"], input[name="${VALID_FROM}"]`)];
      expect(
        fields.map((field) => field.getAttribute("type")),
        name,
      ).toEqual(["hidden", "hidden"]);
      expect(text.doc.querySelector(`input[name="${TRAP}"]`)!.getAttribute("value"), name).toBe("");
      expect(text.doc.querySelector(`[for="${TRAP}"], .honeypot`), name).toBeNull();
      expect(text.html, name).not.toMatch(/Dejá este campo vacío|Leave this field empty/);
      expect(text.headers.get("cache-control"), name).toBe("private, no-store");
    }
  });

  it("a text browser signs in with the fields its page gave it", async () => {
    const visitor = new Visitor();
    const headers = { "User-Agent": TEXT_BROWSERS.lynx };
    const form = await visitor.open("/iniciar-sesion", { headers });
    const fields: Record<string, string> = {};
    for (const input of form.doc.querySelectorAll("form[method=post] input[type=hidden]"))
      fields[input.getAttribute("name")!] = input.getAttribute("value") ?? "";
    expect(Object.keys(fields)).toEqual(expect.arrayContaining([TRAP, VALID_FROM]));
    const signedIn = await visitor.open("/iniciar-sesion", {
      headers,
      form: { ...fields, identification: "20304050" },
    });
    expect(signedIn.url.pathname).toBe("/mi-cuenta");
    expect(signedIn.status).toBe(200);
  });
});
