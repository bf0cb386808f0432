import { expect, test } from "./fixtures";
import { api, createCustomer, freshDni } from "../support/sandbox";
import { expectNoHorizontalScroll, PHONE } from "./viewport";

/**
 * Outages by area (decision 101), the journey of a customer without internet on a phone (both
 * JavaScript modes): the public status page from the home page, without signing in; then
 * signed in, the outage in their locality first on the home, "Avisarme cuando vuelva", and
 * Mi conexión saying it is asked. Its rules, refusals, faults and flag are HTTP and sandbox
 * tests (tests/http/outages.test.ts, tests/sandbox/outages.test.ts); the test's outage is in
 * Valle Hermoso, where no other test's customers live.
 */

test.use({ viewport: PHONE });

test("a customer without internet learns of the outage, signs in, sees it first and asks to be told when it ends", async ({
  page,
  visit,
}) => {
  const identification = await createCustomer({
    name: "Valeria Ríos",
    plans: [2],
    locality: "Valle Hermoso",
    email: `valeria.${await freshDni()}@example.com`,
  });
  const started = await api("POST", "/__faults/outages", {
    json: {
      localities: ["Valle Hermoso"],
      state: "repairing",
      started_minutes_ago: 50,
      estimated_end_in_minutes: 200,
      cause: "Un poste caído sobre la fibra.",
      message: "Una cuadrilla está cambiando el poste.",
    },
  });
  expect(started.status).toBe(201);

  // Anyone, on mobile data: the home page's link, then the seeded outage found by locality (a GET form).
  await visit("/");
  await page
    .getByRole("navigation", { name: "Trámites sin iniciar sesión" })
    .getByRole("link", { name: "Estado del servicio" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estado del servicio");
  await page.getByLabel("Buscá tu localidad").selectOption("Cosquín");
  await page.getByRole("button", { name: "Ver" }).click();
  await expect(page).toHaveURL(/\/estado-del-servicio\?localidad=Cosqu/);
  const cosquin = page.getByRole("article", { name: "Corte en Cosquín" });
  await expect(cosquin).toContainText("Reparando");
  await expect(cosquin).toContainText("Encontramos un corte de fibra en la ruta 38.");
  await expectNoHorizontalScroll(page);

  // Signed in by identification alone (quick access): the outage comes first.
  await page.getByRole("main").getByRole("link", { name: "Iniciar sesión" }).click();
  await page.getByLabel("DNI o CUIT").fill(identification);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Valeria");
  const notice = page.locator("h1 + .outage-notice");
  await expect(notice.getByRole("heading", { level: 2 })).toContainText(
    /^Hay un corte en Valle Hermoso desde (las|el \d\d\/\d\d a las) \d\d:\d\d\. Estimamos que vuelve (a las|el \d\d\/\d\d a las) \d\d:\d\d\.$/,
  );
  await expect(notice).toContainText("Una cuadrilla está cambiando el poste.");
  await expect(notice).toContainText("Los días sin servicio se bonifican en tu próxima factura.");
  await expectNoHorizontalScroll(page);

  await notice.getByRole("button", { name: "Avisarme cuando vuelva" }).click();
  await expect(
    page.locator(".toast", { hasText: "Listo: te vamos a avisar cuando vuelva el servicio." }),
  ).toBeVisible();
  await expect(notice).toContainText("Te vamos a avisar cuando vuelva el servicio");
  await expect(notice.getByRole("button", { name: "Avisarme cuando vuelva" })).toHaveCount(0);

  await visit("/mi-cuenta/mi-conexion");
  const onConnection = page.locator("h1 + .outage-notice");
  await expect(onConnection).toContainText("Hay un corte en Valle Hermoso");
  await expect(onConnection).toContainText("Te vamos a avisar cuando vuelva el servicio");
  await expectNoHorizontalScroll(page);
});
