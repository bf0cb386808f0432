import { expect } from "./fixtures";
import { activeDebit, adopt, hiringDraft, it, payment } from "./scan";
import { createFaultScene } from "../support/faults-scene";
import {
  addFault,
  api,
  createApplication,
  createCustomer,
  freshDni,
  lapseProof,
  outbox,
  provedToken,
} from "../support/sandbox";
import { newCaller, sendApplication, upToTheForm } from "../support/sales";
import { SERVERS } from "../support/servers";
import { AGENT, callbackOf, NO_ROLE, signInStaff, SUPERVISOR } from "../support/staff";
import { Visitor } from "../support/visitor";
import { VISIT_LOCALITIES, customerNeedingVisit, customerWithVisit, setVisitState } from "../support/visits";

/**
 * Accessibility in one place (decisions 090 and 110): every page and state worth scanning,
 * opened by its address. Without JavaScript, axe (WCAG 2.1 AA and best practices) scans the
 * server's HTML of each; with JavaScript each is hydrated with no error in the console, and
 * axe scans it again where its script changed the page (found by comparing the two, or
 * marked `client`). Flow tests scan only the states an address cannot reach: a form sent
 * back with its errors, a step that exists only as the answer to a POST, a widget opened by
 * the keyboard.
 *
 * The scenes (customers, invoices, payments, drafts) are made through the sandbox API and
 * the portal's own forms over HTTP, never through the browser, so each test's time is its
 * scans. A page's first heading is checked before its scan, so the scan sees the state meant.
 */

