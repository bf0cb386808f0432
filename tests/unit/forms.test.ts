import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, parseIntent, readForm, schemaFields } from "~/utils/forms.server";
import { FORM_LIMIT_BYTES } from "~/utils/request-body.server";

const context = new RouterContextProvider();
const schema = z.object({
  nombre: z.string().min(1),
  servicios: z.array(z.string()).optional(),
  dni: z.string().regex(/^\d{7,8}$/, "El DNI debe tener 7 u 8 números"),
});

function request(body: BodyInit | null, contentType: string | null = "application/x-www-form-urlencoded") {
  return new Request("http://portal.test/form", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });
}

async function thrownStatus(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  return (thrown as { init?: { status?: number } } | null)?.init?.status;
}

describe("readForm", () => {
  it("reads a form-encoded body", async () => {
    const form = await readForm(request("nombre=Ana&dni=20304050"), context);
    expect(form.formError).toBeNull();
    expect(form.formData.get("nombre")).toBe("Ana");
  });

  it("refuses a body over its bound with 413, whatever it declares", async () => {
    expect(await thrownStatus(readForm(request(`nombre=${"a".repeat(FORM_LIMIT_BYTES)}`), context))).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("a".repeat(10_000)));
        controller.close();
      },
    });
    expect(
      await thrownStatus(
        readForm(
          new Request("http://portal.test/form", {
            method: "POST",
            body: stream,
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            duplex: "half",
          } as RequestInit),
          context,
        ),
      ),
    ).toBe(413);
  });

  it("refuses absurd indexes, names and field counts with 400", async () => {
    expect(await thrownStatus(readForm(request("x[100000000]=1"), context))).toBe(400);
    expect(await thrownStatus(readForm(request("x[]=1"), context))).toBe(400);
    expect(await thrownStatus(readForm(request(`${"n".repeat(101)}=1`), context))).toBe(400);
    expect(
      await thrownStatus(readForm(request(Array.from({ length: 201 }, (_, i) => `f${i}=1`).join("&")), context)),
    ).toBe(400);
    expect((await readForm(request("servicios[3]=a"), context)).formError).toBeNull();
  });

  it("reads a body that is not a form as an empty form with a message", async () => {
    for (const [body, type] of [
      ["{}", "application/json"],
      ["a=1", "text/plain"],
      ["", null],
      ["--x\r\nbroken", "multipart/form-data; boundary=x"],
    ] as const) {
      const form = await readForm(request(body, type), context);
      expect([...form.formData.keys()]).toEqual([]);
      expect(form.formError).toBe("No pudimos leer el formulario. Completalo y envialo de nuevo.");
    }
  });

  it("treats a form without its honeypot, or with a value no secret opens, as expired", async () => {
    process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789";
    process.env.API_BASE_URL ??= "http://api.test";
    for (const body of [
      "nombre=Ana",
      "nombre=Ana&nombre__confirmar=&desde__confirmar=bm90LWEtdmFsdWU",
      "nombre=Ana&nombre__confirmar=&desde__confirmar=%25%25",
    ]) {
      expect((await readForm(request(body), context, { honeypot: true, rateLimit: false })).formError).toBe(
        "El formulario venció, envialo de nuevo",
      );
    }
    expect(
      await thrownStatus(
        readForm(request("nombre=Ana&nombre__confirmar=bot&desde__confirmar=x"), context, {
          honeypot: true,
          rateLimit: false,
        }),
      ),
    ).toBe(400);
  });
});

