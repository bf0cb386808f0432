import { Transform } from "node:stream";

/**
 * React Router's <Scripts> puts a `<link rel="modulepreload">` in the head for every module
 * the page hydrates with (a dozen: the framework, the entry, each route and what it
 * imports), and browsers fetch modulepreloads at high priority, beside what the first paint
 * needs: on a slow connection the paint waited for their 120 KB (issue 22). The page is
 * complete without them (server-rendered, every form works without JavaScript), so they go
 * out marked `fetchpriority="low"`: still asked for at once, so hydration waits for no chain
 * of imports, but after everything the paint needs. React does the same for its own
 * bootstrap modules. <Scripts> has no way to say it, so the head is rewritten as it streams
 * out (bytes, not text: the markers are ASCII, and no character is ever cut); the body
 * passes through untouched.
 */
const PRELOAD = '<link rel="modulepreload" ';
const LOW = '<link rel="modulepreload" fetchpriority="low" ';
const HEAD_END = "</head>";
const LESS_THAN = 0x3c;

/** The head's bytes with every modulepreload marked low (latin1 maps each byte to itself). */
function lowered(bytes: Buffer): Buffer {
  const text = bytes.toString("latin1");
  return text.includes(PRELOAD) ? Buffer.from(text.replaceAll(PRELOAD, LOW), "latin1") : bytes;
}

export function lowPriorityModulePreloads(): Transform {
  let pending = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const headEnd = bytes.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = Buffer.alloc(0);
        return callback(null, Buffer.concat([lowered(bytes.subarray(0, headEnd)), bytes.subarray(headEnd)]));
      }
      // Neither marker has a "<" past its first byte, so all before the last "<" is whole;
      // from it on may be a marker cut by the chunk's end: kept for the next chunk.
      const last = bytes.lastIndexOf(LESS_THAN);
      const cut = last === -1 ? bytes.length : last;
      pending = Buffer.from(bytes.subarray(cut));
      callback(null, lowered(bytes.subarray(0, cut)));
    },
    flush(callback) {
      callback(null, pending.length > 0 ? (inHead ? lowered(pending) : pending) : undefined);
    },
  });
}
