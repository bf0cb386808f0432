import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { FILE_KINDS, MAX_UPLOAD_BYTES, readUploadForm } from "~/utils/uploads.server";

const context = new RouterContextProvider();

const CV = [FILE_KINDS.pdf, FILE_KINDS.doc, FILE_KINDS.docx];

function fileOf(magic: number[], name: string, size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name);
}
const pdf = (size?: number) => fileOf([0x25, 0x50, 0x44, 0x46, 0x2d], "cv.pdf", size);

/** A multipart POST as a browser sends it: fields in the form's order, the file last. */
function post(fields: Record<string, string>, cv?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("cv", cv ?? new File([], ""));
  return new Request("http://portal.test/work-with-us", { method: "POST", body });
}

const fields = { nombre: "Ana", apellido: "Ruiz", mensaje: "Técnica con 5 años de experiencia 🙂", consent: "on" };

describe("reading an upload form", () => {
  it("keeps the fields and an allowed file", async () => {
    const { formData, problem } = await readUploadForm(post(fields, pdf()), context, { field: "cv", kinds: CV });
    expect(problem).toBeNull();
    expect(formData.get("mensaje")).toBe(fields.mensaje);
    const cv = formData.get("cv");
    expect(cv).toBeInstanceOf(File);
    expect((cv as File).name).toBe("cv.pdf");
    expect((cv as File).size).toBe(2048);
  });

  it("accepts DOC and DOCX by their first bytes, whatever their letter case", async () => {
    for (const file of [fileOf([0xd0, 0xcf, 0x11, 0xe0], "CV.DOC"), fileOf([0x50, 0x4b, 0x03, 0x04], "cv.docx")]) {
      expect((await readUploadForm(post(fields, file), context, { field: "cv", kinds: CV })).problem).toBeNull();
    }
  });

  it("refuses a file whose name or first bytes are not of an allowed kind, keeping the fields", async () => {
    for (const file of [
      fileOf([0x68, 0x6f, 0x6c, 0x61], "cv.pdf"),
      fileOf([0x25, 0x50, 0x44, 0x46], "cv.txt"),
      fileOf([0x89, 0x50, 0x4e, 0x47], "cv.png"),
    ]) {
      const { formData, problem } = await readUploadForm(post(fields, file), context, { field: "cv", kinds: CV });
      expect(problem).toBe("wrong-type");
      expect(formData.get("cv")).toBeNull();
      expect(formData.get("nombre")).toBe("Ana");
    }
  });

  it("treats an empty file input as no file", async () => {
    const { formData, problem } = await readUploadForm(post(fields), context, { field: "cv", kinds: CV });
    expect(problem).toBeNull();
    expect(formData.get("cv")).toBeNull();
    expect(formData.get("apellido")).toBe("Ruiz");
  });

  it("stops a file over 5 MB while it streams, and still has the fields sent before it", async () => {
    const { formData, problem } = await readUploadForm(post(fields, pdf(MAX_UPLOAD_BYTES + 1)), context, {
      field: "cv",
      kinds: CV,
    });
    expect(problem).toBe("too-big");
    expect(formData.get("cv")).toBeNull();
    expect(Object.fromEntries(formData)).toEqual(fields);
  });

  it("takes a file of exactly 5 MB", async () => {
    expect(
      (await readUploadForm(post(fields, pdf(MAX_UPLOAD_BYTES)), context, { field: "cv", kinds: CV })).problem,
    ).toBeNull();
  });

  it("reads a form sent without a file as a plain form", async () => {
    const request = new Request("http://portal.test/work-with-us", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const { formData, problem } = await readUploadForm(request, context, { field: "cv", kinds: CV });
    expect(problem).toBeNull();
    expect(formData.get("nombre")).toBe("Ana");
  });

  it("answers 400 to more than one file", async () => {
    const body = new FormData();
    body.append("cv", pdf());
    body.append("cv", pdf());
    const thrown = await readUploadForm(new Request("http://portal.test/x", { method: "POST", body }), context, {
      field: "cv",
      kinds: CV,
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });

  it("keeps the values when a file over the limit comes in a field the form does not have", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("foto", pdf(MAX_UPLOAD_BYTES + 1));
    body.append("cv", new File([], ""));
    const form = await readUploadForm(new Request("http://portal.test/x", { method: "POST", body }), context, {
      field: "cv",
      kinds: CV,
    });
    expect(form.problem).toBe("too-big");
    expect(Object.fromEntries(form.formData)).toEqual(fields);
  });

  it("answers 413 to a body over the files' limit and its margin, after reading it", async () => {
    const body = new FormData();
    body.append("nombre", "Ana");
    body.append("cv", pdf(MAX_UPLOAD_BYTES + 1024 * 1024 + 1));
    const thrown = await readUploadForm(new Request("http://portal.test/x", { method: "POST", body }), context, {
      field: "cv",
      kinds: CV,
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 413 } });
  });
});
