import { expect, test } from "./fixtures";
import { expectNoHorizontalScroll, PHONE } from "./viewport";
import { api } from "../support/sandbox";

/**
 * Phones first (issue 10): no page of the customer area scrolls sideways on a 360 px phone.
 * Every screen of the area, as the demo customers see them: internet and TV with invoices
 * to pay (20304050, proved: the password page needs it), and streaming with automatic debit
 * (27222333, signed in with the password); and what quick access shows (issue 20). 20304050
 * lives in Cosquín, where the seeded outage is (issue 21): its home and Mi conexión show the notice.
 */
const PAGES: Record<string, string[]> = {
  "20304050": [
    "/mi-cuenta", "/mi-cuenta/servicios", "/mi-cuenta/servicios/internet", "/mi-cuenta/mi-conexion",
    "/mi-cuenta/facturacion", "/mi-cuenta/facturacion?estado=pagas", "/mi-cuenta/facturacion/pagar", "/mi-cuenta/mis-pagos",
    "/mi-cuenta/facturacion/informar-pago", "/mi-cuenta/facturacion/informar-pago/crear", "/mi-cuenta/debito-automatico",
    "/mi-cuenta/reclamos", "/mi-cuenta/reclamos/crear", "/mi-cuenta/ajustes", "/mi-cuenta/contraseña", "/mi-cuenta/dev",
    "/mi-cuenta/no-existe",
    // The line (issue 21): Carlos's Cosquín connection (the first seeded) is offline, in an outage.
    "/mi-cuenta/mi-conexion/1/diagnostico", "/mi-cuenta/mi-conexion/1/diagnostico?corte=visto&problema=sin-internet",
    "/mi-cuenta/mi-conexion/1/reiniciar",
    // Not the area's, but read on a phone first (issue 21); the home and Mi conexión above carry the outage notice.
    "/estado-del-servicio",
  ],
  "27222333": [
    "/mi-cuenta", "/mi-cuenta/servicios/dgo", "/mi-cuenta/servicios/gestionar/dgo", "/mi-cuenta/servicios/gestionar/dgo?confirmar=baja",
    "/mi-cuenta/debito-automatico", "/mi-cuenta/debito-automatico/gestionar", "/mi-cuenta/debito-automatico/gestionar?cancelar",
    // Her claim that needs a technician (sandbox/seed/visits.ts), by its number.
    "/mi-cuenta/reclamos/{R-104310}", "/mi-cuenta/reclamos/{R-104310}/visita",
    // Her connection (the second seeded) is online: the restart's confirmation, and the diagnosis's ending with the claim.
    "/mi-cuenta/mi-conexion/2/reiniciar", "/mi-cuenta/mi-conexion/2/diagnostico?problema=lento&reinicio=si&dispositivos=todos",
  ],
};

/** `{R-104310}` in a path: that claim's id, as the API gives it to its customer. */
async function withClaimIds(paths: string[], token: string) {
  const claims = (await api("GET", "/v3/tickets?per_page=50", { token })).body.data as { id: number; number: string }[];
  return paths.map((path) => path.replace(/\{(R-\d+)\}/, (_, number: string) => String(claims.find((claim) => claim.number === number)!.id)));
}

test.use({ viewport: PHONE });

for (const [customer, paths] of Object.entries(PAGES)) {
  test(`every area page of ${customer} fits a 360 px phone`, async ({ page, visit, signInAs, signInProved }) => {
    test.slow(); // many pages in one test
    const token = customer === "27222333" ? await signInAs(customer, "Portal2026") : await signInProved(customer);
    for (const path of await withClaimIds(paths, token)) {
      const response = await visit(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expectNoHorizontalScroll(page);
    }
  });
}

test("quick access and the proof page fit a 360 px phone", async ({ page, visit, signInAs }) => {
  await signInAs("20304050");
  for (const path of ["/mi-cuenta/ajustes", "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes"]) {
    expect((await visit(path))?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
    await expectNoHorizontalScroll(page);
  }
});
