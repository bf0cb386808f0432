import type { StoredFile } from "../../../../contract/common";
import { downloadHeaders, fetchApiFile } from "~/api/files.server";
import type { ApiSession } from "~/api/transport.server";

/**
 * A report's receipt, handed to the browser by the portal (docs/design.md#customer-area) with the portal's
 * file fetcher (`~/api/files.server`): the API's address never reaches a page, the file is
 * never cached by anyone else, and it is shown as the type the API checked by its content.
 * A receipt opens in the browser (the customer checks what they sent) when it is one of the
 * types the form takes; anything else would be a download.
 */

const SHOWN_INLINE = new Set(["application/pdf", "image/jpeg", "image/png"]);

/** Throws the fetcher's `ApiError` when the API cannot hand the file over. */
export async function receiptResponse(
  session: ApiSession,
  receipt: Pick<StoredFile, "url" | "name" | "content_type">,
): Promise<Response> {
  const file = await fetchApiFile(session, receipt.url, { call: "paymentReceipt" });
  const type = receipt.content_type.toLowerCase();
  const headers = downloadHeaders(file, type, receipt.name, SHOWN_INLINE.has(type) ? "inline" : "attachment");
  return new Response(file.body, { headers });
}
