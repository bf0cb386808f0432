import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The staff session and its guard (decision 140): a sealed cookie of its own, sent to the
 * whole site (decision 144); 30 idle minutes, 8 hours at most; a page read without one is sent to sign
 * in and back, anything else refused; a role asked for and not held, refused.
 */

async function load() {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("SESSION_SECRET", "staff-session-test-secret-0123456789");
  vi.stubEnv("STAFF_OIDC_ISSUER", "https://id.nodosur.example");
  vi.stubEnv("STAFF_OIDC_CLIENT_ID", "portal");
  vi.stubEnv("STAFF_OIDC_CLIENT_SECRET", "a-client-secret-0123456789");
  vi.stubEnv("STAFF_OIDC_AUDIENCE", "urn:nodo-sur:api");
  return {
    staff: await import("~/utils/staff-session.server"),
    signIn: await import("~/routes/agentes/sign-in.server"),
  };
}

afterEach(() => vi.unstubAllEnvs());

const NOW = Date.UTC(2026, 10, 29, 13, 0);
const MINUTE = 60_000;
const pair = (setCookie: string) => setCookie.split(";")[0]!;

async function sessionCookie(times: { signedInAt: number; lastSeenAt: number; expiresAt?: number }, roles = ["agent"]) {
  const { staff } = await load();
  const setCookie = await staff.staffSessionCookie({
    accessToken: "eyJhbGciOiJSUzI1NiJ9.staff-4127",
    name: "Lucía Fernández",
    agentNumber: "4127",
    roles: roles as ("agent" | "supervisor")[],
    expiresAt: times.signedInAt + staff.STAFF_MAX_MS,
    ...times,
  });
  return { staff, setCookie };
}

const request = (cookie: string, method = "GET", path = "/agentes/clientes?dni=20304050") =>
  new Request(`http://portal.test${path}`, { method, headers: { Cookie: cookie } });

describe("the staff session's cookie", () => {
  it("is sealed, httpOnly, SameSite=Lax, Secure in production, sent to the whole site, and dropped at its end", async () => {
    const { setCookie } = await sessionCookie({ signedInAt: NOW, lastSeenAt: NOW });
    expect(setCookie).toMatch(/^__staff=v1\./);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toContain(`Expires=${new Date(NOW + 8 * 60 * MINUTE).toUTCString()}`);
    expect(setCookie).not.toContain("4127");
    expect(setCookie).not.toContain("staff-4127");
  });

  it("is on for 30 idle minutes and 8 hours at most, whichever comes first", async () => {
    const { staff, setCookie } = await sessionCookie({ signedInAt: NOW, lastSeenAt: NOW });
    const at = (offset: number) => staff.readStaffSession(request(pair(setCookie)), NOW + offset).state;
    expect(at(29 * MINUTE)).toBe("active");
    expect(staff.readStaffSession(request(pair(setCookie)), NOW + 30 * MINUTE)).toEqual({
      state: "ended",
      why: "idle",
    });
    const busy = await sessionCookie({ signedInAt: NOW - 8 * 60 * MINUTE + MINUTE, lastSeenAt: NOW });
    expect(busy.staff.readStaffSession(request(pair(busy.setCookie)), NOW).state).toBe("active");
    expect(busy.staff.readStaffSession(request(pair(busy.setCookie)), NOW + MINUTE)).toEqual({
      state: "ended",
      why: "expired",
    });
  });

  it("ends when the API's access token does, if that is sooner", async () => {
    const { staff } = await load();
    expect(staff.sessionTimes(NOW, 3600)).toEqual({ signedInAt: NOW, lastSeenAt: NOW, expiresAt: NOW + 60 * MINUTE });
    expect(staff.sessionTimes(NOW, 24 * 3600).expiresAt).toBe(NOW + 8 * 60 * MINUTE);
    expect(staff.sessionTimes(NOW, undefined).expiresAt).toBe(NOW + 8 * 60 * MINUTE);
    const { setCookie } = await sessionCookie({ signedInAt: NOW, lastSeenAt: NOW, expiresAt: NOW + 10 * MINUTE });
    expect(staff.readStaffSession(request(pair(setCookie)), NOW + 10 * MINUTE)).toEqual({
      state: "ended",
      why: "expired",
    });
  });

  it("reads a tampered, foreign or customer's cookie as none", async () => {
    const { staff, setCookie } = await sessionCookie({ signedInAt: NOW, lastSeenAt: NOW });
    const value = pair(setCookie).slice("__staff=".length);
    const tampered = `${value.slice(0, -2)}${value.endsWith("A") ? "B" : "A"}`;
    for (const cookie of [`__staff=${tampered}`, "__staff=v1.abc", `__session=${value}`, ""])
      expect(staff.readStaffSession(request(cookie), NOW)).toEqual({ state: "none" });
  });

  it("counts a request as activity at most once a minute", async () => {
    const { staff, setCookie } = await sessionCookie({ signedInAt: NOW, lastSeenAt: NOW });
    expect(await staff.touchedStaffSession(request(pair(setCookie)), NOW + 30_000)).toBeUndefined();
    const touched = await staff.touchedStaffSession(request(pair(setCookie)), NOW + 20 * MINUTE);
    expect(staff.readStaffSession(request(pair(touched!)), NOW + 45 * MINUTE).state).toBe("active");
  });

  it("is ended by a cookie of the same name and path, empty and expired", async () => {
    const { staff } = await load();
    expect(await staff.endStaffSessionCookie()).toMatch(/^__staff=; Max-Age=0; Path=\/;/);
  });
});

