import { expect, test } from "./fixtures";
import { handoverCode, sandboxToken } from "../support/sandbox";
import { OTHER_CLIENT, SERVERS } from "../support/servers";

// The hand-over from another of the provider's sites (decision 127): a one-time
// code in the address, exchanged by the portal's server; never the API's bearer token.

const q = encodeURIComponent;
const REFUSED = "El enlace de ingreso no es válido o ya venció";

test.describe("the hand-over by code and /plataforma", () => {
  test("/auth/login?code= with a good code signs in, and the code leaves the address with the redirect", async ({
    page,
    visit,
  }) => {
    const code = await handoverCode(await sandboxToken("20304050"));
    await visit(`/auth/login?code=${q(code)}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
    expect(page.url()).not.toContain(code);
  });

  test("/auth/login follows a same-origin redirectTo only", async ({ page, visit }) => {
    const token = await sandboxToken("20304050");
    await visit(`/auth/login?code=${q(await handoverCode(token))}&redirectTo=${q("//evil.example")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await visit(`/auth/login?code=${q(await handoverCode(token))}&redirectTo=${q("/mi-cuenta/facturacion")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion`);
  });

  test("a code works once: used again, the sign-in page with a message, and no session", async ({
    page,
    visit,
    context,
  }) => {
    const code = await handoverCode(await sandboxToken("20304050"));
    await visit(`/auth/login?code=${q(code)}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await context.clearCookies();
    await visit(`/auth/login?code=${q(code)}`);
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText(REFUSED);
    expect((await context.cookies(SERVERS.main)).find((cookie) => cookie.name === "__session")).toBeUndefined();
  });

  test("a bad code, or one made for another of the provider's clients, goes to the sign-in page with a message and starts no session", async ({
    page,
    visit,
    context,
  }) => {
    const forTheApp = await handoverCode(await sandboxToken("20304050"), OTHER_CLIENT.id);
    for (const code of [forTheApp, "this-code-does-not-exist-at-the-api-0123", "short", "x".repeat(600)]) {
      await visit(`/auth/login?code=${q(code)}`);
      await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
      await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText(REFUSED);
      expect((await context.cookies(SERVERS.main)).find((cookie) => cookie.name === "__session")).toBeUndefined();
    }
  });

  test("the API's bearer token in the address is refused, a good one too: the same message, no session", async ({
    page,
    visit,
    context,
  }) => {
    const token = await sandboxToken("20304050");
    for (const path of [
      `/auth/login?token=${q(token)}`,
      "/auth/login?token=this-token-does-not-exist-at-the-api-0123",
      "/auth/login",
    ]) {
      await visit(path);
      await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
      await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText(REFUSED);
      expect((await context.cookies(SERVERS.main)).find((cookie) => cookie.name === "__session")).toBeUndefined();
    }
  });

  test("/plataforma sends a visitor to sign in and a customer to the home", async ({ page, visit, signInAs }) => {
    await visit("/plataforma");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
    await signInAs("20304050");
    await visit("/plataforma");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });
});
