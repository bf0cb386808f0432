import { SERVERS } from "../support/servers";
import { expect, test } from "./fixtures";

test.describe("home page", () => {
  test("is served in Spanish with the product's title and the ways in", async ({ page, visit }) => {
    const response = await visit("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Inicio - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet por fibra óptica y TV para tu hogar");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Ver planes" })).toHaveAttribute("href", "/planes");
    await expect(main.getByRole("link", { name: "Quiero contratar" }).first()).toHaveAttribute("href", "/contratar");
    await expect(main.getByRole("link", { name: "Ya soy cliente" })).toHaveAttribute("href", "/iniciar-sesion");
    await expect(main.getByRole("link", { name: /Ir al sitio de pagos/ })).toHaveAttribute(
      "href",
      "https://pagos.nodosur.example/",
    );
  });

  test("shows the featured plans and the Directv GO banners from the API", async ({ page, visit }) => {
    await visit("/");
    const featured = page.getByRole("region", { name: "Planes destacados" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText([
      "Internet 300 Megas",
      "Combo 300 Megas + TV Digital",
    ]);
    await expect(featured.getByRole("link", { name: "Internet 300 Megas" })).toHaveAttribute("href", "/planes/2");
    await expect(featured).toContainText(/\$\s19\.999,00\s*por mes/);
    const streaming = page.getByRole("region", { name: "Directv GO" });
    await expect(streaming.getByRole("link")).toHaveText([
      "DIRECTV GO con tu internet",
      "Todo el fútbol en vivo",
      "Estrenos todas las semanas",
    ]);
    await expect(streaming.getByRole("link").first()).toHaveAttribute("href", "/contratar-dgo");
  });

  test("footer carries the provider's external links", async ({ page, visit }) => {
    await visit("/");
    const footer = page.getByRole("contentinfo");
    for (const name of [
      /Pagá tu factura/,
      /Ingresá a Directv GO/,
      /Términos y condiciones/,
      /Facebook/,
      /Instagram/,
      /YouTube/,
    ]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
  });

  test("English is chosen by ?lng=, remembered by cookie, and by Accept-Language", async ({ page, browser, visit }) => {
    await visit("/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Home - Nodo Sur");
    await visit("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fibre internet and TV for your home");
    await visit("/?lng=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    const english = await browser.newContext({ locale: "en-US", baseURL: SERVERS.main });
    const englishPage = await english.newPage();
    await englishPage.goto("/");
    await expect(englishPage.locator("html")).toHaveAttribute("lang", "en");
    await english.close();
  });

  test("in English, pages whose strings come on demand render, hydrate and answer in English", async ({
    page,
    visit,
  }) => {
    await visit("/?lng=en");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Plans" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet and TV plans");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#campo-identification-error")).toHaveText(/Enter your DNI or CUIT/);
    await visit("/contratar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about you");
    await visit("/?lng=es");
  });
});
