import { Window } from "happy-dom";
import { sessionCookieValue } from "./sandbox";
import { SERVERS } from "./servers";

/**
 * What a browser does with a document request, without the browser: real HTTP to a running
 * portal, redirects followed with the cookies they set, and the HTML parsed so a test can
 * ask what the server said (decision 089). For checks of status codes, headers and plain
 * HTML; whatever needs a script, a style or a click stays in the browser tests.
 */

const window = new Window({
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableComputedStyleRendering: true },
});
const parser = new window.DOMParser();

export type Page = {
  status: number;
  /** Where the last redirect led. */
  url: URL;
  headers: Headers;
  html: string;
  doc: Document;
  /** Every address visited on the way, the first included. */
  visited: string[];
};

const collapse = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

export class Visitor {
  /** The cookie jar: cookies belong to the host, not the port, as in a browser. */
  readonly cookies = new Map<string, string>();

  readonly base: string;
  constructor(base: string = SERVERS.main) {
    this.base = base;
  }

  /** Signs in the way the browser tests' `signInAs` does: the portal's session cookie for an API token. */
  async signIn(token: string) {
    this.cookies.set("__session", await sessionCookieValue(token));
    return this;
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Keeps what a response sets; a cookie set empty, expired or with Max-Age=0 is removed. */
  keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const attribute = (key: string) =>
        attributes.map((part) => part.trim().split("=")).find(([k]) => k!.toLowerCase() === key)?.[1];
      const maxAge = attribute("max-age");
      const expires = attribute("expires");
      const gone =
        value === "" ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect followed: for a test of the answer itself. */
  async request(
    path: string,
    init: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
  ) {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { Cookie: this.cookieHeader, ...init.headers };
    let body: string | undefined;
    if (init.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers.Origin ??= url.origin;
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    this.keep(response);
    return response;
  }

  /** A document request as a browser makes it: redirects followed (a POST's with a GET), cookies kept. */
  async open(
    path: string,
    init: { headers?: Record<string, string>; form?: Record<string, string> } = {},
  ): Promise<Page> {
    const visited: string[] = [];
    let url = new URL(path, this.base);
    let response = await this.request(url.href, init);
    visited.push(url.href);
    for (let hops = 0; response.status >= 300 && response.status < 400 && response.headers.has("location"); hops++) {
      if (hops === 10) throw new Error(`Too many redirects from ${path}: ${visited.join(" → ")}`);
      await response.body?.cancel();
      url = new URL(response.headers.get("location")!, url);
      visited.push(url.href);
      response = await this.request(url.href, { headers: init.headers });
    }
    const html = await response.text();
    return {
      status: response.status,
      url,
      headers: response.headers,
      html,
      doc: parser.parseFromString(html, "text/html") as unknown as Document,
      visited,
    };
  }

  /**
   * Fills in and sends the page's form as a browser without JavaScript would: every field
   * as the page gave it (the honeypot's, a form's ticket, what the server filled in), then
   * `fields` over them. The form is the first that has one of `fields`.
   */
  async submit(path: string, fields: Record<string, string>): Promise<Page> {
    const page = await this.open(path);
    const forms = [...page.doc.querySelectorAll("form")].filter(
      (form) => (form.getAttribute("method") ?? "").toLowerCase() === "post",
    );
    const form =
      forms.find((candidate) => Object.keys(fields).some((name) => candidate.querySelector(`[name="${name}"]`))) ??
      forms[0];
    if (!form) throw new Error(`${page.url.pathname} has no form to send`);
    const sent: Record<string, string> = {};
    for (const input of form.querySelectorAll("input[name]")) {
      const type = (input.getAttribute("type") ?? "text").toLowerCase();
      if (["submit", "button", "image", "file", "reset"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !input.hasAttribute("checked")) continue;
      sent[input.getAttribute("name")!] =
        input.getAttribute("value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
    }
    for (const select of form.querySelectorAll("select[name]")) {
      const option = select.querySelector("option[selected]") ?? select.querySelector("option");
      sent[select.getAttribute("name")!] = option?.getAttribute("value") ?? option?.textContent ?? "";
    }
    for (const area of form.querySelectorAll("textarea[name]"))
      sent[area.getAttribute("name")!] = area.textContent ?? "";
    return this.open(new URL(form.getAttribute("action") ?? page.url.href, page.url).href, {
      form: { ...sent, ...fields },
    });
  }
}

/** The page's visible words, in order, with the whitespace collapsed (scripts and styles left out). */
export function textOf(doc: Document | Element) {
  const root = ("body" in doc ? doc.body : doc).cloneNode(true) as Element;
  for (const hidden of root.querySelectorAll("script, style, template")) hidden.remove();
  return collapse(root.textContent);
}

/** The text of the first element matching `selector` (empty when there is none). */
export const textAt = (doc: Document, selector: string) => collapse(doc.querySelector(selector)?.textContent);

export const heading = (doc: Document, level = 1) => textAt(doc, `h${level}`);

export const headings = (doc: Document) =>
  [...doc.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((element) => collapse(element.textContent));

/** The links whose accessible name (aria-label, else text) is `name`. */
export function links(doc: Document | Element, name: string | RegExp) {
  return [...doc.querySelectorAll("a[href]")].filter((link) => {
    const accessible = collapse(link.getAttribute("aria-label") ?? link.textContent);
    return typeof name === "string" ? accessible === name : name.test(accessible);
  });
}

/** The `href` of the one link named `name`; fails unless there is exactly one. */
export function hrefOf(doc: Document | Element, name: string | RegExp) {
  const found = links(doc, name);
  if (found.length !== 1) throw new Error(`Expected one link named ${name}, found ${found.length}`);
  return found[0]!.getAttribute("href");
}

/** The `<nav>` landmark labelled `label`, if the page has one. */
export const navigation = (doc: Document, label: string) => doc.querySelector(`nav[aria-label="${label}"]`);
