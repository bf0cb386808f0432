import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newPasswordSchema, passwordResetRequestSchema } from "~/routes/auth/password.server";
import { spanish } from "./spanish";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("a new password", () => {
  it.each([
    ["", "Ingresá una contraseña"],
    ["abc1234", "La contraseña debe tener al menos 8 caracteres"],
    ["12345678", "La contraseña debe tener al menos una letra"],
    ["abcdefgh", "La contraseña debe tener al menos un número"],
    [`a1${"x".repeat(71)}`, "La contraseña debe tener como máximo 72 caracteres"],
  ])("%j is refused: %s", async (password, message) => {
    const result = parseWithZod(form({ password, confirmPassword: password }), {
      schema: newPasswordSchema(await spanish("auth")),
    });
    expect(result.reply().error?.password?.[0]).toBe(message);
  });

  it("must be typed twice the same; the mismatch is reported on the repetition", async () => {
    const schema = newPasswordSchema(await spanish("auth"));
    const mismatch = parseWithZod(form({ password: "Nueva2026", confirmPassword: "Nueva2027" }), { schema });
    expect(mismatch.reply().error).toEqual({ confirmPassword: ["Las contraseñas no coinciden"] });
    const missing = parseWithZod(form({ password: "Nueva2026" }), { schema });
    expect(missing.reply().error?.confirmPassword).toEqual(["Repetí la contraseña"]);
    const good = parseWithZod(form({ password: "Nueva2026", confirmPassword: "Nueva2026" }), { schema });
    expect(good.status).toBe("success");
  });
});

describe("asking for a reset link", () => {
  it("takes the identification as people type it", async () => {
    const schema = passwordResetRequestSchema(await spanish("auth"));
    const result = parseWithZod(form({ identification: "27.222.333" }), { schema });
    expect(result.status === "success" && result.value).toEqual({ identification: "27222333" });
  });
});