describe("requireStaff", () => {
  const thrown = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (answer) {
      return answer as Response & { data?: unknown; init?: { status: number } };
    }
    throw new Error("nothing was thrown");
  };

  it("answers the session while it is on, and a role asked for that it holds", async () => {
    const { staff, setCookie } = await sessionCookie({ signedInAt: Date.now(), lastSeenAt: Date.now() }, [
      "agent",
      "supervisor",
    ]);
    const session = await staff.requireStaff(request(pair(setCookie)), { role: "supervisor" });
    expect([session.name, session.agentNumber, session.roles]).toEqual([
      "Lucía Fernández",
      "4127",
      ["agent", "supervisor"],
    ]);
  });

  it("sends a page read without a session to sign in and back", async () => {
    const { staff } = await load();
    const answer = await thrown(staff.requireStaff(request("")));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/agentes/ingresar?redirectTo=%2Fagentes%2Fclientes%3Fdni%3D20304050");
  });

  it("sends one whose session ended to sign in, saying why, and ends it", async () => {
    const { staff, setCookie } = await sessionCookie({ signedInAt: Date.now(), lastSeenAt: Date.now() - 31 * MINUTE });
    const answer = await thrown(staff.requireStaff(request(pair(setCookie), "GET", "/agentes")));
    expect(answer.headers.get("Location")).toBe("/agentes/ingresar?redirectTo=%2Fagentes&sesion=inactiva");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^__staff=; Max-Age=0/);
  });

  it("refuses anything but a read without a session: a form sent after the session ended is not replayed", async () => {
    const { staff } = await load();
    const answer = await thrown(staff.requireStaff(request("", "POST")));
    expect(answer.init?.status).toBe(403);
  });

  it("refuses a session without the role asked for", async () => {
    const { staff, setCookie } = await sessionCookie({ signedInAt: Date.now(), lastSeenAt: Date.now() });
    for (const method of ["GET", "POST"]) {
      const answer = await thrown(staff.requireStaff(request(pair(setCookie), method), { role: "supervisor" }));
      expect(answer.init?.status, method).toBe(403);
    }
  });

  it("never sends back anywhere but a desk page or a sale's step", async () => {
    const { staff } = await load();
    expect(staff.staffSignInPath("/contratar/formulario", "idle")).toBe(
      "/agentes/ingresar?redirectTo=%2Fcontratar%2Fformulario&sesion=inactiva",
    );
    expect(staff.staffSignInPath("/contratar-dgo")).toBe("/agentes/ingresar");
    expect(staff.staffSignInPath("https://evil.example/agentes")).toBe("/agentes/ingresar");
    expect(staff.staffSignInPath("//evil.example/agentes")).toBe("/agentes/ingresar");
    expect(staff.staffSignInPath("/mi-cuenta")).toBe("/agentes/ingresar");
    expect(staff.staffSignInPath("/agentes/ingresar")).toBe("/agentes/ingresar");
    expect(staff.staffSignInPath("/agentes", "expired")).toBe("/agentes/ingresar?redirectTo=%2Fagentes&sesion=vencida");
  });
});

describe("the sign-in's readings", () => {
  it("lands only on a desk page after signing in", async () => {
    const { signIn } = await load();
    for (const [asked, landing] of [
      ["/agentes/clientes?dni=1", "/agentes/clientes?dni=1"],
      ["/agentes", "/agentes"],
      ["https://evil.example/agentes", "/agentes"],
      ["/\\evil.example", "/agentes"],
      ["/agentes-falsas", "/agentes"],
      // A sale by phone goes on where it was after signing in again (decision 145).
      ["/contratar/formulario", "/contratar/formulario"],
      ["/contratar-dgo", "/agentes"],
      ["/mi-cuenta", "/agentes"],
      ["/agentes/ingresar/retorno?code=x", "/agentes"],
      [null, "/agentes"],
    ] as const)
      expect(signIn.deskPath(asked), String(asked)).toBe(landing);
  });

  it("reads the desk's roles from the claim named, a list or a string, by a dotted path too", async () => {
    const { signIn } = await load();
    expect(signIn.rolesOf({ roles: ["agent", "billing"] }, "roles")).toEqual(["agent"]);
    expect(signIn.rolesOf({ roles: "supervisor agent" }, "roles")).toEqual(["agent", "supervisor"]);
    expect(signIn.rolesOf({ realm_access: { roles: ["supervisor"] } }, "realm_access.roles")).toEqual(["supervisor"]);
    expect(signIn.rolesOf({ roles: [] }, "roles")).toEqual([]);
    expect(signIn.rolesOf({}, "roles")).toEqual([]);
    expect(signIn.rolesOf({ roles: { agent: true } }, "roles")).toEqual([]);
    // A path does not climb into what an object inherits.
    expect(signIn.rolesOf({ roles: ["agent"] }, "constructor.prototype")).toEqual([]);
  });
});