it.describe("public pages", () => {
  it("the site's pages", async ({ scan }) => {
    await scan([
      { path: "/", heading: "Internet por fibra óptica y TV para tu hogar" },
      { path: "/planes", heading: "Planes de internet y TV" },
      { path: "/planes/7", heading: "Combo 300 Megas + TV Digital" },
      { path: "/contratar-dgo", heading: /Directv GO/ },
      { path: "/work-with-us", heading: "Trabajá con nosotros" },
      { path: "/work-with-us/success", heading: "¡Gracias! Recibimos tu CV" },
      // Decision 101: the seeded outages (repairing, investigating, resolved), and a locality without one.
      { path: "/estado-del-servicio", heading: "Estado del servicio" },
      { path: "/estado-del-servicio?localidad=La%20Cumbre", heading: "Estado del servicio" },
      { path: "/prueba", heading: /./ },
      { path: "/test", heading: /./ },
    ]);
  });

  it("signing in, and the consumer-rights forms", async ({ scan }) => {
    await scan([
      { path: "/iniciar-sesion", heading: "Ingresá a tu cuenta" },
      // A hand-over code the API refuses: the sign-in page, with its message.
      {
        path: "/auth/login?code=this-code-does-not-exist-at-the-api-0123",
        heading: "Ingresá a tu cuenta",
        lands: "/iniciar-sesion",
        changedByScript: "the toast's close button",
      },
      { path: "/password-reset", heading: /./ },
      { path: "/password-reset?enviado=1", heading: "Revisá tu correo" },
      { path: "/baja", heading: "Baja de servicio" },
      { path: "/arrepentimiento", heading: "Botón de arrepentimiento" },
      // Decision 117: what Res. 733/2017 asks the site to show.
      { path: "/informacion-al-cliente", heading: "Información al cliente" },
      { path: "/baja/estado", heading: /./ },
    ]);
  });

  it("notices and error screens", async ({ scan }) => {
    await scan([
      { path: "/sin-servicio", heading: "Todavía no llegamos a tu dirección" },
      { path: "/intenta-mas-tarde?redirectTo=/planes", heading: "Estamos haciendo mantenimiento", status: 503 },
      { path: "/demasiados-intentos", heading: "Hiciste demasiados intentos", status: 429 },
      { path: "/no-existe?x=1", heading: "Página no encontrada", status: 404 },
      { path: "/test/error", heading: "¡Ha ocurrido un error en el servidor!", status: 500 },
    ]);
  });

  it("the mailed links: a new password, and an e-mail verified once", async ({ scan }) => {
    const identification = await createCustomer({ email: `a11y.${await freshDni()}@example.com` });
    expect((await api("POST", "/auth/forgot-password", { json: { identification } })).status).toBe(200);
    const email = `verificar.${identification}@example.com`;
    // Adding a contact needs a verified session (decision 097).
    const token = await provedToken(identification);
    expect(
      (await api("POST", "/v2/customers/current/contacts", { token, json: { type: "email", value: email } })).status,
    ).toBe(201);
    const mails = await outbox(identification);
    const reset = mails.find((mail) => mail.purpose === "password_reset")!.link!;
    const verification = mails.find((mail) => mail.purpose === "email_verification")!.link!;
    await scan([
      { path: reset, heading: /./ },
      { path: verification, heading: "¡Listo! Verificamos tu correo" },
      // The same link again: used.
      { path: verification, heading: "No pudimos verificar tu correo", status: 400 },
    ]);
  });

  it("the hiring steps, with the draft each needs", async ({ context, scan }) => {
    await scan([{ path: "/contratar/dejanos-tus-datos", heading: "Dejanos tus datos" }]);
    await adopt(context, await hiringDraft());
    await scan([
      {
        path: "/contratar/seleccionar-ubicacion",
        heading: "Seleccioná tu ubicación",
        client: "the address suggestions and the map, chunks loaded once the page is interactive",
      },
    ]);
    const located = await hiringDraft("Av. San Martín 2950");
    await adopt(context, located);
    await scan([{ path: "/contratar/formulario", heading: "Completá la solicitud" }]);
    const sent = await located.submit("/contratar/formulario", { plan: "2", consentimiento: "on", terminos: "on" });
    expect(sent.url.pathname).toBe("/contratar/solicitud-enviada");
    await adopt(context, located);
    await scan([{ path: "/contratar/solicitud-enviada", heading: "¡Recibimos tu solicitud!" }]);
    await adopt(context, await hiringDraft("Av. San Martín 10"));
    await scan([{ path: "/sin-servicio", heading: "Todavía no llegamos a tu dirección" }]);
  });

  it("the consumer-rights confirmations and codes", async ({ context, scan }) => {
    const identification = await createCustomer({ plans: [1], email: `a11y-baja-${Date.now()}@example.com` });
    const cancellation = new Visitor();
    const fields = {
      identification,
      connection: "",
      address: "Av. San Martín 100",
      service: "all",
      contact: `baja-${identification}@example.com`,
      reason: "Me mudo",
    };
    expect((await cancellation.submit("/baja", fields)).url.pathname).toBe("/baja/confirmar");
    await adopt(context, cancellation);
    await scan([{ path: "/baja/confirmar", heading: /./ }]);
    expect((await cancellation.submit("/baja/confirmar", {})).url.pathname).toBe("/baja/enviada");
    await adopt(context, cancellation);
    await scan([{ path: "/baja/enviada", heading: "Recibimos tu solicitud" }]);
    // Confirmed by the code sent to the holder (decision 099).
    const [sent] = await outbox(identification);
    expect(
      (await cancellation.submit("/baja/enviada", { intent: "confirm", confirmation_code: sent!.code! })).url.pathname,
    ).toBe("/baja/enviada");
    await adopt(context, cancellation);
    await scan([{ path: "/baja/enviada", heading: "Confirmaste tu solicitud" }]);

    const withdrawal = new Visitor();
    const application = await createApplication(identification, 2);
    const answer = await withdrawal.submit("/arrepentimiento", {
      identification,
      application: application.number,
      contract_date: "",
      contact: "arrepentido@example.com",
    });
    expect(answer.url.pathname).toBe("/arrepentimiento/confirmar");
    await adopt(context, withdrawal);
    await scan([{ path: "/arrepentimiento/confirmar", heading: /./ }]);
    expect((await withdrawal.submit("/arrepentimiento/confirmar", {})).url.pathname).toBe("/arrepentimiento/enviada");
    await adopt(context, withdrawal);
    await scan([{ path: "/arrepentimiento/enviada", heading: /./ }]);
  });
});

