import { FormDataParseError, MaxFileSizeExceededError, parseFormData, type FileUpload } from "@remix-run/form-data-parser";
import { data } from "react-router";

/**
 * Multipart forms with one file field (DESIGN §9): the file is checked while the body
 * streams in, at most 5 MB (the parser stops reading at the limit) and of an allowed
 * kind by its name and first bytes. A refused file is left out and named; the text
 * fields come back either way, so the form can be shown again with the visitor's values.
 * Forms put their file input last: the fields before it are what survives a file that
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
export type UploadForm = { formData: FormData; problem: UploadProblem | null };

/** Enough for every text field of our forms, recorded in case the file is too big. */
const HEAD_BYTES = 64 * 1024;
/** After a refusal the rest of the body is read and dropped, so the browser gets the answer; beyond this, the connection is cut. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export async function readUploadForm(
  request: Request,
  options: { field: string; kinds: readonly FileKind[]; maxBytes?: number },
): Promise<UploadForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) return { formData: await readPlainForm(request), problem: null };
  const body = recordingBody(request.body);
  let problem: UploadProblem | null = null;
  try {
    const formData = await parseFormData(
      new Request(request.url, { method: "POST", headers: { "Content-Type": contentType }, body: body.stream, duplex: "half" } as RequestInit),
      { maxFileSize: options.maxBytes ?? MAX_UPLOAD_BYTES, maxFiles: 1 },
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
    return { formData, problem };
  } catch (error) {
    await body.drain();
    if (error instanceof MaxFileSizeExceededError) {
      return { formData: await fieldsBefore(body.head(), contentType, options.field), problem: "too-big" };
    }
    // Too many files or parts, huge headers, a broken body: not a person using the form.
    if (error instanceof FormDataParseError || (error instanceof Error && error.name.endsWith("ExceededError"))) {
      throw data("Formulario ilegible", { status: 400 });
    }
    throw error;
  }
}

async function readPlainForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw data("Formulario ilegible", { status: 400 });
  }
}

export async function isOneOf(file: File, kinds: readonly FileKind[]) {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return kinds.some((kind) => kind.extensions.includes(extension) && kind.magic.every((byte, index) => head[index] === byte));
}

/** The request body as the parser reads it, keeping its first bytes; the parser may stop early without cutting the connection. */
function recordingBody(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  const head: Uint8Array[] = [];
  let recorded = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        if (recorded < HEAD_BYTES) {
          const piece = value.slice(0, HEAD_BYTES - recorded);
          head.push(piece);
          recorded += piece.length;
        }
        controller.enqueue(value);
      },
      // The source stays open: `drain` reads what is left.
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    head: () => Buffer.concat(head),
    async drain() {
      let read = 0;
      while (read < DRAIN_LIMIT_BYTES) {
        const { done, value } = await reader.read();
        if (done) return;
        read += value.byteLength;
      }
      await reader.cancel();
    },
  };
}

/** The text fields sent before the file field, re-read from the body's first bytes. */
async function fieldsBefore(head: Buffer, contentType: string, field: string): Promise<FormData> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ""}`;
  const text = head.toString("latin1");
  const disposition = new RegExp(`^content-disposition:[^\\r\\n]*;\\s*name="${field}"`, "im");
  let cut = -1;
  for (let at = text.indexOf(delimiter); at !== -1; at = text.indexOf(delimiter, at + delimiter.length)) {
    const headers = text.slice(at, text.indexOf("\r\n\r\n", at));
    if (disposition.test(headers)) {
      cut = at;
      break;
    }
  }
  if (delimiter === "--" || cut === -1) return new FormData();
  const body = Buffer.concat([head.subarray(0, cut), Buffer.from(`${delimiter}--\r\n`, "latin1")]);
  try {
    return await parseFormData(new Request("http://portal.invalid/", { method: "POST", headers: { "Content-Type": contentType }, body }));
  } catch {
    return new FormData();
  }
}
