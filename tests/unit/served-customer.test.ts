import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffSession } from "~/utils/staff-session.server";

/**
 * The caller being served (decision 143): the name masked as the banner shows it, the
 * attention's end (the API's, 30 minutes, or the staff session's, whichever is first), and
 * `requireServedCustomer`, which the next slice's pages call.
 */

async function load() {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.stubEnv("SESSION_SECRET", "served-customer-test-secret-0123456789");
  vi.stubEnv("STAFF_OIDC_ISSUER", "https://id.nodosur.example");
  vi.stubEnv("STAFF_OIDC_CLIENT_ID", "portal");
  vi.stubEnv("STAFF_OIDC_CLIENT_SECRET", "a-client-secret-0123456789");
  vi.stubEnv("STAFF_OIDC_AUDIENCE", "urn:nodo-sur:api");
  return {
    served: await import("~/utils/served-customer.server"),
    staff: await import("~/utils/staff-session.server"),
  };
}

afterEach(() => vi.unstubAllEnvs());

const NOW = Date.UTC(2026, 10, 29, 13, 0);
const MINUTE = 60_000;

const session = (expiresAt = NOW + 8 * 60 * MINUTE): StaffSession => ({
  accessToken: "eyJhbGciOiJSUzI1NiJ9.staff-4127",
  name: "Lucía Fernández",
  agentNumber: "4127",
  roles: ["agent"],
  signedInAt: NOW,
  lastSeenAt: NOW,
  expiresAt,
});

const token = (endsIn: number) => ({
  access_token: "delegated-token-0123456789abcdef",
  token_type: "Bearer" as const,
  expires_at: new Date(NOW + endsIn).toISOString(),
  access: "consent" as const,
  customer_id: 7,
  agent_number: "4127",
});

describe("the caller being served", () => {
  it("masks the name to the first name and initials", async () => {
    const { served } = await load();
    expect(served.maskName("Carlos Alberto Gómez")).toBe("Carlos A. G.");
    expect(served.maskName("  Tomás   ríos ")).toBe("Tomás R.");
    expect(served.maskName("Serranías")).toBe("Serranías");
  });

  it("ends at the API's end, 30 minutes, or the staff session's end, whichever is first", async () => {
    const { served } = await load();
    expect(served.serving(session(), token(20 * MINUTE), "Ana Ruiz", NOW).served!.expiresAt).toBe(NOW + 20 * MINUTE);
    expect(served.serving(session(), token(60 * MINUTE), "Ana Ruiz", NOW).served!.expiresAt).toBe(NOW + 30 * MINUTE);
    expect(served.serving(session(NOW + 5 * MINUTE), token(60 * MINUTE), "Ana Ruiz", NOW).served!.expiresAt).toBe(
      NOW + 5 * MINUTE,
    );
    const on = served.serving(session(), token(30 * MINUTE), "Ana Ruiz", NOW);
    expect(served.servedCustomer(on, NOW + 29 * MINUTE)).toMatchObject({ customerId: 7, name: "Ana R." });
    expect(served.servedCustomer(on, NOW + 30 * MINUTE)).toBeNull();
  });

  it("gives the next slice the token and the customer, and refuses a request without an attention", async () => {
    const { served, staff } = await load();
    const now = Date.now();
    const on = served.serving(
      { ...session(now + 60 * MINUTE), signedInAt: now, lastSeenAt: now },
      token(0),
      "Ana Ruiz",
      now,
    );
    on.served!.expiresAt = now + 10 * MINUTE;
    const request = (cookie: string) =>
      new Request("https://portal.example/agentes/clientes", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(served.requireServedCustomer(request(await staff.staffSessionCookie(on)))).toEqual({
      token: "delegated-token-0123456789abcdef",
      customerId: 7,
      access: "consent",
    });
    const without = await staff.staffSessionCookie({ ...on, served: undefined });
    const refusal = (asked: Request) => {
      try {
        return served.requireServedCustomer(asked);
      } catch (thrown) {
        return thrown;
      }
    };
    expect(refusal(request(without))).toMatchObject({ init: { status: 403 } });
    expect(refusal(new Request("https://portal.example/agentes"))).toMatchObject({ init: { status: 403 } });
  });
});
