import { expect, test } from "./fixtures";
import { sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";

test.describe("token hand-over and /plataforma", () => {
  test("/auth/login?token= with a good token signs in and leaves the token out of the address", async ({ page, visit }) => {
    const token = await sandboxToken("20304050");
    await visit(`/auth/login?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
  });

  test("/auth/login follows a same-origin redirectTo only", async ({ page, visit }) => {
    const token = await sandboxToken("20304050");
    await visit(`/auth/login?token=${encodeURIComponent(token)}&redirectTo=${encodeURIComponent("//evil.example")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });

  test("a bad token goes to the sign-in page with a message, and starts no session", async ({ page, visit, context }) => {
    for (const token of ["this-token-does-not-exist-at-the-api-0123", "short"]) {
      await visit(`/auth/login?token=${token}`);
      await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
      await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("El enlace de ingreso no es válido o ya venció");
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
