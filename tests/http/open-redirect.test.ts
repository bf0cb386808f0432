import { describe, expect, it } from "vitest";
import { handoverCode, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { hrefOf, Visitor } from "../support/visitor";

// Decision 040: targets that pass a text check but become `//evil.example` once the browser
// resolves their `.` and `..` segments. Every place that takes a return path is tried; the
// browser's own reading of them is tests/e2e/open-redirect.spec.ts.
const DOT_SEGMENT_TRICKS = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "/././/evil.example",
];

const q = encodeURIComponent;

/** A Location header read the way a browser reads it: it must stay on this site. */
function expectOwnLocation(location: string | null, path: string) {
  expect(location).toBe(path);
  expect(new URL(location!, `${SERVERS.main}/redirect`).origin).toBe(SERVERS.main);
}

describe("return paths resolved before they are judged", () => {
  for (const trick of DOT_SEGMENT_TRICKS) {
    it(`/redirect?to=${trick} answers a Location on this site`, async () => {
      const response = await new Visitor().request(`/redirect?to=${q(trick)}`);
      expect(response.status).toBe(302);
      expectOwnLocation(response.headers.get("location"), "/");
    });
  }

  it("a normalised path of this site is still followed, query and hash kept", async () => {
    const response = await new Visitor().request(`/redirect?to=${q("/a/../prueba?desde=aviso#arriba")}`);
    expectOwnLocation(response.headers.get("location"), "/prueba?desde=aviso#arriba");
  });

  it("the hand-over by code answers a Location on this site for every trick", async () => {
    const token = await sandboxToken("20304050");
    for (const trick of DOT_SEGMENT_TRICKS) {
      const response = await new Visitor().request(
        `/auth/login?code=${q(await handoverCode(token))}&redirectTo=${q(trick)}`,
      );
      expect(response.status, trick).toBe(302);
      expectOwnLocation(response.headers.get("location"), "/mi-cuenta");
    }
  });

  it("the sign-in POST answers a Location on this site for every trick", async () => {
    for (const trick of DOT_SEGMENT_TRICKS) {
      const visitor = new Visitor();
      const page = await visitor.submit("/iniciar-sesion", { identification: "20304050", redirectTo: trick });
      expect(page.visited[1], trick).toBe(`${SERVERS.main}/mi-cuenta`);
      expect(page.url.href, trick).toBe(`${SERVERS.main}/mi-cuenta`);
    }
  });

  const notices = [
    { path: "/intenta-mas-tarde", link: "Reintentar", fallback: "/" },
    { path: "/demasiados-intentos", link: "Volver a intentar", fallback: "/iniciar-sesion" },
  ];
  for (const notice of notices) {
    it(`the retry link of ${notice.path} never becomes protocol-relative`, async () => {
      for (const trick of DOT_SEGMENT_TRICKS) {
        const page = await new Visitor().open(`${notice.path}?redirectTo=${q(trick)}`);
        expect(hrefOf(page.doc, notice.link), trick).toBe(notice.fallback);
      }
    });
  }
});