it.describe("the call centre's desk (decision 140)", () => {
  it("its sign-in, the desk of an agent and of a supervisor, the sign-in's refusals, and a sale by phone", async ({
    context,
    scan,
  }) => {
    await scan([
      { path: "/agentes/ingresar", heading: "Mesa de atención" },
      { path: "/agentes/ingresar?redirectTo=%2Fagentes&sesion=inactiva", heading: "Mesa de atención" },
      // A return that completes no flow of this browser's.
      { path: "/agentes/ingresar/retorno", heading: "No pudimos completar el ingreso", status: 400 },
    ]);
    // A person with neither role, back from the identity provider: the return is spent once scanned.
    const refused = new Visitor();
    const callback = await callbackOf(refused, NO_ROLE);
    await adopt(context, refused);
    await scan([
      {
        path: `${callback.pathname}${callback.search}`,
        heading: "Tu cuenta no tiene acceso a la mesa de atención",
        status: 403,
      },
    ]);
    const agent = new Visitor();
    await signInStaff(agent, AGENT);
    await adopt(context, agent);
    // Serving a caller (decision 143): the search and its results, a caller's page with the
    // consent's form, and one served read-only, with the banner every desk page then shows.
    const found = await agent.submit("/agentes/clientes", { by: "identification", value: "20304050" });
    const caller = found.doc.querySelector(".desk-results a")!.getAttribute("href")!;
    const readOnly = await createCustomer({ name: "Tomás Ríos", email_verified: false });
    const unverified = await agent.submit("/agentes/clientes", { by: "identification", value: readOnly });
    const served = await agent.submit(unverified.doc.querySelector(".desk-results a")!.getAttribute("href")!, {
      intent: "read-only",
    });
    await adopt(context, agent);
    await scan([
      { path: "/agentes", heading: "Hola, Lucía" },
      { path: "/agentes/no-existe", heading: "Página no encontrada", status: 404 },
      { path: "/agentes/clientes", heading: "Buscar a quien llama" },
      { path: `${found.url.pathname}${found.url.search}`, heading: "Buscar a quien llama" },
      { path: caller, heading: "Carlos Alberto Gómez" },
      { path: "/agentes/clientes/999999", heading: "No encontramos a ese cliente", status: 404 },
      { path: `${served.url.pathname}${served.url.search}`, heading: "Tomás Ríos" },
      // The caller's own pages in the desk's frame (decision 144), and what is the customer's alone.
      { path: "/mi-cuenta", heading: "Hola, Tomás" },
      { path: "/mi-cuenta/facturacion", heading: "Facturación" },
      { path: "/agentes/atencion/solo-el-cliente", heading: "Esto lo hace el cliente desde su cuenta", status: 403 },
    ]);
    // A sale by phone (decision 145): the hiring flow's steps in the desk's frame, the
    // consent as a script, and the confirmation naming the agent.
    const { form } = await upToTheForm(agent, await newCaller());
    await adopt(context, agent);
    await scan([
      { path: "/contratar/dejanos-tus-datos", heading: "Dejanos tus datos" },
      { path: "/contratar/seleccionar-ubicacion", heading: "Seleccioná tu ubicación" },
      { path: form.url.pathname, heading: "Completá la solicitud" },
    ]);
    await sendApplication(agent, form);
    await adopt(context, agent);
    await scan([{ path: "/contratar/solicitud-enviada", heading: "Cargaste la solicitud" }]);
    const supervisor = new Visitor();
    await signInStaff(supervisor, SUPERVISOR);
    await adopt(context, supervisor);
    await scan([
      { path: "/agentes", heading: "Hola, Carolina" },
      // The supervisors' view (decision 141), and its filter refused with the error summary.
      { path: "/agentes/actividad", heading: "Actividad de los agentes" },
      { path: "/agentes/actividad?agente=41a7&dia=31%2F02%2F2026", heading: "Actividad de los agentes", status: 400 },
    ]);
  });
});

