import { expect, test } from "./fixtures";

const notices = [
  {
    path: "/sin-servicio",
    status: 200,
    title: "Sin servicio - Nodo Sur",
    headline: "Todavía no llegamos a tu dirección",
    retry: { name: "Revisar la dirección", href: "/contratar/seleccionar-ubicacion" },
  },
  {
    path: "/intenta-mas-tarde?redirectTo=/planes",
    status: 503,
    title: "Intenta mas tarde - Nodo Sur",
    headline: "Estamos haciendo mantenimiento",
    retry: { name: "Reintentar", href: "/planes" },
  },
  {
    path: "/demasiados-intentos",
    status: 429,
    title: "Demasiados Intentos - Nodo Sur",
    headline: "Hiciste demasiados intentos",
    retry: { name: "Volver a intentar", href: "/iniciar-sesion" },
  },
];

for (const notice of notices) {
  test(`${notice.path} explains what happened and what to do next`, async ({ page, visit, expectAccessible }) => {
    const response = await visit(notice.path);
    expect(response?.status()).toBe(notice.status);
    await expect(page).toHaveTitle(notice.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.headline);
    await expect(page.getByRole("link", { name: notice.retry.name })).toHaveAttribute("href", notice.retry.href);
    await expect(page.getByRole("main").getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    await expectAccessible();
  });
}

test("the retry link of /intenta-mas-tarde never leaves the site", async ({ page, visit, expectAccessible }) => {
  await visit("/intenta-mas-tarde?redirectTo=//evil.example/x");
  await expect(page.getByRole("link", { name: "Reintentar" })).toHaveAttribute("href", "/");
});

test("/prueba shows the step-by-step layout without the site navigation", async ({ page, visit, expectAccessible }) => {
  const response = await visit("/prueba");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Prueba - Nodo Sur");
  await expect(page.getByRole("navigation", { name: "Navegación principal" })).toHaveCount(0);
  await expect(page.getByLabel("Nombre")).toBeVisible();
  await expectAccessible();
});
