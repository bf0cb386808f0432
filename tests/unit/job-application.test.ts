import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { jobApplicationSchema } from "~/routes/work-with-us/application.server";
import { spanish } from "./spanish";

const good = {
  nombre: "Ana",
  apellido: "Ruiz",
  email: "ana@example.com",
  phone: "+54 9 3541 55-1234",
  area: "tecnica",
  consent: "on",
};

async function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: jobApplicationSchema(await spanish("careers")) });
}

describe("the work-with-us form", () => {
  it("takes a complete application, the message being optional", async () => {
    const result = await parse(good);
    expect(result.status === "success" && result.value).toEqual({ ...good });
    expect((await parse({ ...good, mensaje: "  Hola  " })).status === "success").toBe(true);
  });

  it("asks for every required field in Spanish", async () => {
    expect((await parse({})).reply().error).toEqual({
      nombre: ["Ingresá tu nombre"],
      apellido: ["Ingresá tu apellido"],
      email: ["Ingresá un correo electrónico válido, como nombre@ejemplo.com"],
      phone: ["Ingresá un teléfono con código de área"],
      area: ["Elegí un área"],
      consent: ["Para enviar tu CV tenés que aceptar el uso de tus datos"],
    });
  });

  it.each([
    ["phone", "351 555", "Ingresá un teléfono con código de área"],
    ["phone", "0351 15 555-1234", null],
    ["email", "ana@", "Ingresá un correo electrónico válido, como nombre@ejemplo.com"],
    ["area", "gerencia", "Elegí un área"],
    ["nombre", "x".repeat(81), "Escribí como máximo 80 caracteres"],
    ["mensaje", "x".repeat(1001), "Escribí como máximo 1000 caracteres"],
    ["consent", "yes", "Para enviar tu CV tenés que aceptar el uso de tus datos"],
  ])("%s %j: %s", async (field, value, message) => {
    const error = (await parse({ ...good, [field]: value })).reply().error;
    expect(error?.[field]?.[0] ?? null).toBe(message);
  });
});