describe("parseForm", () => {
  it("echoes only the schema's fields, the first of a duplicated one, and lists as lists", async () => {
    const form = await readForm(
      request("nombre=Ana&nombre=Otra&dni=12&extra=1&x[5]=1&servicios[0]=a&servicios[1]=b"),
      context,
    );
    const submission = parseForm(form, schema);
    expect(submission.status).toBe("error");
    const result = submission.reply();
    expect(result.initialValue).toEqual({ nombre: "Ana", dni: "12", servicios: ["a", "b"] });
    expect(result.error).toEqual({ dni: ["El DNI debe tener 7 u 8 números"] });
  });

  it("fails a form with a problem of its own, keeping the values", async () => {
    const submission = parseForm(
      {
        formData: (await readForm(request("nombre=Ana&dni=20304050"), context)).formData,
        formError: "El formulario venció, envialo de nuevo",
      },
      schema,
    );
    expect(submission.status).toBe("error");
    const result = submission.reply();
    expect(result.error?.[""]).toEqual(["El formulario venció, envialo de nuevo"]);
    expect(result.initialValue).toMatchObject({ nombre: "Ana", dni: "20304050" });
  });

  it("knows the fields of objects, unions, pipes and wrapped schemas", () => {
    const union = z.discriminatedUnion("titular", [
      z.object({ titular: z.literal("persona") }),
      z.object({ titular: z.literal("empresa"), cuit: z.string() }),
    ]);
    expect([...schemaFields(union).keys()].sort()).toEqual(["cuit", "titular"]);
    expect([...schemaFields(schema.transform((value) => value).optional()).entries()]).toEqual([
      ["nombre", "value"],
      ["servicios", "list"],
      ["dni", "value"],
    ]);
    expect([
      ...schemaFields(
        z.preprocess(
          (value) => value,
          schema.superRefine(() => undefined),
        ),
      ).keys(),
    ]).toEqual(["nombre", "servicios", "dni"]);
    expect(schemaFields(z.object({ ids: z.array(z.coerce.number()).nullable().default([]) })).get("ids")).toBe("list");
  });

  it("fails loudly on a schema whose fields it cannot tell, instead of letting every field through", async () => {
    const form = await readForm(request("nombre=Ana"), context);
    for (const unknown of [z.string(), z.array(z.string()), z.any(), z.union([schema, z.string()])]) {
      expect(() => parseForm(form, unknown)).toThrow(/object schema/);
    }
  });
});

describe("parseIntent", () => {
  const pageForms = z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("reply"), message: z.string().min(1, "Escribí tu mensaje") }),
    z.object({ intent: z.literal("rate"), rating: z.coerce.number().int().min(1).max(5) }),
  ]);
  const sent = async (body: string) => parseIntent(await readForm(request(body), context), pageForms);

  it("says which form was sent, and narrows its values to that form's", async () => {
    const submission = await sent("intent=rate&rating=4");
    expect(submission.intent).toBe("rate");
    if (submission.status !== "success" || submission.intent !== "rate") throw new Error("not the rating");
    // The type check holds this too: `rating` is the rating form's alone.
    expect(submission.value.rating).toBe(4);
  });

  it("says it of a refused form too, so its messages go back to that form alone", async () => {
    const submission = await sent("intent=reply&message=");
    expect(submission).toMatchObject({ intent: "reply", status: "error" });
  });

  it("takes a missing or unknown intent for the page's first form, and refuses it", async () => {
    for (const body of ["rating=4", "intent=borrar&rating=4"]) {
      const submission = await sent(body);
      expect(submission).toMatchObject({ intent: "reply", status: "error" });
    }
  });

  it("reads the intents of one schema with an intent enum, in its order", async () => {
    const buttons = z.object({ intent: z.enum(["verificar", "cancelar"]), pago: z.string().optional() });
    const form = await readForm(request("intent=cancelar"), context);
    expect(parseIntent(form, buttons)).toMatchObject({ intent: "cancelar", status: "success" });
    expect(parseIntent(await readForm(request(""), context), buttons).intent).toBe("verificar");
  });

  it("refuses a schema without a fixed intent: a programming error", async () => {
    const form = await readForm(request("intent=x"), context);
    expect(() => parseIntent(form, z.object({ intent: z.string() }))).toThrow(/intent/);
  });
});
