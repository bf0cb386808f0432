import { expect, test } from "./fixtures";
import {
  checkLocation,
  delayNextCall,
  digits,
  fillApplicant,
  fillApplication,
  newApplicant,
  NO_SERVICE_ADDRESS,
  sandboxApplications,
  sandboxSalesAttempts,
  SERVICE_ADDRESS,
  submitApplicant,
  uniqueCuit,
} from "./hiring";
import { adopt, hiringDraft } from "./scan";
import { sandboxInFlight } from "../support/sandbox";

// The hiring flow (docs/design.md#hiring-flow) as a prospect goes through it, with JavaScript and without.
// A test about one step starts from a draft made over HTTP (`hiringDraft`), its cookie
// handed to the browser: the steps before it are the journeys' to walk.

test.describe("hiring flow", () => {
  test("a person goes from a chosen plan to an application number", async ({ page, visit, javaScriptEnabled }) => {
    const applicant = await newApplicant();
    const tiles: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/tiles/")) tiles.push(request.url());
    });
    await visit("/contratar?plan=7");
    await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
    await expect(page).toHaveTitle("Dejanos tus datos - Nodo Sur");
    await expect(page.getByText("Paso 1 de 3")).toBeVisible();
    await expect(page.getByLabel("Nombre", { exact: true })).toBeFocused();
    await submitApplicant(page, applicant);

    await expect(page).toHaveTitle("Seleccioná tu ubicación - Nodo Sur");
    await expect(page.getByLabel("Localidad")).toBeFocused();
    // The map's picture (decision 122): with JavaScript its tiles come with the page; without
    // it the map's frame is hidden, and fetches none.
    await page.waitForLoadState("load");
    if (javaScriptEnabled) {
      expect(tiles.length).toBeGreaterThan(0);
    } else {
      await expect(page.locator("#mapa")).toBeHidden();
      expect(tiles).toEqual([]);
    }
    await checkLocation(page, SERVICE_ADDRESS);

    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await expect(page).toHaveTitle("Completá la solicitud - Nodo Sur");
    await expect(page.getByText("Tenemos servicio en Av. San Martín 2950, Cosquín.")).toBeVisible();
    // The plan chosen on /planes/7 comes preselected, and has the focus.
    await expect(page.getByLabel("Combo 300 Megas + TV Digital")).toBeChecked();
    await expect(page.getByLabel("Combo 300 Megas + TV Digital")).toBeFocused();
    await expect(page.getByLabel("Calle", { exact: true })).toHaveValue("Av. San Martín");
    await expect(page.getByLabel("Altura")).toHaveValue("2950");
    await expect(page.getByRole("link", { name: /términos y condiciones/ })).toHaveAttribute(
      "href",
      "https://www.nodosur.example/terminos-y-condiciones",
    );
    await fillApplication(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
    await expect(page).toHaveTitle("Solicitud enviada - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Recibimos tu solicitud!");
    const number = (await page.locator(".application-number").textContent()) ?? "";
    expect(number).toMatch(/^SOL-\d{4}-\d{6}$/);
    await expect(page.getByText("+54 9 351 555 1234")).toBeVisible();
    await expect(page.getByRole("heading", { name: "¿Qué sigue?" })).toBeVisible();

    const applications = await sandboxApplications(digits(applicant.dni));
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ number, plan_id: 7 });
    expect(applications[0]!.applicant).toMatchObject({
      kind: "person",
      identification: digits(applicant.dni),
      nombre: "Ana María",
      apellido: "Ruiz",
      phone: "+5493515551234",
      email: applicant.email,
      birth_date: "1990-04-02",
    });
    expect(applications[0]!.address).toMatchObject({
      street: "Av. San Martín",
      number: "2950",
      floor: "1",
      apartment: "B",
      notes: "Entre calles: Belgrano y Sarmiento. Referencias: Portón verde.",
    });
    // Nothing personal ever travelled in a URL.
    expect(page.url()).not.toContain(digits(applicant.dni));
  });

  test("a company hires, choosing its address among several matches", async ({ page, visit, expectAccessible }) => {
    const cuit = uniqueCuit();
    const applicant = await newApplicant({ cuit: `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` });
    await visit("/contratar");
    await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
    await submitApplicant(page, applicant);

    await checkLocation(page, { locality: "Cosquín", address: "Mar 2950" });
    await expect(page.getByRole("group", { name: "Encontramos varias direcciones" })).toBeVisible();
    await expect(page.getByLabel("Av. San Martín 2950")).toBeVisible();
    await expect(page.getByLabel("Las Margaritas 2950")).toBeVisible();
    // The first match has the focus: arrows choose, Enter continues.
    await expect(
      page.getByRole("group", { name: "Encontramos varias direcciones" }).getByRole("radio").first(),
    ).toBeFocused();
    await expectAccessible();
    await page.getByLabel("Las Margaritas 2950").check();
    await page.getByRole("button", { name: "Continuar con esta dirección" }).click();

    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await expect(page.getByLabel("Calle", { exact: true })).toHaveValue("Las Margaritas");
    // The CUIT given on the first step makes the company the holder.
    await expect(page.getByLabel("A nombre de una empresa")).toBeChecked();
    await expect(page.getByLabel("CUIT de la empresa")).toHaveValue(cuit);
    await page.getByLabel("Internet 300 Megas").check();
    await fillApplication(page, { company: { cuit, name: "Serranías del Sur S.R.L." } });
    await page.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
    const number = await page.locator(".application-number").textContent();
    const applications = await sandboxApplications(cuit);
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ number, plan_id: 2 });
    expect(applications[0]!.applicant).toMatchObject({
      kind: "company",
      identification: cuit,
      business_name: "Serranías del Sur S.R.L.",
    });
  });

  test("an address without service ends on /sin-servicio, with the sales attempt recorded", async ({
    page,
    visit,
    js,
  }) => {
    const applicant = await newApplicant();
    await visit("/contratar");
    await submitApplicant(page, applicant);
    await checkLocation(page, NO_SERVICE_ADDRESS);

    await expect(page).toHaveURL(/\/sin-servicio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Todavía no llegamos a tu dirección");
    await expect(
      page.getByText(
        `Registramos tu consulta para Av. San Martín 10, Cosquín. Cuando llegue el servicio a tu zona te vamos a contactar al +54 9 351 555 1234 o a ${applicant.email}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Revisar la dirección" })).toHaveAttribute(
      "href",
      "/contratar/seleccionar-ubicacion",
    );

    const attempts = await sandboxSalesAttempts(digits(applicant.dni));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      nombre: "Ana María",
      apellido: "Ruiz",
      dni: digits(applicant.dni),
      phone: "+5493515551234",
      email: applicant.email,
      date: "1990-04-02",
      localidad_id: 14,
      available: false,
    });
    expect(attempts[0]!.lat).toEqual(expect.any(Number));

    // The form step stays closed; the location step is where to try another address.
    await visit("/contratar/formulario");
    await expect(page).toHaveURL(/\/contratar\/seleccionar-ubicacion$/);
    await expect(page.getByLabel("Calle y altura")).toHaveValue("Av. San Martín 10");
    // The map's frame is there with JavaScript (hiring-map.js.spec.ts), and takes no room without it.
    if (js) await expect(page.getByRole("heading", { name: "Ubicación en el mapa" })).toBeVisible();
    else await expect(page.locator("#mapa")).toBeHidden();
  });

  test("the attempt is recorded when there is service too", async ({ page, visit }) => {
    const applicant = await newApplicant();
    await visit("/contratar");
    await submitApplicant(page, applicant);
    await checkLocation(page, SERVICE_ADDRESS);
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    const attempts = await sandboxSalesAttempts(digits(applicant.dni));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ available: true, localidad_id: 14 });
  });

  test("/sin-servicio without a draft offers to leave the details", async ({ page, visit }) => {
    await visit("/sin-servicio");
    await expect(page.getByRole("link", { name: "Dejar mis datos" })).toHaveAttribute("href", "/contratar");
  });

  test("a resend after a slow answer, and back-and-send-again, create one application", async ({ page, visit, js }) => {
    const applicant = await newApplicant();
    await visit("/contratar?plan=1");
    await submitApplicant(page, applicant);
    await checkLocation(page, SERVICE_ADDRESS);
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await fillApplication(page);
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contratar/formulario"))
        posts += 1;
    });
    await delayNextCall("POST", "/p/ventas/solicitudes", 2_500, digits(applicant.dni));
    const send = page.getByRole("button", { name: "Enviar solicitud" });
    const box = (await send.boundingBox())!;
    await send.click({ noWaitAfter: true });
    if (js) {
      // With JavaScript the button waits, disabled, for the answer.
      await expect(page.getByRole("button", { name: "Enviando…" })).toBeDisabled();
    } else {
      // Without, the impatient second click sends the form again while the first answer is
      // pending (a raw click: Playwright's locators would wait for that navigation).
      await expect.poll(() => posts).toBe(1);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/, { timeout: 10_000 });
    const number = await page.locator(".application-number").textContent();
    expect(posts).toBe(js ? 1 : 2);

    await page.goBack();
    if (await page.getByRole("button", { name: "Enviar solicitud" }).isVisible()) {
      await page.getByRole("button", { name: "Enviar solicitud" }).click();
    }
    await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
    await expect(page.locator(".application-number")).toHaveText(number!);
    // Let the slow first copy finish before counting: no application call left unanswered.
    await expect
      .poll(async () => (await sandboxInFlight())["POST /p/ventas/solicitudes"] ?? 0, { timeout: 10_000 })
      .toBe(0);
    expect(await sandboxApplications(digits(applicant.dni))).toHaveLength(1);
  });

  test('"Nueva solicitud" starts again with an empty draft', async ({ page, context, visit }) => {
    const sent = await hiringDraft(SERVICE_ADDRESS.address);
    expect(
      (await sent.submit("/contratar/formulario", { plan: "1", consentimiento: "on", terminos: "on" })).url.pathname,
    ).toBe("/contratar/solicitud-enviada");
    await adopt(context, sent);
    await visit("/contratar/solicitud-enviada");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Recibimos tu solicitud!");
    await page.getByRole("button", { name: "Nueva solicitud" }).click();
    await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("DNI", { exact: true })).toHaveValue("");
    await visit("/contratar/solicitud-enviada");
    await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
  });
});

test.describe("hiring guards", () => {
  test("each step entered out of order sends to the step that is missing", async ({ page, visit }) => {
    for (const path of [
      "/contratar",
      "/contratar/seleccionar-ubicacion",
      "/contratar/formulario",
      "/contratar/solicitud-enviada",
    ]) {
      await visit(path);
      await expect(page, path).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
    }
    await submitApplicant(page, await newApplicant());
    for (const path of ["/contratar", "/contratar/formulario"]) {
      await visit(path);
      await expect(page, path).toHaveURL(/\/contratar\/seleccionar-ubicacion$/);
    }
    await checkLocation(page, SERVICE_ADDRESS);
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await visit("/contratar");
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    // Going back to an earlier step is allowed, and keeps what was entered.
    await page.getByRole("link", { name: /Tus datos/ }).click();
    await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
    await expect(page.getByLabel("Teléfono")).toHaveValue("+54 9 351 555 1234");
  });

  test("the plan from /planes is kept whatever step the applicant is on", async ({ page, context, visit }) => {
    await adopt(context, await hiringDraft(SERVICE_ADDRESS.address));
    await visit("/contratar");
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await visit("/contratar?plan=3");
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await expect(page.getByLabel("Internet 600 Megas")).toBeChecked();
  });
});

test.describe("hiring validation", () => {
  test("the data step explains every rule, keeps what was typed and focuses the summary", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.slow();
    await visit("/contratar/dejanos-tus-datos");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveTitle("Error: Dejanos tus datos - Nodo Sur");
    const summary = page.getByRole("alert").filter({ hasText: "Hay errores en el formulario" });
    await expect(summary).toBeFocused();
    for (const message of [
      "Ingresá tu nombre",
      "Ingresá tu apellido",
      "Ingresá tu DNI",
      "Ingresá un teléfono",
      "Ingresá tu correo electrónico",
      "Ingresá tu fecha de nacimiento",
    ]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    await expectAccessible();

    const cases: [string, string, string][] = [
      ["Nombre", "Ana3", "Usá solo letras, espacios, apóstrofos y guiones"],
      ["Apellido", "x".repeat(81), "Escribí como máximo 80 caracteres"],
      ["DNI", "12.345", "El DNI debe tener 7 u 8 números"],
      ["Teléfono", "15-1234-5678", "Ingresá un teléfono de Argentina con código de área, por ejemplo 351 555-1234"],
      ["Correo electrónico", "ana@", "Ingresá un correo electrónico válido, por ejemplo nombre@ejemplo.com"],
      ["Fecha de nacimiento", "31/02/1990", "Ingresá la fecha como dd/mm/aaaa, por ejemplo 02/04/1990"],
      ["CUIT de la empresa (opcional)", "30-7123", "El CUIT debe tener 11 números, por ejemplo 30-71234567-1"],
    ];
    for (const [label, value] of cases) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole("button", { name: "Continuar" }).click();
    for (const [label, value, message] of cases) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field, label).toHaveValue(value);
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }

    const dates: [string, string][] = [
      [`01/01/${new Date().getFullYear() + 1}`, "La fecha de nacimiento no puede ser posterior a hoy"],
      [`01/01/${new Date().getFullYear() - 10}`, "Tenés que ser mayor de 18 años para contratar"],
      ["01/01/1890", "Revisá el año de nacimiento"],
    ];
    for (const [value, message] of dates) {
      await page.getByLabel("Fecha de nacimiento").fill(value);
      await page.getByRole("button", { name: "Continuar" }).click();
      await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    }
    await page.getByLabel("CUIT de la empresa (opcional)").fill("30-71234567-2");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(
      page.getByRole("alert").getByRole("link", { name: "El CUIT no es válido: revisá los números" }),
    ).toBeVisible();
  });

  test("the provider's refusal (the debtors list) shows on the field it concerns", async ({ page, visit }) => {
    await visit("/contratar/dejanos-tus-datos");
    await fillApplicant(page, await newApplicant({ dni: "25.666.777", cuit: "30-70999888-5" }));
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveTitle("Error: Dejanos tus datos - Nodo Sur");
    await expect(page.getByLabel("DNI", { exact: true })).toHaveAccessibleDescription(
      /Registrás una deuda con la empresa/,
    );
    await expect(page.getByLabel("CUIT de la empresa (opcional)")).toHaveAccessibleDescription(
      /Registrás una deuda con la empresa/,
    );
    await expect(page.getByLabel("DNI", { exact: true })).toHaveValue("25.666.777");
  });

  test("the location step explains its rules and keeps what was typed", async ({
    page,
    context,
    visit,
    expectAccessible,
  }) => {
    test.slow();
    await adopt(context, await hiringDraft());
    await visit("/contratar/seleccionar-ubicacion");
    await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
    await expect(page).toHaveTitle("Error: Seleccioná tu ubicación - Nodo Sur");
    await expect(page.getByRole("alert").getByRole("link", { name: "Elegí tu localidad" })).toBeVisible();
    await expect(page.getByRole("alert").getByRole("link", { name: "Ingresá la calle y la altura" })).toBeVisible();

    await checkLocation(page, { locality: "Cosquín", address: "Calle Que No Existe 123" });
    await expect(page.getByLabel("Calle y altura")).toHaveValue("Calle Que No Existe 123");
    await expect(page.getByLabel("Calle y altura")).toHaveAccessibleDescription(
      /No encontramos «Calle Que No Existe 123» en Cosquín\. Revisá la calle y la altura/,
    );
    await expect(page.getByLabel("Localidad")).toHaveValue("14");
    await expectAccessible();

    await checkLocation(page, { locality: "Cosquín", address: "Mar 2950" });
    await page.getByRole("button", { name: "Continuar con esta dirección" }).click();
    await expect(
      page.getByRole("alert").getByRole("link", { name: "Elegí una de las direcciones encontradas" }),
    ).toBeVisible();
    await expect(page.getByLabel("Av. San Martín 2950")).toBeVisible();
  });

  test("the form step explains its rules", async ({ page, context, visit, expectAccessible }) => {
    test.slow();
    await adopt(context, await hiringDraft(SERVICE_ADDRESS.address));
    await visit("/contratar/formulario");
    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await page.getByLabel("Calle", { exact: true }).fill("");
    await page.getByLabel("Altura").fill("12a");
    await page.getByLabel("Piso (opcional)").fill("12345678901");
    await page.getByLabel("Departamento (opcional)").fill("12345678901");
    await page.getByLabel("Entre calles (opcional)").fill("x".repeat(101));
    await page.getByLabel("Referencias (opcional)").fill("x".repeat(151));
    await page.getByLabel("A nombre de una empresa").check();
    await page.getByLabel("CUIT de la empresa").fill("30-71234567-2");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page).toHaveTitle("Error: Completá la solicitud - Nodo Sur");
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    for (const message of [
      "Elegí un plan",
      "Ingresá la calle",
      "La altura tiene que ser un número, por ejemplo 450",
      "El piso puede tener como máximo 10 caracteres",
      "El departamento puede tener como máximo 10 caracteres",
      "Escribí como máximo 100 caracteres",
      "Escribí como máximo 150 caracteres",
      "El CUIT no es válido: revisá los números",
      "Ingresá la razón social",
      "Tenés que aceptar el uso de tus datos para enviar la solicitud",
      "Tenés que aceptar los términos y condiciones",
    ]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByLabel("Altura")).toHaveValue("12a");
    await expectAccessible();
  });
});
