import { afterEach, describe, expect, it, vi } from "vitest";

// The cookies read the configuration once per process: a fresh copy per environment.
async function load(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return {
    ...(await import("~/middleware/customer-data.server")),
    session: await import("~/utils/session.server"),
    draft: await import("~/routes/contratar/draft.server"),
  };
}

afterEach(() => vi.unstubAllEnvs());

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

type Loaded = Awaited<ReturnType<typeof load>>;

/** The middleware's answer to `path`, around what the route answered. */
async function through(
  loaded: Loaded,
  path: string,
  { cookie, answer }: { cookie?: string; answer?: () => Response } = {},
) {
  const request = new Request(`http://portal.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const next = async () =>
    (answer ?? (() => new Response("<p>page</p>", { headers: { "Cache-Control": "public, max-age=600" } })))();
  return (await loaded.customerDataMiddleware(
    { request, params: {}, context: {} } as never,
    next as never,
  )) as Response;
}

describe("responses with a customer's data", () => {
  it("are private and never stored when the request is signed in, whatever they are", async () => {
    const loaded = await load();
    const cookie = cookiePair(await loaded.session.createSessionCookie(new Request("http://portal.test/"), "token-1"));
    expect((await through(loaded, "/planes", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await through(loaded, "/planes.data", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
    const redirect = await through(loaded, "/iniciar-sesion", {
      cookie,
      answer: () => new Response(null, { status: 302, headers: { Location: "/mi-cuenta" } }),
    });
    expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("under /mi-cuenta always, and whenever a session starts", async () => {
    const loaded = await load();
    for (const path of ["/mi-cuenta", "/mi-cuenta/facturacion", "/mi-cuenta.data", "/mi-cuenta/_index.data"]) {
      expect((await through(loaded, path)).headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const signIn = await through(loaded, "/iniciar-sesion", {
      answer: () =>
        new Response(null, {
          status: 302,
          headers: { Location: "/mi-cuenta", "Set-Cookie": "__session=v1.abc; Path=/" },
        }),
    });
    expect(signIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("when the request carries an applicant's hiring draft", async () => {
    const loaded = await load();
    const cookie = cookiePair(
      await loaded.draft.saveDraft(new Request("http://portal.test/"), {
        applicant: {
          nombre: "Ana",
          apellido: "Ruiz",
          dni: "33444555",
          phone: "+5493515551234",
          email: "ana@example.com",
          date: "1990-04-02",
        },
      }),
    );
    expect((await through(loaded, "/contratar/formulario", { cookie })).headers.get("Cache-Control")).toBe(
      "private, no-store",
    );
    const planOnly = cookiePair(await loaded.draft.saveDraft(new Request("http://portal.test/"), { plan: 3 }));
    expect((await through(loaded, "/planes", { cookie: planOnly })).headers.get("Cache-Control")).toBe(
      "public, max-age=600",
    );
  });

  it("public pages requested anonymously keep their caching, forged sessions included", async () => {
    const loaded = await load();
    expect((await through(loaded, "/planes")).headers.get("Cache-Control")).toBe("public, max-age=600");
    expect((await through(loaded, "/mi-cuentas")).headers.get("Cache-Control")).toBe("public, max-age=600");
    expect((await through(loaded, "/planes", { cookie: "__session=v1.forged" })).headers.get("Cache-Control")).toBe(
      "public, max-age=600",
    );
  });

  it("a session sealed under an older secret comes back sealed under the newest", async () => {
    const old = await load({ SESSION_SECRET: "old-secret-0123456789" });
    const cookie = cookiePair(await old.session.createSessionCookie(new Request("http://portal.test/"), "token-2"));
    const rotated = await load({ SESSION_SECRET: "new-secret-0123456789,old-secret-0123456789" });
    const response = await through(rotated, "/planes", { cookie });
    const [resealed] = response.headers.getSetCookie();
    expect(resealed).toMatch(/^__session=v1\./);
    const renewed = await load({ SESSION_SECRET: "new-secret-0123456789" });
    expect(
      await renewed.session.getAccessToken(
        new Request("http://portal.test/", { headers: { Cookie: cookiePair(resealed!) } }),
      ),
    ).toBe("token-2");
    // A current cookie is left alone.
    expect((await through(rotated, "/planes", { cookie: cookiePair(resealed!) })).headers.getSetCookie()).toEqual([]);
  });
});
