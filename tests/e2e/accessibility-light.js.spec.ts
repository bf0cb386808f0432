import { adopt, hiringDraft, it, payment } from "./scan";
import { api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";

/**
 * Accessibility of light mode's pages (decisions 080 and 090), with the customer's cookie.
 * A light page has no script, so the browser shows it the same with JavaScript or
 * without: scanned once, in the `js` project (the name's `.js.spec.ts`).
 */
it.describe("light mode", () => {
  // The customer's choice, as the footer's link leaves it (decision 080): pages without a script.
  it.beforeEach(async ({ context }) => {
    await context.addCookies([
      { name: "version", value: "liviana", url: SERVERS.main, httpOnly: true, sameSite: "Lax" },
    ]);
  });

  it("public pages and the hiring steps", async ({ context, scan }) => {
    await scan([
      { path: "/", heading: "Internet por fibra óptica y TV para tu hogar" },
      { path: "/planes", heading: "Planes de internet y TV" },
      { path: "/iniciar-sesion", heading: "Ingresá a tu cuenta" },
      { path: "/contratar/dejanos-tus-datos", heading: "Dejanos tus datos" },
    ]);
    const located = await hiringDraft("Av. San Martín 2950");
    await adopt(context, located);
    await scan([
      { path: "/contratar/seleccionar-ubicacion", heading: "Seleccioná tu ubicación" },
      { path: "/contratar/formulario", heading: "Completá la solicitud" },
    ]);
    await located.submit("/contratar/formulario", { plan: "2", consentimiento: "on", terminos: "on" });
    await adopt(context, located);
    await scan([{ path: "/contratar/solicitud-enviada", heading: "¡Recibimos tu solicitud!" }]);
  });

  it("the customer area", async ({ signInAs, scan }) => {
    const token = await signInAs(
      await createCustomer({ name: "Lucía Paz", plans: [2], invoices: [{ amount: 1500, due_in_days: -3 }] }),
    );
    const pending = await payment(token);
    const claim = await api("POST", "/v3/tickets/reclamos", {
      token,
      json: { category_id: 1, subject: "Sin internet", message: "No tengo internet." },
    });
    await scan([
      { path: "/mi-cuenta", heading: "Hola, Lucía" },
      { path: "/mi-cuenta/facturacion", heading: "Facturación" },
      { path: "/mi-cuenta/facturacion/pagar", heading: /./ },
      { path: `/mi-cuenta/facturacion/pago/${pending}`, heading: "Tu pago está pendiente" },
      { path: "/mi-cuenta/reclamos/crear", heading: /./ },
      { path: `/mi-cuenta/reclamos/${claim.body.id}`, heading: /./ },
    ]);
  });

  // The offline page the service worker shows (decisions 150 and 151): always light, so here.
  it("the offline page, with the advice and with a customer's saved payment codes", async ({ context, scan }) => {
    await scan([{ path: "/sin-conexion", heading: "Sin conexión" }]);
    const customer = await new Visitor().signIn(
      await sandboxToken(await createCustomer({ invoices: [{ amount: 2100, due_in_days: 6 }] })),
    );
    await customer.submit("/mi-cuenta/facturacion", { intent: "guardar" });
    await adopt(context, customer);
    await scan([{ path: "/sin-conexion?facturas", heading: "Sin conexión" }]);
  });
});
