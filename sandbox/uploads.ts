import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { StoredFile } from "../contract/common.ts";
import type { Sandbox } from "./context.ts";
import { one, run } from "./db.ts";
import { ApiProblem, fieldProblem } from "./http.ts";
import { newId } from "./secrets.ts";

/**
 * Multipart uploads: 5 MB a file, of the types a form allows, recognised by their first
 * bytes and not only by the name the browser sent. Files are kept in the database.
 */

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Room for the form's text fields and multipart boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

type FileType = { extensions: string[]; contentType: string; magic: (bytes: Uint8Array) => boolean };

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

const TYPES = {
  pdf: { extensions: ["pdf"], contentType: "application/pdf", magic: (b) => startsWith(b, 0x25, 0x50, 0x44, 0x46) },
  jpg: { extensions: ["jpg", "jpeg"], contentType: "image/jpeg", magic: (b) => startsWith(b, 0xff, 0xd8, 0xff) },
  png: { extensions: ["png"], contentType: "image/png", magic: (b) => startsWith(b, 0x89, 0x50, 0x4e, 0x47) },
  doc: { extensions: ["doc"], contentType: "application/msword", magic: (b) => startsWith(b, 0xd0, 0xcf, 0x11, 0xe0) },
  docx: {
    extensions: ["docx"],
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: (b) => startsWith(b, 0x50, 0x4b, 0x03, 0x04),
  },
} satisfies Record<string, FileType>;

export const DOCUMENT_TYPES = { types: [TYPES.pdf, TYPES.jpg, TYPES.png], label: "PDF, JPG o PNG" };
export const CV_TYPES = { types: [TYPES.pdf, TYPES.doc, TYPES.docx], label: "PDF, DOC o DOCX" };
type Allowed = typeof DOCUMENT_TYPES;

/** What is read of a body declared too big before the 413 goes out: more is cut off. */
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;

/**
 * Refuses a body bigger than `files` uploads before anything is parsed. One declared too
 * big is read to its end (up to a cap) and thrown away first: answered while the client
 * still sends, the connection closes under it and many clients (Node's fetch among them)
 * report the closed socket instead of the 413. One of no declared length is cut off as it
 * streams in.
 */
export function uploadLimit(files = 1) {
  const maxSize = files * MAX_FILE_BYTES + FORM_OVERHEAD_BYTES;
  const streamed = bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiProblem(413, "El archivo supera los 5 MB");
    },
  });
  return createMiddleware(async (c, next) => {
    const declared = Number(c.req.header("Content-Length"));
    if (Number.isFinite(declared) && declared > maxSize) {
      const reader = c.req.raw.body?.getReader();
      for (let read = 0; reader && read <= DRAIN_CAP_BYTES;) {
        const { done, value } = await reader.read();
        if (done) break;
        read += value.byteLength;
      }
      await reader?.cancel();
      throw new ApiProblem(413, "El archivo supera los 5 MB");
    }
    return streamed(c, next);
  });
}

export type Upload = { name: string; contentType: string; bytes: Uint8Array };

/** Checks one uploaded file: present, not empty, within 5 MB, of an allowed type. */
export async function checkUpload(
  field: string,
  value: unknown,
  allowed: Allowed,
  required = true,
): Promise<Upload | undefined> {
  if (!(value instanceof File) || value.size === 0) {
    if (!required && value === undefined) return undefined;
    throw fieldProblem(field, "Adjuntá un archivo");
  }
  if (value.size > MAX_FILE_BYTES) throw fieldProblem(field, `"${value.name}" supera los 5 MB`, 413);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const extension = value.name.split(".").pop()?.toLowerCase() ?? "";
  const type = allowed.types.find(
    (candidate: FileType) => candidate.extensions.includes(extension) && candidate.magic(bytes),
  );
  if (!type) throw fieldProblem(field, `"${value.name}" no es un archivo ${allowed.label}`);
  return { name: value.name.slice(-120), contentType: type.contentType, bytes };
}

export async function storeFile({ db, now }: Sandbox, upload: Upload): Promise<string> {
  const id = newId();
  await run(db, "INSERT INTO files (id, name, content_type, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)", [
    id,
    upload.name,
    upload.contentType,
    upload.bytes.byteLength,
    upload.bytes,
    now().toISOString(),
  ]);
  return id;
}

export type FileRow = { id: string; name: string; content_type: string; size: number };

export function storedFile({ publicUrl }: Sandbox, file: FileRow): StoredFile {
  return {
    id: file.id,
    name: file.name,
    content_type: file.content_type,
    size: file.size,
    url: `${publicUrl}/files/${file.id}/${encodeURIComponent(file.name)}`,
  };
}

export async function readStoredFile({ db }: Sandbox, id: string) {
  return one<FileRow & { data: ArrayBuffer }>(db, "SELECT id, name, content_type, size, data FROM files WHERE id = ?", [
    id,
  ]);
}
