import { data } from "react-router";

/**
 * Request bodies are read with a bound (docs/design.md#bad-input): past it the portal keeps nothing more
 * and answers 413. What the client is still sending is read and dropped first, up to
 * `DRAIN_LIMIT_BYTES`, because cutting the connection mid-upload makes browsers show a
 * "connection reset" page instead of ours.
 */

/** Form-encoded bodies: every field of our longest form, many times over. */
export const FORM_LIMIT_BYTES = 32 * 1024;
/** Beyond this a body is not drained but cut: nobody uploads this much by mistake. */
export const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024;

/**
 * Thrown as a response: the error screen says what happened, from its status, in the
 * visitor's language; the body is a detail for developers, in English like the logs.
 */
export const bodyTooLarge = () => data("Form body too large", { status: 413 });
export const unreadableBody = () => data("Unreadable form body", { status: 400 });
export const unsupportedBody = () => data("Unsupported form content type", { status: 415 });

/** Reads and drops what is left of a body, so the answer reaches the client; answers the body's whole size as far as it was read. */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<number> {
  let read = alreadyRead;
  try {
    while (read <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return read;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
  return read;
}

/** The whole body, at most `limit` bytes; more is a 413 (after draining). */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length"));
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  if (Number.isFinite(declared) && declared > limit) {
    await drain(reader);
    throw bodyTooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      throw unreadableBody();
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > limit) {
      await drain(reader, size);
      throw bodyTooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Root middleware: a body the route did not read (a POST to a page without a form, an
 * action that needs no fields) is read and dropped before the answer goes out. Node
 * closes a connection whose request body was left unread, and a client that reuses it
 * for its next POST gets a reset instead of an answer.
 */
export async function drainUnreadBody({ request }: { request: Request }, next: () => Promise<Response>) {
  try {
    return await next();
  } finally {
    if (request.body && !request.bodyUsed) {
      try {
        await drain(request.body.getReader());
      } catch {
        // Already locked by a reader that gave up: that reader drained or cut it.
      }
    }
  }
}
