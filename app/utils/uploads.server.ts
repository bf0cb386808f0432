import {
  FormDataParseError,
  MaxFileSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import type { RouterContextProvider } from "react-router";
import { checkedForm, readForm, type SubmittedForm } from "~/utils/forms.server";
import { limitClient } from "~/utils/rate-limit.server";
import { bodyTooLarge, drain, unreadableBody } from "~/utils/request-body.server";

/**
 * Multipart forms with file fields (docs/design.md#customer-area, #bad-input): each file is checked while the body
 * streams in, at most 5 MB (the parser stops reading at the limit) and of an allowed
 * kind by its name and first bytes. A refused file is left out and named; the text
 * fields come back either way, so the form can be shown again with the visitor's values.
 * The whole body is bounded too (the files' limit and a small margin): past it, 413.
 * Forms put their file inputs last: the fields before them are what survives a file that
 * is too big, because the parser gives up in the middle of that file.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type FileKind = { extensions: readonly string[]; magic: readonly number[] };

export const FILE_KINDS = {
  pdf: { extensions: ["pdf"], magic: [0x25, 0x50, 0x44, 0x46] },
  doc: { extensions: ["doc"], magic: [0xd0, 0xcf, 0x11, 0xe0] },
  docx: { extensions: ["docx"], magic: [0x50, 0x4b, 0x03, 0x04] },
  jpg: { extensions: ["jpg", "jpeg"], magic: [0xff, 0xd8, 0xff] },
  png: { extensions: ["png"], magic: [0x89, 0x50, 0x4e, 0x47] },
} satisfies Record<string, FileKind>;

export type UploadProblem = "too-big" | "wrong-type";
export type UploadForm = SubmittedForm & { problem: UploadProblem | null };

/** Enough for every text field of our forms, recorded in case a file is too big. */
const HEAD_BYTES = 64 * 1024;
/**
 * What a body may carry besides its files: the text fields, the parts' headers, and a file
 * a little over its limit, which gets the friendlier answer (the form back, "too big").
 */
const MARGIN_BYTES = 1024 * 1024;

export async function readUploadForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { field: string; kinds: readonly FileKind[]; maxBytes?: number; maxFiles?: number; honeypot?: boolean },
): Promise<UploadForm> {
  if (options.honeypot) await limitClient(request, context, "forms");
  const contentType = request.headers.get("Content-Type") ?? "";
  // Without a file the browser may send the form encoded (an enhanced submit), or a client anything at all.
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return { ...(await readForm(request, context, { honeypot: options.honeypot, rateLimit: false })), problem: null };
  }
  const maxFileSize = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxFiles = options.maxFiles ?? 1;
  const limit = maxFiles * maxFileSize + MARGIN_BYTES;
  const body = recordingBody(request.body, limit);
  if (Number(request.headers.get("Content-Length")) > limit) {
    await body.drain();
    throw bodyTooLarge();
  }
  const publicForm = Boolean(options.honeypot);
  let problem: UploadProblem | null = null;
  let formData: FormData;
  try {
    formData = await parseFormData(
      new Request(request.url, {
        method: "POST",
        headers: { "Content-Type": contentType },
        body: body.stream,
        duplex: "half",
      } as RequestInit),
      { maxFileSize, maxFiles, maxTotalSize: limit },
      async (file: FileUpload) => {
        // A file input left empty still sends an empty part; other file fields are not ours.
        if (file.fieldName !== options.field || file.size === 0) return null;
        if (!(await isOneOf(file, options.kinds))) {
          problem = "wrong-type";
          return null;
        }
        return file;
      },
    );
  } catch (error) {
    // The whole body's size decides, however far the parser got: the same upload, the same answer.
    if ((await body.drain()) > limit) throw bodyTooLarge();
    if (error instanceof MaxFileSizeExceededError) {
      return {
        ...(await checkedForm(await fieldsBeforeFiles(body.head(), contentType), request, context, publicForm)),
        problem: "too-big",
      };
    }
    // Too many files or parts, huge headers, a broken body: not a person using the form.
    if (error instanceof FormDataParseError || (error instanceof Error && error.name.endsWith("ExceededError"))) {
      throw unreadableBody();
    }
    throw error;
  }
  return { ...(await checkedForm(formData, request, context, publicForm)), problem };
}

export async function isOneOf(file: File, kinds: readonly FileKind[]) {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return kinds.some(
    (kind) => kind.extensions.includes(extension) && kind.magic.every((byte, index) => head[index] === byte),
  );
}

/**
 * The request body as the parser reads it, keeping its first bytes and counting the rest:
 * past `limit` it fails the parser. The source stays open, so `drain` can read what is left
 * and the browser gets our answer instead of a reset connection.
 */
function recordingBody(source: ReadableStream<Uint8Array>, limit: number) {
  const reader = source.getReader();
  const head: Uint8Array[] = [];
  let read = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        if (read < HEAD_BYTES) head.push(value.slice(0, HEAD_BYTES - read));
        read += value.byteLength;
        if (read > limit) return controller.error(new Error("Body over its limit"));
        controller.enqueue(value);
      },
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    head: () => Buffer.concat(head),
    drain: () => drain(reader, read),
  };
}

/** The text fields sent before the first file part, re-read from the body's first bytes. */
async function fieldsBeforeFiles(head: Buffer, contentType: string): Promise<FormData> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ""}`;
  if (delimiter === "--") return new FormData();
  const text = head.toString("latin1");
  // Whatever its field: a file too big in a field the form does not have must not cost the visitor its values.
  const fileHeader = /^content-disposition:[^\r\n]*;\s*filename\*?=/im;
  let cut = -1;
  for (let at = text.indexOf(delimiter); at !== -1; at = text.indexOf(delimiter, at + delimiter.length)) {
    const end = text.indexOf("\r\n\r\n", at);
    if (end === -1 || fileHeader.test(text.slice(at, end))) {
      cut = at;
      break;
    }
  }
  if (cut === -1) return new FormData();
  const body = Buffer.concat([head.subarray(0, cut), Buffer.from(`${delimiter}--\r\n`, "latin1")]);
  try {
    const parsed = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    const fields = new FormData();
    for (const [name, value] of parsed) if (typeof value === "string") fields.append(name, value);
    return fields;
  } catch {
    return new FormData();
  }
}
