import { beforeAll, describe, expect, it, vi } from "vitest";
import { apiFieldErrors, handleApiError, optional, requireApiSession, withApiErrors } from "~/api/failures.server";
import { ApiContractError, ApiError, type ApiErrorKind } from "~/api/transport.server";
import { createSessionCookie } from "~/utils/session.server";
import { getLogger } from "~/utils/logger.server";

beforeAll(() => {
  // The session cookie needs the portal's configuration; nothing here calls the API.
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:9");
});

const request = (path: string, cookie?: string) =>
  new Request(`http://portal.test${path}`, cookie ? { headers: { Cookie: cookie.split(";")[0]! } } : undefined);

const apiError = (status: number, kind: ApiErrorKind = "response", authIgnored = false, timedOut = false) =>
  new ApiError({ status, statusText: "", message: "x", kind, call: "test", authIgnored, timedOut });

/** The status of the error screen a thrown `data(…)` asks for. */
const screenStatus = (thrown: unknown) =>
  thrown && typeof thrown === "object" && "type" in thrown && thrown.type === "DataWithResponseInit"
    ? (thrown as unknown as { init: { status: number } }).init.status
    : null;

async function thrownBy(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

describe("handleApiError", () => {
  it("clears the session on a 401 and sends to login, coming back to the current page", async () => {
    const cookie = await createSessionCookie(request("/"), "token-123");
    const thrown = await thrownBy(handleApiError(apiError(401), request("/mi-cuenta/facturacion?page=2", cookie)));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/iniciar-sesion?redirectTo=%2Fmi-cuenta%2Ffacturacion%3Fpage%3D2");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("leaves a 401 of a call that ignores auth (a wrong password) to the caller", async () => {
    const error = apiError(401, "response", true);
    expect(await thrownBy(handleApiError(error, request("/iniciar-sesion")))).toBe(error);
  });

  it("sends a 429 to /demasiados-intentos", async () => {
    const response = (await thrownBy(handleApiError(apiError(429), request("/iniciar-sesion")))) as Response;
    expect(response.headers.get("Location")).toBe("/demasiados-intentos");
  });

  it("sends an offline API to /intenta-mas-tarde with a way back", async () => {
    const response = (await thrownBy(handleApiError(apiError(503, "offline"), request("/planes")))) as Response;
    expect(response.headers.get("Location")).toBe("/intenta-mas-tarde?redirectTo=%2Fplanes");
  });

  it("sends a 503 answer (the API in maintenance) to /intenta-mas-tarde too", async () => {
    const response = (await thrownBy(
      handleApiError(apiError(503), request("/mi-cuenta/mis-pagos?pagina=2")),
    )) as Response;
    expect(response.headers.get("Location")).toBe(
      "/intenta-mas-tarde?redirectTo=%2Fmi-cuenta%2Fmis-pagos%3Fpagina%3D2",
    );
  });

  it("shows an outage as the error screen: 502 for a 5xx answer, 503 without an answer, 504 out of time", async () => {
    vi.spyOn(getLogger(), "warn").mockImplementation(() => {});
    expect(screenStatus(await thrownBy(handleApiError(apiError(500), request("/"))))).toBe(502);
    expect(screenStatus(await thrownBy(handleApiError(apiError(502), request("/"))))).toBe(502);
    expect(screenStatus(await thrownBy(handleApiError(apiError(504), request("/"))))).toBe(502);
    expect(screenStatus(await thrownBy(handleApiError(apiError(500, "connection"), request("/"))))).toBe(503);
    expect(screenStatus(await thrownBy(handleApiError(apiError(500, "connection", false, true), request("/"))))).toBe(
      504,
    );
  });

  it("shows an answer the contract does not allow as the API's failure: the 502 screen, logged as an error", async () => {
    const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
    const violation = new ApiContractError("listPlans (GET /p/planes)", "0.id: expected number");
    expect(screenStatus(await thrownBy(handleApiError(violation, request("/"))))).toBe(502);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: violation }), expect.stringContaining("502"));
    // A block the page can do without is left out, as for an outage.
    vi.spyOn(getLogger(), "warn").mockImplementation(() => {});
    expect(await optional("block", Promise.reject(violation))).toBeNull();
  });

  it("rethrows everything else", async () => {
    for (const error of [apiError(400), apiError(404), apiError(409), new TypeError("bug")]) {
      expect(await thrownBy(handleApiError(error, request("/")))).toBe(error);
    }
  });
});

describe("optional", () => {
  it("leaves a block out on an outage or maintenance, and fails the page for the rest", async () => {
    vi.spyOn(getLogger(), "warn").mockImplementation(() => {});
    expect(await optional("block", Promise.resolve(7))).toBe(7);
    for (const error of [
      apiError(500),
      apiError(503),
      apiError(503, "offline"),
      apiError(500, "connection"),
      apiError(500, "connection", false, true),
    ]) {
      expect(await optional("block", Promise.reject(error))).toBeNull();
    }
    for (const error of [apiError(401), apiError(429), apiError(404), new TypeError("bug")]) {
      expect(await thrownBy(optional("block", Promise.reject(error)))).toBe(error);
    }
  });
});

describe("withApiErrors", () => {
  it("answers the calls' result, or the redirect their failure calls for", async () => {
    expect(await withApiErrors(request("/"), async () => 42)).toBe(42);
    const response = (await thrownBy(
      withApiErrors(request("/"), async () => {
        throw apiError(429);
      }),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/demasiados-intentos");
  });
});

describe("helpers", () => {
  it("requireApiSession gives the session's token or redirects to login", async () => {
    const cookie = await createSessionCookie(request("/"), "token-abc");
    expect(await requireApiSession(request("/mi-cuenta", cookie))).toEqual({ token: "token-abc" });
    const response = (await thrownBy(requireApiSession(request("/mi-cuenta")))) as Response;
    expect(response.headers.get("Location")).toBe("/iniciar-sesion?redirectTo=%2Fmi-cuenta");
  });

  it("apiFieldErrors gives a 400's messages per field", () => {
    const error = new ApiError({
      status: 400,
      statusText: "Bad Request",
      message: "Revisá",
      kind: "response",
      call: "t",
      errors: { dni: ["Mal"] },
    });
    expect(apiFieldErrors(error)).toEqual({ dni: ["Mal"] });
    expect(apiFieldErrors(new Error("x"))).toBeUndefined();
  });
});
