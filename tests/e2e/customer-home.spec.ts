import { expect, test } from "./fixtures";
import { api, createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";

test.describe("customer home (/mi-cuenta)", () => {
  test("greets the customer and shows services, what is owed with its due dates, and open claims, each a link to its page", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs("20304050");
    const response = await visit("/mi-cuenta");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Plataforma - Home - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");

    // Each service is a link to its page (decision 148).
    const services = page.getByRole("region", { name: "Tus servicios" });
    await expect(services.getByRole("heading", { name: /^Conexión CN-\d+$/ })).toHaveCount(1);
    await expect(services.getByRole("link", { name: "Internet 300 Megas" })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/servicios\/\d+$/,
    );
    await expect(services.getByRole("link", { name: "TV Digital" })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/servicios\/\d+$/,
    );
    await expect(services).toContainText("300 Mbps");

    // The overdue invoice needs attention: its page a tap away, and pay it within the portal.
    const attention = page.getByRole("region", { name: "Para atender" });
    await expect(attention.getByRole("link", { name: /^La factura B 0003-\d{8} de .* venció el/ })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/facturacion\/factura\/\d+$/,
    );
    await expect(attention.getByRole("link", { name: /^Pagar la factura B 0003-\d{8}$/ })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/facturacion\/pagar\?factura=\d+$/,
    );
    // What is owed, and the invoice still to come (the overdue one is listed above, not twice).
    const owed = page.getByRole("region", { name: "Lo que debés" });
    const toCome = owed.getByRole("list", { name: "Facturas por vencer" }).getByRole("listitem");
    await expect(toCome).toHaveCount(1);
    await expect(toCome.getByRole("link", { name: /^Factura B 0003-\d{8}$/ })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/facturacion\/factura\/\d+$/,
    );
    await expect(toCome).toContainText(/vence el \d{2}\/\d{2}\/\d{4}/);
    await expect(owed).toContainText(/\$\s31\.998,00/);
    await expect(owed.getByRole("link", { name: "Ver todas tus facturas en Facturación" })).toHaveAttribute(
      "href",
      "/mi-cuenta/facturacion",
    );

    const claims = page.getByRole("region", { name: "Reclamos abiertos" });
    await expect(claims.getByRole("link", { name: /^R-104233 · / })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/reclamos\/\d+$/,
    );
    await expect(claims).toContainText("En curso");
    await expect(claims).not.toContainText("R-101877");
    await expect(claims.getByRole("link", { name: "Ver tus reclamos" })).toHaveAttribute("href", "/mi-cuenta/reclamos");

    await expect(page.getByRole("region", { name: "Débito automático" })).toContainText(
      "No estás adherido al débito automático.",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toHaveAttribute(
      "href",
      "/mi-cuenta",
    );
  });

  test("a company sees each of its connections", async ({ page, visit, signInAs }) => {
    await signInAs("30712345671");
    await visit("/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Serranías Digitales S.A.");
    await expect(page.getByRole("heading", { name: /^Conexión CN-\d+$/ })).toHaveCount(2);
  });

  test("a customer with nothing owed, no services and no claims is told so", async ({ page, visit, signInAs }) => {
    const dni = await createCustomer({ name: "Lucía Fernández" });
    await signInAs(dni);
    await visit("/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Lucía");
    await expect(page.getByText("Estás al día: no tenés facturas para pagar.")).toBeVisible();
    await expect(page.getByText("Todavía no tenés servicios.")).toBeVisible();
    await expect(page.getByText("No tenés reclamos abiertos.")).toBeVisible();
  });

  test("a visitor who is not signed in is sent to sign in and back", async ({ page, visit }) => {
    await visit("/mi-cuenta");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion?redirectTo=%2Fmi-cuenta`);
  });

  test("a session the API no longer accepts signs the customer out, back to the sign-in page", async ({
    page,
    visit,
    signInAs,
    context,
  }) => {
    const token = await signInAs("20304050");
    await api("POST", "/auth/logout", { token });
    await visit("/mi-cuenta?desde=aviso");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion?redirectTo=%2Fmi-cuenta%3Fdesde%3Daviso`);
    expect((await context.cookies(SERVERS.main)).find((cookie) => cookie.name === "__session")).toBeUndefined();
  });
});
