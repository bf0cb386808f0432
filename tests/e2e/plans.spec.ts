import { expect, test } from "./fixtures";
import { SERVERS } from "../support/servers";

test.describe("plans", () => {
  test("/planes lists internet, TV and combos with speed, price and features", async ({ page, visit }) => {
    const response = await visit("/planes");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Planes - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planes de internet y TV");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Internet", "Televisión", "Internet + TV"]);
    const internet = page.getByRole("region", { name: "Internet", exact: true });
    const card = internet.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Internet 300 Megas" }) });
    await expect(card).toContainText("300 Mbps");
    await expect(card).toContainText(/\$\s19\.999,00\s*por mes/);
    await expect(card).toContainText("Router Wi-Fi 5 doble banda");
    await expect(page.getByRole("region", { name: "Televisión" }).getByRole("link")).toHaveText([
      "TV Digital",
      "TV Full HD",
    ]);
  });

  test("a plan's page has its details and hires it with the plan chosen", async ({ page, visit }) => {
    await visit("/planes");
    await page.getByRole("link", { name: "Combo 300 Megas + TV Digital" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/planes/7`);
    await expect(page).toHaveTitle("Planes - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Combo 300 Megas + TV Digital");
    const facts = page.locator("dl.facts");
    await expect(facts).toContainText("Bajada");
    await expect(facts).toContainText("300 Mbps");
    await expect(facts).toContainText("30 Mbps");
    await expect(facts).toContainText(/\$\s27\.999,00 por mes/);
    await expect(page.getByRole("listitem").filter({ hasText: "Un solo pago por mes" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contratar" })).toHaveAttribute(
      "href",
      "/contratar?plan=7",
    );
  });

  test("a TV plan shows no speeds", async ({ page, visit }) => {
    await visit("/planes/5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TV Digital");
    await expect(page.locator("dl.facts")).not.toContainText("Mbps");
  });

  for (const path of ["/planes/999", "/planes/abc", "/planes/0"]) {
    test(`${path} is the 404 screen`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    });
  }
});
