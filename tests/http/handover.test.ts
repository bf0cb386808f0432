import { describe, expect, it } from "vitest";
import { handoverCode, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { textOf, Visitor } from "../support/visitor";

/**
 * `/auth/login` (decision 127) as the server answers it: a code good once, the
 * API's token in the address refused (HANDOVER_TOKEN_IN_URL is off), and whatever else the
 * address holds, the sign-in page with its message, never a 5xx.
 */

const q = encodeURIComponent;
const REFUSED = "El enlace de ingreso no es válido o ya venció";

/** Follows the hand-over as a browser without JavaScript would. */
async function handOver(query: string) {
  const visitor = new Visitor();
  const first = await visitor.request(`/auth/login?${query}`);
  await first.body?.cancel();
  const page = await visitor.open(`/auth/login?${query}`).catch(() => null);
  return { first, page, session: visitor.cookies.has("__session") };
}

describe("/auth/login", () => {
  it("exchanges a good code for a session and redirects without it; the second time, the message and no session", async () => {
    const code = await handoverCode(await sandboxToken("20304050"));
    const visitor = new Visitor();
    const first = await visitor.request(`/auth/login?code=${q(code)}`);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/mi-cuenta");
    expect(visitor.cookies.has("__session")).toBe(true);
    const again = new Visitor();
    const page = await again.open(`/auth/login?code=${q(code)}`);
    expect(page.url.href).toBe(`${SERVERS.main}/iniciar-sesion`);
    expect(textOf(page.doc)).toContain(REFUSED);
    expect(again.cookies.has("__session")).toBe(false);
  });

  it("refuses the API's token in the address, a good one too", async () => {
    const token = await sandboxToken("20304050");
    const visitor = new Visitor();
    const page = await visitor.open(`/auth/login?token=${q(token)}`);
    expect(page.visited).toEqual([`${SERVERS.main}/auth/login?token=${q(token)}`, `${SERVERS.main}/iniciar-sesion`]);
    expect(textOf(page.doc)).toContain(REFUSED);
    expect(visitor.cookies.has("__session")).toBe(false);
  });

  it("answers odd and oversized codes and tokens with the sign-in page and its message, never a 5xx", async () => {
    const odd = [
      "",
      "code=",
      "code=%20",
      "code=%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00",
      `code=${"x".repeat(8000)}`,
      `code=${"ñ".repeat(40)}`,
      `code=${q("../../../../etc/passwd")}`,
      `code=${q("<script>alert(1)</script>-0123456789")}`,
      `code=${q(`${"a".repeat(20)}\r\nSet-Cookie: x=1`)}`,
      `code=${"a".repeat(20)}&code=${"b".repeat(20)}`,
      `code[]=${"a".repeat(20)}`,
      `code=${q("' OR 1=1 --0123456789")}`,
      `token=${"x".repeat(8000)}`,
      "token=%FF%FE",
      `token=${"t".repeat(30)}&code=`,
      `redirectTo=${q("//evil.example")}`,
    ];
    for (const query of odd) {
      const { first, page, session } = await handOver(query);
      expect(first.status, query.slice(0, 60)).toBe(302);
      expect(first.headers.get("location"), query.slice(0, 60)).toBe("/iniciar-sesion");
      expect(page?.status, query.slice(0, 60)).toBe(200);
      expect(textOf(page!.doc), query.slice(0, 60)).toContain(REFUSED);
      expect(session, query.slice(0, 60)).toBe(false);
    }
  });
});