it.describe("the customer area", () => {
  it("home, billing and payments of a customer with something on every page", async ({ signInAs, scan }) => {
    const scene = await createFaultScene();
    await signInAs(scene.identification);
    await scan([
      { path: "/mi-cuenta", heading: "Hola, Fausto" },
      { path: "/mi-cuenta/facturacion", heading: "Facturación" },
      { path: "/mi-cuenta/facturacion/pagar", heading: /./ },
      { path: `/mi-cuenta/facturacion/pago/${scene.paymentId}`, heading: "Tu pago está pendiente" },
      // One invoice (decision 118): its due dates, ARCA's data, Ley 27.743's legend, the QR image and its link.
      { path: `/mi-cuenta/facturacion/factura/${scene.invoiceId}`, heading: /^Factura B 0009-/ },
      { path: `/mi-cuenta/facturacion/pago/${scene.paymentId}?confirmar=cancelar`, heading: "¿Cancelar el pago?" },
      { path: "/mi-cuenta/mis-pagos", heading: "Mis pagos" },
      // The account's activity (decision 141): the scene's sign-ins and changes.
      { path: "/mi-cuenta/actividad", heading: "Actividad de tu cuenta" },
      { path: "/mi-cuenta/facturacion/informar-pago", heading: /./ },
      { path: "/mi-cuenta/facturacion/informar-pago/crear", heading: /./ },
      { path: `/mi-cuenta/facturacion/informe/${scene.reportId}`, heading: /./ },
    ]);
  });

  it("the demo customer's year of invoices: filtered and paged", async ({ signInAs, scan }) => {
    await signInAs("20304050");
    await scan([
      { path: "/mi-cuenta", heading: "Hola, Carlos" },
      { path: "/mi-cuenta/facturacion", heading: "Facturación" },
      { path: "/mi-cuenta/facturacion?estado=vencidas", heading: "Facturación" },
    ]);
  });

  it("the promise to pay (decision 119): a lapsed one and the month's refused, on the home, Facturación and the confirmation page", async ({
    signInAs,
    scan,
  }) => {
    // The seeded customer whose promise this month lapsed (sandbox/seed/customers.ts); the
    // journey (payment-promise.spec.ts) scans an offer asked and kept.
    await signInAs("29777888");
    await scan([
      { path: "/mi-cuenta", heading: /^Hola, / },
      { path: "/mi-cuenta/facturacion", heading: "Facturación" },
      { path: "/mi-cuenta/facturacion/compromiso-de-pago", heading: /./ },
    ]);
  });

  // One customer with something on every page, three tests: each is a minute's work at most on a loaded machine.
  it("services of a customer with something on every page", async ({ signInProved, scan }) => {
    const scene = await createFaultScene();
    // Proved (decision 097): the pages that change the account show their forms.
    await signInProved(scene.identification);
    await scan([
      { path: "/mi-cuenta/servicios", heading: "Tus servicios" },
      { path: `/mi-cuenta/servicios/${scene.serviceId}`, heading: /./ },
      { path: "/mi-cuenta/servicios/internet", heading: /./ },
      { path: "/mi-cuenta/servicios/dgo", heading: /Directv GO/ },
      { path: "/mi-cuenta/servicios/gestionar/dgo", heading: /./ },
      { path: "/mi-cuenta/servicios/gestionar/dgo?confirmar=baja", heading: "¿Dar de baja Directv GO?" },
      { path: `/mi-cuenta/servicios/gestionar/${scene.serviceId}`, heading: /./ },
    ]);
  });

  it("connection and claims of a customer with something on every page", async ({ signInAs, scan }) => {
    const scene = await createFaultScene();
    await signInAs(scene.identification);
    await scan([
      { path: "/mi-cuenta/mi-conexion", heading: "Mi conexión" },
      { path: "/mi-cuenta/reclamos", heading: "Tus reclamos" },
      { path: "/mi-cuenta/reclamos/crear", heading: /./ },
      { path: `/mi-cuenta/reclamos/${scene.claimId}`, heading: /./ },
      { path: "/mi-cuenta/no-existe", heading: "Página no encontrada", status: 404 },
    ]);
  });

  it("technician visits (decision 103): to choose, booked, to cancel, on its way, and on the home", async ({
    signInProved,
    scan,
  }) => {
    const needing = await customerNeedingVisit(VISIT_LOCALITIES.a11y);
    const booked = await customerWithVisit(VISIT_LOCALITIES.a11y);
    await signInProved(needing.identification);
    await scan([
      { path: `/mi-cuenta/reclamos/${needing.claim.id}`, heading: `Reclamo ${needing.claim.number}` },
      { path: `/mi-cuenta/reclamos/${needing.claim.id}/visita`, heading: "Elegí un horario para la visita técnica" },
    ]);
    await signInProved(booked.identification);
    await scan([
      { path: "/mi-cuenta", heading: /^Hola/ },
      { path: `/mi-cuenta/reclamos/${booked.claim.id}/visita`, heading: "Cambiá el horario de la visita técnica" },
      { path: `/mi-cuenta/reclamos/${booked.claim.id}/visita?cancelar`, heading: "¿Cancelás la visita técnica?" },
    ]);
    await setVisitState(booked.claim.number, "on_the_way");
    await scan([{ path: `/mi-cuenta/reclamos/${booked.claim.id}`, heading: `Reclamo ${booked.claim.number}` }]);
  });

  it("settings of a customer with something on every page, and signing out", async ({ signInProved, scan }) => {
    const scene = await createFaultScene();
    // Proved (decision 097): the pages that change the account show their forms.
    await signInProved(scene.identification);
    await scan([
      { path: "/mi-cuenta/ajustes", heading: "Ajustes" },
      { path: `/mi-cuenta/ajustes/contacto/${scene.phoneId}/cambiar`, heading: /./ },
      { path: `/mi-cuenta/ajustes/contacto/${scene.phoneId}/verificar`, heading: /./ },
      { path: "/mi-cuenta/contraseña", heading: /./ },
      { path: "/mi-cuenta/dev", heading: /./ },
      { path: "/cerrar-sesion", heading: "Cerrando sesión", withoutJavaScriptOnly: true },
    ]);
  });

  it("outage notices: asked to be told, one just resolved, and a claim joined to an outage", async ({
    signInAs,
    scan,
  }) => {
    // Decision 101. Villa Giardino: no other test's customers live there. The demo home (above) has the notice with its form.
    const identification = await createCustomer({ name: "Inés Paz", plans: [2], locality: "Villa Giardino" });
    const token = await signInAs(identification);
    const outage = (
      await api("POST", "/__faults/outages", {
        json: { localities: ["Villa Giardino"], state: "repairing", estimated_end_in_minutes: 120 },
      })
    ).body;
    const over = (
      await api("POST", "/__faults/outages", { json: { localities: ["Villa Giardino"], area: "Barrio Alto" } })
    ).body;
    await api("POST", `/__faults/outages/${over.id}/resolve`, { json: {} });
    await api("POST", `/v2/customers/current/outages/${outage.id}/notify`, { token });
    const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body;
    const claim = (
      await api("POST", "/v3/tickets/reclamos", {
        token,
        json: {
          category_id: 1,
          connection_id: connection.id,
          subject: "Sin internet",
          message: "No anda desde la mañana.",
        },
      })
    ).body;
    await scan([
      { path: "/mi-cuenta", heading: "Hola, Inés" },
      { path: "/mi-cuenta/mi-conexion", heading: "Mi conexión" },
      { path: `/mi-cuenta/reclamos/${claim.id}`, heading: /./ },
    ]);
  });

  it("a customer with nothing yet: every empty state, and the forms that start something", async ({
    signInProved,
    scan,
  }) => {
    await signInProved(
      await createCustomer({
        name: "Lucía Fernández",
        plans: [2],
        email: `lucia.${await freshDni()}@example.com`,
        email_verified: true,
      }),
    );
    await scan([
      { path: "/mi-cuenta", heading: "Hola, Lucía" },
      { path: "/mi-cuenta/facturacion", heading: "Facturación" },
      { path: "/mi-cuenta/mis-pagos", heading: "Mis pagos" },
      { path: "/mi-cuenta/facturacion/informar-pago", heading: /./ },
      { path: "/mi-cuenta/reclamos", heading: "Tus reclamos" },
      { path: "/mi-cuenta/debito-automatico", heading: /./ },
      { path: "/mi-cuenta/debito-automatico/solicitar", heading: /./ },
      // Without Directv GO its management page sends to the page that offers it.
      { path: "/mi-cuenta/servicios/gestionar/dgo", heading: /Directv GO/, lands: "/mi-cuenta/servicios/dgo" },
      { path: "/mi-cuenta/servicios/contratar-dgo?plan=3", heading: /./ },
    ]);
  });

  it("after the payment site and the card site: approved, rejected, and an automatic debit", async ({
    signInProved,
    scan,
  }) => {
    const identification = await createCustomer({
      plans: [2],
      email: `pagos.${await freshDni()}@example.com`,
      invoices: [
        { amount: 1500, due_in_days: -3 },
        { amount: 2500, due_in_days: 7 },
      ],
    });
    const token = await signInProved(identification);
    const rejected = await payment(token, "reject");
    const approved = await payment(token, "approve");
    const debit = await activeDebit(token);
    await scan([
      { path: `/mi-cuenta/facturacion/pago/${rejected}`, heading: "El pago fue rechazado" },
      { path: `/mi-cuenta/facturacion/pago/${approved}`, heading: "¡Listo! Tu pago fue aprobado" },
      {
        path: `/subscription/success?subscription_id=${debit}&status=active`,
        heading: "¡Listo! Adheriste al débito automático",
      },
      { path: "/mi-cuenta/debito-automatico", heading: /./ },
      { path: "/mi-cuenta/debito-automatico/gestionar", heading: /./ },
      { path: "/mi-cuenta/debito-automatico/gestionar?cancelar", heading: "¿Querés cancelar el débito automático?" },
    ]);
  });

  it("quick access (decision 098): data shown masked, and each step of proving who you are", async ({
    signInAs,
    scan,
  }) => {
    const identification = await createCustomer({
      name: "Quique Rápido",
      plans: [2],
      email: `quique.${await freshDni()}@example.com`,
    });
    const token = await signInAs(identification);
    await scan([
      { path: "/mi-cuenta", heading: "Hola, Quique" },
      { path: "/mi-cuenta/ajustes", heading: "Ajustes" },
      { path: "/mi-cuenta/mi-conexion", heading: "Mi conexión" },
      { path: "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes", heading: "Confirmá que sos vos" },
    ]);
    const { channels } = (await api("GET", "/auth/proof", { token })).body;
    expect(
      (await api("POST", "/auth/proof/code", { token, json: { contact_id: channels[0].contact_id } })).status,
    ).toBe(201);
    await scan([
      { path: "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes", heading: "Confirmá que sos vos" },
      {
        path: "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes&otro",
        heading: "Confirmá que sos vos",
      },
    ]);
    // Nobody to send a code to, no password: how to get one.
    await signInAs(await createCustomer({ name: "Nadia Nadie", plans: [2] }));
    await scan([{ path: "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta", heading: "Confirmá que sos vos" }]);
    // A password account whose proof lapsed: codes and the password.
    const withPassword = await createCustomer({
      name: "Clara Clave",
      plans: [2],
      email: `clara.${await freshDni()}@example.com`,
      password: "Clave2026x",
    });
    await lapseProof(await signInAs(withPassword, "Clave2026x"));
    await scan([{ path: "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta", heading: "Confirmá que sos vos" }]);
  });

  it("a claim with a file, answered, then closed", async ({ signInAs, scan }) => {
    const token = await signInAs(await createCustomer({ plans: [2] }));
    const claim = await api("POST", "/v3/tickets/reclamos", {
      token,
      json: { category_id: 1, subject: "Sin internet", message: "No tengo internet desde ayer." },
    });
    expect(claim.status).toBe(201);
    const agent = (body: object) => api("POST", `/__faults/claims/${claim.body.number}/agent`, { json: body });
    const files = new FormData();
    files.set("message", "Les mando una foto del router.");
    files.append(
      "files",
      new Blob([Buffer.from("%PDF-1.4\n".padEnd(2048, " "))], { type: "application/pdf" }),
      "router.pdf",
    );
    const withFile = await fetch(`${SERVERS.sandbox}/v3/tickets/${claim.body.id}/message-files`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      body: files,
    });
    expect(withFile.status).toBe(201);
    expect(
      (await agent({ message: "Ya revisamos la línea: probá reiniciar el router.", status: "in_progress" })).status,
    ).toBe(200);
    await scan([{ path: `/mi-cuenta/reclamos/${claim.body.id}`, heading: /./ }]);
    expect((await agent({ status: "closed" })).status).toBe(200);
    await scan([
      { path: `/mi-cuenta/reclamos/${claim.body.id}`, heading: /./ },
      { path: "/mi-cuenta/reclamos", heading: "Tus reclamos" },
    ]);
  });

  it("the line (decision 102): the equipment restarting, the restart, and each screen of the diagnosis", async ({
    signInProved,
    scan,
  }) => {
    const token = await signInProved(
      await createCustomer({ name: "Rosa Linares", plans: [3], email: `linea.${await freshDni()}@example.com` }),
    );
    const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body as { id: number }[];
    const id = connection!.id;
    const diagnosis = `/mi-cuenta/mi-conexion/${id}/diagnostico`;
    await scan([
      { path: `/mi-cuenta/mi-conexion/${id}/reiniciar`, heading: "Reiniciar tu equipo" },
      { path: diagnosis, heading: "¿Qué te pasa?" },
      { path: `${diagnosis}?problema=lento&pregunta=reinicio`, heading: "¿Reiniciaste tu equipo en la última hora?" },
      {
        path: `${diagnosis}?problema=lento&reinicio=si&dispositivos=todos`,
        heading: "Lo que encontramos",
        changedByScript: "the speed test, offered where it runs",
      },
    ]);
    await api("POST", `/__faults/equipment/${id}`, { json: { state: "offline" } });
    await scan([{ path: `${diagnosis}?problema=sin-internet`, heading: "Tu equipo no responde" }]);
    await api("POST", `/__faults/equipment/${id}`, { json: { state: "online", restarted_minutes_ago: 0 } });
    await scan([{ path: "/mi-cuenta/mi-conexion", heading: "Mi conexión" }]);
  });

  it("the diagnosis's first screen during an outage in the area (the demo customer in Cosquín)", async ({
    signInAs,
    scan,
  }) => {
    const token = await signInAs("20304050");
    const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body as { id: number }[];
    await scan([{ path: `/mi-cuenta/mi-conexion/${connection!.id}/diagnostico`, heading: "Hay un corte en tu zona" }]);
  });

  it("a connection suspended, and one waiting for its installation", async ({ signInAs, scan }) => {
    await signInAs(await createCustomer({ plans: [1], connection_status: "suspended", overdue_invoice: true }));
    await scan([{ path: "/mi-cuenta/mi-conexion", heading: "Mi conexión" }]);
    await signInAs(await createCustomer({ plans: [1], connection_status: "pending_installation" }));
    await scan([{ path: "/mi-cuenta/mi-conexion", heading: "Mi conexión" }]);
  });

  it("the error screen an API failure leads to, inside the area's frame", async ({ signInAs, scan }) => {
    const token = await signInAs(await createCustomer({ name: "Marta Falla" }));
    // Both tries of the GET (the client retries once), for this customer's token only. The
    // maintenance and too-many-attempts pages a 503 or a 429 leads to are the notices above.
    await addFault({ method: "GET", path: "/v2/customers/current/info", token, status: 500, times: 2 });
    await scan([{ path: "/mi-cuenta", heading: "¡Ha ocurrido un error en el servidor!", status: 502 }]);
  });
});
