import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addFault, api, createCustomer, freshDni } from "../support/sandbox";
import { honeypotFields } from "./honeypot";
import { SERVERS } from "../support/servers";

async function signIn(page: Page, identification: string, password?: string) {
  await page.getByLabel("DNI o CUIT").fill(identification);
  if (password !== undefined) await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

const summary = (page: Page) => page.locator(".error-summary");

test.describe("sign-in page", () => {
  test("asks for the DNI or CUIT alone, in the login layout", async ({ page, visit }) => {
    const response = await visit("/iniciar-sesion");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Iniciar sesión - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingresá a tu cuenta");
    await expect(page.getByLabel("DNI o CUIT")).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Contraseña")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Olvidé mi contraseña" })).toHaveAttribute("href", "/password-reset");
  });

  test("reached from the home page, its honeypot stays hidden (no inline style to refuse)", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("main").getByRole("link", { name: "Ya soy cliente" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
    await expect(page.locator("input[name=nombre__confirmar]")).toBeHidden();
    await expect(page.locator("input[name=nombre__confirmar]")).toHaveCount(1);
  });

  test("DNI 20304050 with dots signs in without a password and lands on the customer home", async ({ page, visit }) => {
    await visit("/iniciar-sesion");
    await signIn(page, "20.304.050");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
  });

  test("a CUIT written with dashes and spaces signs the company in", async ({ page, visit }) => {
    await visit("/iniciar-sesion");
    await signIn(page, " 30-71234567-1 ");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Serranías Digitales S.A.");
  });

  test("406: DNI 27222333 is asked for the password, focused and with no error, then signs in with Portal2026", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit("/iniciar-sesion");
    await signIn(page, "27222333");
    const password = page.getByLabel("Contraseña");
    await expect(password).toBeFocused();
    await expect(summary(page)).toHaveCount(0);
    await expect(page.locator(".field-error")).toHaveCount(0);
    await expect(page).toHaveTitle("Iniciar sesión - Nodo Sur");
    await expect(page.getByLabel("DNI o CUIT")).toHaveValue("27222333");
    await expectAccessible();
    await password.fill("Portal2026");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, María");
  });

  test("403: an identification that is not a customer gets the spec's message on the field", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit("/iniciar-sesion");
    await signIn(page, "11222333");
    await expect(summary(page)).toBeFocused();
    await expect(
      summary(page).getByRole("link", { name: "El DNI no es correcto o no se encuentra registrado" }),
    ).toHaveAttribute("href", "#campo-identification");
    await expect(page.locator("#campo-identification-error")).toContainText(
      "El DNI no es correcto o no se encuentra registrado",
    );
    await expect(page).toHaveTitle("Error: Iniciar sesión - Nodo Sur");
    await expect(page.getByLabel("DNI o CUIT")).toHaveValue("11222333");
    await expectAccessible();
  });

  test("401: a wrong password gets the spec's message and the password is not sent back", async ({
    page,
    visit,
    js,
  }) => {
    await visit("/iniciar-sesion");
    await signIn(page, "27222333");
    await signIn(page, "27222333", "NoEsLaClave1");
    await expect(summary(page)).toContainText("La identificación o la contraseña no son correctas");
    await expect(page.locator("#campo-password-error")).toContainText(
      "La identificación o la contraseña no son correctas",
    );
    // The server never sends it back (with JavaScript, the browser keeps what was typed).
    if (!js) await expect(page.getByLabel("Contraseña")).toHaveValue("");
    expect(await page.content()).not.toContain("NoEsLaClave1");
  });

  test("any other failure of the API gets the spec's generic message", async ({ page, visit }) => {
    const dni = await freshDni();
    await addFault({ method: "POST", path: "/auth/customers", status: 500, bodyContains: dni });
    await visit("/iniciar-sesion");
    await signIn(page, dni);
    await expect(summary(page)).toContainText("Ups ocurrió un error, por favor intenta mas tarde");
    await expect(page.getByLabel("DNI o CUIT")).toHaveValue(dni);
  });

  test("429: too many attempts go to /demasiados-intentos", async ({ page, visit }) => {
    const dni = await createCustomer({ password: "Propia2026" });
    // Five wrong passwords in a row lock the identification at the API.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api("POST", "/auth/login", { json: { user: dni, password: "equivocada1" } })).status).toBe(401);
    }
    await visit("/iniciar-sesion");
    await signIn(page, dni);
    await expect(page).toHaveURL(/\/demasiados-intentos\?redirectTo=%2Finiciar-sesion$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hiciste demasiados intentos");
    await expect(page.getByRole("link", { name: "¿Olvidaste tu contraseña? Creá una nueva" })).toHaveAttribute(
      "href",
      "/password-reset",
    );
  });

  test("an empty or malformed identification is refused before the API is asked", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit("/iniciar-sesion");
    await signIn(page, "");
    await expect(summary(page)).toContainText("Ingresá tu DNI o CUIT");
    await signIn(page, "20.304");
    await expect(summary(page)).toContainText("Ingresá un DNI de 7 u 8 números o un CUIT de 11 números");
    await expect(page.getByLabel("DNI o CUIT")).toHaveValue("20.304");
    await expectAccessible();
  });

  test("an empty password, once asked for, is an error", async ({ page, visit }) => {
    await visit("/iniciar-sesion");
    await signIn(page, "27222333");
    await signIn(page, "27222333", "");
    await expect(summary(page)).toContainText("Ingresá tu contraseña");
  });

  test("a signed-in visitor is sent to the customer home", async ({ page, visit, signInAs }) => {
    await signInAs("20304050");
    await visit("/iniciar-sesion");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });
});

test.describe("after signing in", () => {
  test("the customer goes back to the page that asked for the sign-in", async ({ page, visit }) => {
    await visit("/mi-cuenta");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion?redirectTo=%2Fmi-cuenta`);
    await signIn(page, "20304050");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });

  test("a same-origin redirectTo is followed", async ({ page, visit }) => {
    await visit(`/iniciar-sesion?redirectTo=${encodeURIComponent("/prueba?desde=login")}`);
    await signIn(page, "20304050");
    await expect(page).toHaveURL(`${SERVERS.main}/prueba?desde=login`);
  });

  const attempts = [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "%68ttps://evil.example",
    "/\t/evil.example",
  ];
  for (const attempt of attempts) {
    test(`redirectTo=${JSON.stringify(attempt)} ends on a page of this site`, async ({ page, visit }) => {
      await visit(`/iniciar-sesion?redirectTo=${encodeURIComponent(attempt)}`);
      await signIn(page, "20304050");
      await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    });
  }

  test("a redirectTo posted straight to the action is checked there too", async ({ playwright }) => {
    for (const attempt of ["//evil.example", "https://evil.example/x", "/\\evil.example", "/%2F%2Fevil.example"]) {
      const request = await playwright.request.newContext({ baseURL: SERVERS.main });
      const response = await request.post("/iniciar-sesion", {
        form: {
          identification: "20304050",
          redirectTo: attempt,
          ...(await honeypotFields(request, "/iniciar-sesion")),
        },
        headers: { Origin: SERVERS.main },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/mi-cuenta");
      await request.dispose();
    }
  });

  test("a cross-origin POST is refused and starts no session", async ({ request }) => {
    const response = await request.post("/iniciar-sesion", {
      headers: { Origin: "https://evil.example" },
      form: { identification: "20304050", redirectTo: "/mi-cuenta" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("__session=");
  });
});
