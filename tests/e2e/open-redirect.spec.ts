import { expect, test } from "./fixtures";
import { sandboxToken } from "./sandbox";
import { honeypotFields } from "./honeypot";
import { SERVERS } from "./servers";

// Issue 9: targets that pass a text check but become `//evil.example` once the browser
// resolves their `.` and `..` segments. Every place that takes a return path is tried.
const DOT_SEGMENT_TRICKS = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/././/evil.example"];

const q = encodeURIComponent;

/** A Location header read the way a browser reads it: it must stay on this site. */
function expectOwnLocation(location: string | undefined, path: string) {
  expect(location).toBe(path);
  expect(new URL(location!, `${SERVERS.main}/redirect`).origin).toBe(SERVERS.main);
}

test.describe("return paths resolved before they are judged", () => {
  for (const trick of DOT_SEGMENT_TRICKS) {
    test(`/redirect?to=${trick} answers a Location on this site`, async ({ request }) => {
      const response = await request.get(`/redirect?to=${q(trick)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expectOwnLocation(response.headers().location, "/");
    });
  }

  test("the browser following /redirect?to=/.//evil.example stays on this site", async ({ page, visit }) => {
    await visit(`/redirect?to=${q("/.//evil.example")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/`);
  });

  test("a normalised path of this site is still followed, query and hash kept", async ({ request }) => {
    const response = await request.get(`/redirect?to=${q("/a/../prueba?desde=aviso#arriba")}`, { maxRedirects: 0 });
    expectOwnLocation(response.headers().location, "/prueba?desde=aviso#arriba");
  });

  test("the token hand-over with a dot-segment redirectTo signs in and stays on this site", async ({ page, visit }) => {
    const token = await sandboxToken("20304050");
    await visit(`/auth/login?token=${q(token)}&redirectTo=${q("/.//evil.example")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
  });

  test("the token hand-over answers a Location on this site for every trick", async ({ request }) => {
    const token = await sandboxToken("20304050");
    for (const trick of DOT_SEGMENT_TRICKS) {
      const response = await request.get(`/auth/login?token=${q(token)}&redirectTo=${q(trick)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expectOwnLocation(response.headers().location, "/mi-cuenta");
    }
  });

  test("the sign-in form drops such a redirectTo and the browser lands on the customer home", async ({ page, visit }) => {
    await visit(`/iniciar-sesion?redirectTo=${q("/.//evil.example")}`);
    await expect(page.locator("input[name=redirectTo]")).not.toHaveValue(/evil/);
    await page.getByLabel("DNI o CUIT").fill("20304050");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });

  test("the sign-in POST answers a Location on this site for every trick", async ({ playwright }) => {
    for (const trick of DOT_SEGMENT_TRICKS) {
      const request = await playwright.request.newContext({ baseURL: SERVERS.main });
      const form = { identification: "20304050", redirectTo: trick, ...(await honeypotFields(request, "/iniciar-sesion")) };
      const response = await request.post("/iniciar-sesion", { form, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expectOwnLocation(response.headers().location, "/mi-cuenta");
      await request.dispose();
    }
  });

  const notices = [
    { path: "/intenta-mas-tarde", link: "Reintentar", fallback: "/" },
    { path: "/demasiados-intentos", link: "Volver a intentar", fallback: "/iniciar-sesion" },
  ];
  for (const notice of notices) {
    test(`the retry link of ${notice.path} never becomes protocol-relative`, async ({ page, visit }) => {
      for (const trick of DOT_SEGMENT_TRICKS) {
        await visit(`${notice.path}?redirectTo=${q(trick)}`);
        await expect(page.getByRole("link", { name: notice.link })).toHaveAttribute("href", notice.fallback);
      }
    });
  }
});
