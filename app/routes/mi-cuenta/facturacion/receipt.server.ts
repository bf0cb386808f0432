import type { StoredFile } from "../../../../contract/common";
import type { ApiSession } from "~/api/transport.server";
import { getConfig } from "~/config.server";

/**
 * A file of the API (a report's receipt) handed to the browser by the portal (DESIGN §9):
 * fetched here with the customer's token and streamed on, so the API's address never
 * reaches a page. Private and never cached: it is the customer's document; shown as the
 * type the API checked by its content, never sniffed.
 */

/** Types a browser may show in the page; anything else is a download. */
const SHOWN_INLINE = new Set(["application/pdf", "image/jpeg", "image/png"]);

export async function streamApiFile(session: ApiSession, file: Pick<StoredFile, "url" | "name" | "content_type">): Promise<Response> {
  let answer: Response;
  try {
    answer = await fetch(file.url, {
      headers: { Authorization: `Bearer ${session.token}` },
      signal: AbortSignal.timeout(getConfig().API_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(error);
    return new Response("El archivo no está disponible en este momento", { status: 502, headers: { "Cache-Control": "no-store" } });
  }
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel();
    const status = answer.status === 404 ? 404 : 502;
    return new Response("El archivo no está disponible en este momento", { status, headers: { "Cache-Control": "no-store" } });
  }
  const type = file.content_type.toLowerCase();
  const headers = new Headers({
    "Content-Type": type,
    "Content-Disposition": contentDisposition(SHOWN_INLINE.has(type) ? "inline" : "attachment", file.name),
    "Cache-Control": "private, no-store",
    // `X-Content-Type-Options: nosniff` comes with every response of the portal's server (decision 045).
  });
  const length = answer.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(answer.body, { status: 200, headers });
}

/** `inline; filename="comprobante.pdf"; filename*=UTF-8''comprobante.pdf`: an ASCII name for old clients, the real one for the rest. */
export function contentDisposition(kind: "inline" | "attachment", name: string) {
  const ascii = name.normalize("NFD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "_") || "archivo";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
