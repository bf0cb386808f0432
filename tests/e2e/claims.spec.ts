import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { MB, PDF_MAGIC, uploadFile } from "./uploads";

const pdf = (name = "factura-router.pdf", size?: number) => uploadFile(name, PDF_MAGIC, size);

const summary = (page: Page) => page.locator(".error-summary");

/** A customer of the test's own, with one active connection (Internet 300 Megas). */
async function customerWithService() {
  return createCustomer({ name: "Marta Gómez", plans: [2] });
}

async function fillClaim(page: Page, subject = "Sin internet desde ayer") {
  await page.getByRole("radio", { name: /Sin servicio de internet/ }).check();
  await page.getByLabel("Asunto").fill(subject);
  await page.getByLabel("Mensaje").fill("El router tiene la luz roja prendida desde ayer a la tarde.");
}

/** Claims straight from the API, to check what the portal created. */
async function claimsOf(token: string) {
  const answer = await api("GET", "/v3/tickets?per_page=50", { token });
  return answer.body as {
    data: Array<{ id: number; number: string; status: string; messages_count: number; due_date: string }>;
    meta: { total: number };
  };
}

/** `YYYY-MM-DD` as the pages show a date. */
const shownDate = (day: string) => day.split("-").reverse().join("/");

test.describe("claims (/mi-cuenta/reclamos)", () => {
  test("a claim with a file is filed, answered, reopened, closed and rated", async ({ page, visit, signInAs }) => {
    // A long journey with five axe scans: a scan without JavaScript opens a page of its own.
    test.slow();
    const dni = await customerWithService();
    const token = await signInAs(dni);

    await visit("/mi-cuenta/reclamos");
    await expect(page).toHaveTitle("Reclamos - Nodo Sur");
    await expect(page.getByText("No tenés reclamos.")).toBeVisible();

    await page.getByRole("link", { name: "Hacer un reclamo" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos/crear`);
    await expect(page).toHaveTitle("Reclamar - Nodo Sur");
    // The categories come with their descriptions and the deadline the API gives each (decision 092).
    await expect(page.getByRole("radio", { name: /Facturación y pagos/ })).toHaveAccessibleDescription(
      "Dudas sobre una factura, un pago o el débito automático. Plazo para resolverlo: 5 días hábiles.",
    );
    await expect(page.getByRole("radio", { name: /Sin servicio de internet/ })).toHaveAccessibleDescription(
      /Plazo para resolverlo: 3 días hábiles\.$/,
    );
    // One connection: it is not asked for.
    await expect(page.getByLabel("Conexión", { exact: true })).toHaveCount(0);
    await fillClaim(page);
    await page.getByLabel("Archivos (opcional)").setInputFiles(pdf());
    await page.getByRole("button", { name: "Enviar reclamo" }).click();

    await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/reclamos/\\d+$`));
    const [created] = (await claimsOf(token)).data;
    expect(created).toBeDefined();
    expect(created!.number).toMatch(/^R-\d{6}$/);
    await expect(page.locator(".toast", { hasText: `Enviamos tu reclamo ${created!.number}.` })).toBeVisible();
    await expect(page).toHaveTitle(`Reclamo ${created!.number} - Nodo Sur`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reclamo ${created!.number}`);
    await expect(page.getByText("Abierto", { exact: true })).toBeVisible();
    // The deadline is the due date the API computed.
    expect(created!.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator("dt", { hasText: "Plazo para resolverlo" }).locator("+ dd")).toHaveText(
      shownDate(created!.due_date),
    );
    const thread = page.getByRole("region", { name: "Mensajes" });
    await expect(thread).toContainText("El router tiene la luz roja prendida desde ayer a la tarde.");
    await expect(thread).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // The file comes through the portal: never the API's address in the page.
    const link = thread.getByRole("link", { name: "factura-router.pdf" });
    const fileUrl = await link.getAttribute("href");
    expect(fileUrl).toMatch(new RegExp(`^/mi-cuenta/reclamos/${created!.id}/archivos/[^/]+$`));
    expect(await page.content()).not.toContain(`${SERVERS.sandbox}/files/`);
    const download = await page.request.get(fileUrl!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["content-disposition"]).toContain("attachment");
    expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The provider answers.
    expect(
      (
        await api("POST", `/__faults/claims/${created!.number}/agent`, {
          json: { message: "Estamos revisando tu conexión.", status: "in_progress" },
        })
      ).status,
    ).toBe(200);
    await visit(`/mi-cuenta/reclamos/${created!.id}`);
    await expect(thread.locator(".claim-message-agent")).toContainText("Atención al cliente");
    await expect(thread.locator(".claim-message-agent")).toContainText("Estamos revisando tu conexión.");
    await expect(page.getByText("En curso", { exact: true })).toBeVisible();

    await page.getByLabel("Tu mensaje").fill("Sigue igual, con la luz roja.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("Enviamos tu mensaje.")).toBeVisible();
    await expect(thread).toContainText("Sigue igual, con la luz roja.");

    // Each toast stays on its page without JavaScript (and may cover a button): the page anew has none.
    const claimUrl = `/mi-cuenta/reclamos/${created!.id}`;
    await visit(claimUrl);
    await page.getByRole("button", { name: "No, sigue igual" }).click();
    await expect(page.getByText("Volvimos a abrir el reclamo.")).toBeVisible();
    await expect(page.getByText("Nos dijiste que el problema sigue: lo volvimos a abrir.")).toBeVisible();
    await expect(page.getByText("Abierto", { exact: true })).toBeVisible();

    await visit(claimUrl);
    await page.getByRole("button", { name: "Sí, se resolvió" }).click();
    await expect(page.getByText("¡Qué bueno! Cerramos el reclamo.")).toBeVisible();
    await expect(page.getByText("Cerrado", { exact: true })).toBeVisible();
    await expect(page.getByText("El reclamo está cerrado. Si el problema sigue, hacé un reclamo nuevo.")).toBeVisible();
    await expect(page.getByLabel("Tu mensaje")).toHaveCount(0);

    // A rating needs a choice.
    await visit(claimUrl);
    await page.getByRole("button", { name: "Enviar calificación" }).click();
    await expect(summary(page)).toContainText("Elegí una calificación de 1 a 5");
    await page.getByRole("radio", { name: "4 de 5" }).check();
    await page.getByLabel("Comentario (opcional)").fill("Tardaron, pero lo resolvieron.");
    await page.getByRole("button", { name: "Enviar calificación" }).click();
    await expect(page.getByText("Gracias por calificar la atención.")).toBeVisible();
    await expect(page.getByText("Calificaste la atención con 4 de 5. ¡Gracias!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar calificación" })).toHaveCount(0);

    // The list shows it, closed, with its deadline.
    await visit("/mi-cuenta/reclamos");
    const row = page.getByRole("table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(created!.number);
    await expect(row).toContainText("Cerrado");
    await expect(row.locator('td[data-label="Plazo para resolverlo"]')).toHaveText(shownDate(created!.due_date));
  });

  test("a form sent twice creates one claim", async ({ page, visit, signInAs }) => {
    const dni = await customerWithService();
    const token = await signInAs(dni);
    await visit("/mi-cuenta/reclamos/crear");
    const key = await page.locator('input[name="idempotency_key"]').inputValue();
    const send = () =>
      page.request.post("/mi-cuenta/reclamos/crear", {
        headers: { Origin: SERVERS.main },
        multipart: { idempotency_key: key, category_id: "1", subject: "Sin internet", message: "No anda nada." },
        maxRedirects: 0,
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
    expect(answers[0]!.headers().location).toBe(answers[1]!.headers().location);
    const third = await send();
    expect(third.headers().location).toBe(answers[0]!.headers().location);
    expect((await claimsOf(token)).meta.total).toBe(1);
  });

  test("files too big or of the wrong type are refused, the other values kept", async ({
    page,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    const dni = await customerWithService();
    const token = await signInAs(dni);
    await visit("/mi-cuenta/reclamos/crear");
    await fillClaim(page, "Foto del router");
    await page.getByLabel("Archivos (opcional)").setInputFiles([pdf("chico.pdf"), pdf("grande.pdf", 5.5 * MB)]);
    await page.getByRole("button", { name: "Enviar reclamo" }).click();
    await expect(summary(page)).toContainText(
      "Cada archivo puede pesar como máximo 5 MB. Volvé a elegir los archivos.",
    );
    await expect(page).toHaveTitle("Error: Reclamar - Nodo Sur");
    await expect(page.getByLabel("Asunto")).toHaveValue("Foto del router");
    await expect(page.getByRole("radio", { name: /Sin servicio de internet/ })).toBeChecked();
    await expectAccessible();

    await fillClaim(page, "Foto del router");
    // A text file renamed to .png is still not a picture.
    await page.getByLabel("Archivos (opcional)").setInputFiles(uploadFile("foto.png", "hola, soy un texto", 2048));
    await page.getByRole("button", { name: "Enviar reclamo" }).click();
    await expect(summary(page)).toContainText("Adjuntá archivos PDF, JPG o PNG. Volvé a elegir los archivos.");
    await expect(page.getByLabel("Mensaje")).toHaveValue("El router tiene la luz roja prendida desde ayer a la tarde.");

    // Any other mistake with a good file: it must be chosen again.
    await page.getByLabel("Asunto").fill("");
    await page.getByLabel("Archivos (opcional)").setInputFiles(pdf());
    await page.getByRole("button", { name: "Enviar reclamo" }).click();
    await expect(summary(page)).toContainText("Escribí un asunto");
    await expect(page.locator("#campo-files-error")).toContainText("Volvé a elegir los archivos");
    expect((await claimsOf(token)).meta.total).toBe(0);
  });

  test("?categoria= preselects the reason; several connections are asked for", async ({ page, visit, signInAs }) => {
    await signInAs("30712345671");
    await visit("/mi-cuenta/reclamos/crear?categoria=4");
    await expect(page.getByRole("radio", { name: /Facturación y pagos/ })).toBeChecked();
    const connection = page.getByLabel("Conexión", { exact: true });
    await expect(connection).toBeVisible();
    const second = await connection.locator("option").nth(2).getAttribute("value");
    await visit(`/mi-cuenta/reclamos/crear?categoria=4&conexion=${second}`);
    await expect(page.getByLabel("Conexión", { exact: true })).toHaveValue(second!);
    await page.getByLabel("Asunto").fill("Factura duplicada");
    await page.getByLabel("Mensaje").fill("Me llegó dos veces la misma factura.");
    await page.getByLabel("Conexión", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Enviar reclamo" }).click();
    await expect(summary(page)).toContainText("Elegí la conexión del reclamo");
  });

  test("another customer's claim and its files are a 404", async ({ page, visit, signInAs }) => {
    const owner = await customerWithService();
    const ownerToken = await sandboxToken(owner);
    const created = await api("POST", "/v3/tickets/reclamos", {
      token: ownerToken,
      json: { category_id: 6, subject: "Consulta", message: "Hola" },
    });
    expect(created.status).toBe(201);
    await signInAs(await customerWithService());
    const response = await visit(`/mi-cuenta/reclamos/${created.body.id}`);
    expect(response?.status()).toBe(404);
    expect((await page.request.get(`/mi-cuenta/reclamos/${created.body.id}/archivos/x`)).status()).toBe(404);
    expect((await page.request.get("/mi-cuenta/reclamos/no-es-un-numero")).status()).toBe(404);
    const closing = await page.request.post(`/mi-cuenta/reclamos/${created.body.id}`, {
      headers: { Origin: SERVERS.main },
      form: { intent: "solved", solved: "si" },
      maxRedirects: 0,
    });
    expect(closing.status()).toBe(404);
    expect((await api("GET", `/v3/tickets/${created.body.id}`, { token: ownerToken })).body.status).toBe("open");
  });

  test("the list filters by state and pages with links, most recently updated first", async ({
    page,
    visit,
    signInAs,
  }) => {
    const dni = await customerWithService();
    const token = await sandboxToken(dni);
    for (let index = 1; index <= 11; index += 1) {
      const answer = await api("POST", "/v3/tickets/reclamos", {
        token,
        json: { category_id: 4, subject: `Factura ${index}`, message: "Revisen" },
      });
      expect(answer.status).toBe(201);
    }
    await signInAs(dni);
    await visit("/mi-cuenta/reclamos");
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText("Factura 11");
    await expect(page.getByText("Página 1 de 2")).toBeVisible();
    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos?pagina=2`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Factura 1");
    await page.getByRole("navigation", { name: "Ver" }).getByRole("link", { name: "Cerrados" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos?estado=cerrados`);
    await expect(page.getByText("No tenés reclamos en este estado.")).toBeVisible();
    await page.getByRole("navigation", { name: "Ver" }).getByRole("link", { name: "Abiertos" }).click();
    await expect(rows).toHaveCount(10);
    await expect(page.getByRole("navigation", { name: "Ver" }).getByRole("link", { name: "Abiertos" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
