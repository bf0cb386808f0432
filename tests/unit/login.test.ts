import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/transport.server";
import { loginFailure, loginSchema } from "~/routes/auth/login.server";
import { spanish } from "./spanish";

const apiError = (status: number, kind: ApiError["kind"] = "response") =>
  new ApiError({
    status,
    statusText: "",
    message: "",
    kind,
    call: "loginWithIdentification (POST /auth/customers)",
    authIgnored: true,
  });

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the sign-in form", () => {
  it("sends the identification without separators and the password only when given", async () => {
    const schema = loginSchema(await spanish("auth"));
    const alone = parseWithZod(form({ identification: "20.304.050" }), { schema });
    expect(alone.status).toBe("success");
    expect(alone.status === "success" && alone.value).toEqual({ identification: "20304050" });
    // Read as the hiring flow reads it (tests/unit/normalize.test.ts has the whole table).
    for (const typed of ["20/304/050", "DNI 20304050", "20–304–050"]) {
      const parsed = parseWithZod(form({ identification: typed }), { schema });
      expect(parsed.status === "success" && parsed.value).toEqual({ identification: "20304050" });
    }
    const withPassword = parseWithZod(form({ identification: "27222333", password: "Portal2026" }), { schema });
    expect(withPassword.status === "success" && withPassword.value).toEqual({
      identification: "27222333",
      password: "Portal2026",
    });
  });

  it("words its refusals in Spanish", async () => {
    const schema = loginSchema(await spanish("auth"));
    const empty = parseWithZod(form({ identification: "" }), { schema });
    expect(empty.reply().error?.identification).toEqual(["Ingresá tu DNI o CUIT"]);
    const dots = parseWithZod(form({ identification: "..." }), { schema });
    expect(dots.reply().error?.identification).toEqual(["Ingresá tu DNI o CUIT"]);
    const short = parseWithZod(form({ identification: "20.304" }), { schema });
    expect(short.reply().error?.identification).toEqual(["Ingresá un DNI de 7 u 8 números o un CUIT de 11 números"]);
  });
});

describe("what each API answer means for the sign-in (docs/design.md#sessions, docs/spec.md#errors)", () => {
  it("406 without a password asks for it, silently", () => {
    expect(loginFailure(apiError(406), false)).toEqual({ kind: "ask-password" });
  });

  it("403 is the unknown-DNI message, on the identification", () => {
    expect(loginFailure(apiError(403), false)).toEqual({
      kind: "refused",
      field: "identification",
      message: "forbidden",
    });
  });

  it("401 is the wrong-credentials message, on the password when one was sent", () => {
    expect(loginFailure(apiError(401), true)).toEqual({ kind: "refused", field: "password", message: "unauthorized" });
    expect(loginFailure(apiError(401), false)).toEqual({
      kind: "refused",
      field: "identification",
      message: "unauthorized",
    });
  });

  it("429 goes to the too-many-attempts page; maintenance to try-later", () => {
    expect(loginFailure(apiError(429), false)).toEqual({ kind: "too-many-attempts" });
    expect(loginFailure(apiError(503, "offline"), true)).toEqual({ kind: "offline" });
  });

  it("anything else is the generic message for the whole form", () => {
    for (const error of [apiError(500), apiError(500, "connection"), apiError(400), apiError(406), new Error("boom")]) {
      expect(loginFailure(error, true)).toEqual({ kind: "refused", field: null, message: "other" });
    }
  });
});
