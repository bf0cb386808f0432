import type { APIRequestContext } from "@playwright/test";

/**
 * The honeypot fields a page's form carries, as a browser would send them: a public form
 * posted without them comes back as expired (decision 036).
 */
export async function honeypotFields(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const validFrom = /name="desde__confirmar"[^>]*value="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
  return { nombre__confirmar: "", desde__confirmar: validFrom };
}
