import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

// The store reads the configuration at its first use: a fresh copy per environment.
async function load(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import("~/utils/draft-store.server");
}

afterEach(() => vi.unstubAllEnvs());

const Draft = z.object({ step: z.number().optional(), name: z.string().optional() });
const requestWith = (setCookie: string) =>
  new Request("http://portal.test/", { headers: { Cookie: setCookie.split(";")[0]! } });

describe("the one draft store of the hiring, cancellation and withdrawal flows", () => {
  it("keeps a draft in a sealed cookie of its name and lifetime, and forgets it", async () => {
    const { draftStore } = await load({ NODE_ENV: "development" });
    const store = draftStore("__flujo", Draft, 600);
    const setCookie = await store.save({ step: 2, name: "Ana" });
    expect(setCookie).toMatch(/^__flujo=v1\./);
    expect(setCookie).not.toContain("Ana");
    for (const attribute of [/HttpOnly/, /SameSite=Lax/, /Max-Age=600/, /Path=\//])
      expect(setCookie).toMatch(attribute);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await store.read(requestWith(setCookie))).toEqual({ step: 2, name: "Ana" });
    expect(await store.clear()).toMatch(/^__flujo=.*Max-Age=0/);
    const production = await load({ NODE_ENV: "production", SESSION_SECRET: "production-secret-0123456789" });
    expect(await production.draftStore("__flujo", Draft, 600).save({ step: 1 })).toMatch(/Secure/);
  });

  it("reads the empty draft from no cookie, another flow's, or one of another shape", async () => {
    const { draftStore } = await load();
    const store = draftStore("__flujo", Draft, 600);
    expect(await store.read(new Request("http://portal.test/"))).toEqual({});
    const other = await draftStore("__otro", Draft, 600).save({ step: 3 });
    expect(await store.read(requestWith(other.replace("__otro", "__flujo")))).toEqual({});
    const older = await draftStore("__flujo", z.object({ step: z.string() }).partial(), 600).save({ step: "tres" });
    expect(await store.read(requestWith(older))).toEqual({});
  });

  it("redirects with the draft stored, keeping the redirect's other headers", async () => {
    const { draftStore } = await load();
    const store = draftStore("__flujo", Draft, 600);
    const response = await store.redirectWith(
      "/siguiente",
      { step: 4 },
      { headers: { "Set-Cookie": "__toast=x; Path=/" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/siguiente");
    const [toast, draft] = response.headers.getSetCookie();
    expect(toast).toMatch(/^__toast=x/);
    expect(await store.read(requestWith(draft!))).toEqual({ step: 4 });
  });

  it("refuses, when declared, a draft that cannot be empty", async () => {
    const { draftStore } = await load();
    expect(() => draftStore("__flujo", z.object({ step: z.number() }), 600)).toThrow();
  });
});
