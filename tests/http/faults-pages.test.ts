import { describe, expect, it } from "vitest";
import { createFaultScene, type FaultScene } from "../support/faults-scene";
import { api, proveToken, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";
import { applyFault, callsOf, expectOutcome, pendingRules, postsBetween, REQUIRED, type Fault } from "./faults";

/**
 * docs/faults.md, the customer area: every page under every fault of the table, each with
 * a customer of its own (the faults are scoped to its token, so the rows run at once).
 * "slow" runs on the server with a short page deadline. No page view may send a POST to
 * the API more than once.
 *
 * Each cell is the server's answer to a document request, so the table is an HTTP test
 * (decision 089): the browser would get the same HTML. What the browser adds, a screen of
 * each kind hydrated and scanned for accessibility, and a form under each fault, is
 * tests/e2e/faults.spec.ts.
 *
 * Each row's session is proved (decision 097), so the pages that change the account show
 * themselves instead of sending to the proof page; the proof page's own row is quick access.
 */

type Row = {
  path: (scene: FaultScene) => string;
  /** The call the page cannot do without, made to fail. */
  call: (scene: FaultScene) => { method: string; path: string };
  scene?: "full" | "fresh" | "debit";
  /** Outside /mi-cuenta: the error screen is the full page, not inside the area's frame. */
  frame?: false;
  /** A quick-access session, not proved (the proof page itself). */
  quickAccess?: true;
};

const CURRENT = "/v2/customers/current";
const info = () => ({ method: "GET", path: `${CURRENT}/info` });
const connections = () => ({ method: "GET", path: `${CURRENT}/conexiones` });
const invoices = () => ({ method: "GET", path: `${CURRENT}/facturas` });
const streaming = () => ({ method: "GET", path: "/v2/services/dgo/plans" });
const reports = () => ({ method: "GET", path: "/v3/informe/pagos" });
const contacts = () => ({ method: "GET", path: `${CURRENT}/contacts` });

const ROWS: Record<string, Row> = {
  "/mi-cuenta": { path: () => "/mi-cuenta", call: info },
  "/mi-cuenta/facturacion": { path: () => "/mi-cuenta/facturacion", call: info },
  "/mi-cuenta/facturacion/pagar": { path: () => "/mi-cuenta/facturacion/pagar", call: invoices },
  // Its loader asks the API to check the payment (a POST) before reading its state.
  "/mi-cuenta/facturacion/pago/:id": {
    path: (scene) => `/mi-cuenta/facturacion/pago/${scene.paymentId}`,
    call: (scene) => ({ method: "GET", path: `${CURRENT}/payments/${scene.paymentId}/status` }),
  },
  // One invoice (decision 118): found in the customer's list.
  "/mi-cuenta/facturacion/factura/:id": {
    path: (scene) => `/mi-cuenta/facturacion/factura/${scene.invoiceId}`,
    call: invoices,
  },
  "/mi-cuenta/mis-pagos": {
    path: () => "/mi-cuenta/mis-pagos",
    call: () => ({ method: "GET", path: `${CURRENT}/payments` }),
  },
  "/mi-cuenta/facturacion/informar-pago": { path: () => "/mi-cuenta/facturacion/informar-pago", call: reports },
  "/mi-cuenta/facturacion/informar-pago/crear": {
    path: () => "/mi-cuenta/facturacion/informar-pago/crear",
    call: invoices,
  },
  "/mi-cuenta/facturacion/informe/:id": {
    path: (scene) => `/mi-cuenta/facturacion/informe/${scene.reportId}`,
    call: reports,
  },
  "/mi-cuenta/debito-automatico": { path: () => "/mi-cuenta/debito-automatico", call: info },
  "/mi-cuenta/debito-automatico/solicitar": {
    path: () => "/mi-cuenta/debito-automatico/solicitar",
    call: info,
    scene: "fresh",
  },
  "/mi-cuenta/debito-automatico/gestionar": {
    path: () => "/mi-cuenta/debito-automatico/gestionar",
    call: info,
    scene: "debit",
  },
  "/mi-cuenta/servicios": { path: () => "/mi-cuenta/servicios", call: connections },
  "/mi-cuenta/servicios/internet": { path: () => "/mi-cuenta/servicios/internet", call: connections },
  "/mi-cuenta/servicios/dgo": { path: () => "/mi-cuenta/servicios/dgo", call: streaming },
  "/mi-cuenta/servicios/contratar-dgo": {
    path: () => "/mi-cuenta/servicios/contratar-dgo",
    call: streaming,
    scene: "fresh",
  },
  "/mi-cuenta/servicios/gestionar/dgo": { path: () => "/mi-cuenta/servicios/gestionar/dgo", call: streaming },
  "/mi-cuenta/servicios/gestionar/:id": {
    path: (scene) => `/mi-cuenta/servicios/gestionar/${scene.serviceId}`,
    call: connections,
  },
  "/mi-cuenta/servicios/:id": { path: (scene) => `/mi-cuenta/servicios/${scene.serviceId}`, call: connections },
  "/mi-cuenta/mi-conexion": { path: () => "/mi-cuenta/mi-conexion", call: connections },
  "/mi-cuenta/mi-conexion/:id/reiniciar": {
    path: (scene) => `/mi-cuenta/mi-conexion/${scene.connectionId}/reiniciar`,
    call: connections,
  },
  "/mi-cuenta/mi-conexion/:id/diagnostico": {
    path: (scene) => `/mi-cuenta/mi-conexion/${scene.connectionId}/diagnostico`,
    call: connections,
  },
  "/mi-cuenta/reclamos": { path: () => "/mi-cuenta/reclamos", call: () => ({ method: "GET", path: "/v3/tickets" }) },
  "/mi-cuenta/reclamos/crear": { path: () => "/mi-cuenta/reclamos/crear", call: connections },
  "/mi-cuenta/reclamos/:id": {
    path: (scene) => `/mi-cuenta/reclamos/${scene.claimId}`,
    call: (scene) => ({ method: "GET", path: `/v3/tickets/${scene.claimId}` }),
  },
  "/mi-cuenta/ajustes": { path: () => "/mi-cuenta/ajustes", call: info },
  "/mi-cuenta/ajustes/contacto/:id/cambiar": {
    path: (scene) => `/mi-cuenta/ajustes/contacto/${scene.phoneId}/cambiar`,
    call: contacts,
  },
  "/mi-cuenta/ajustes/contacto/:id/verificar": {
    path: (scene) => `/mi-cuenta/ajustes/contacto/${scene.phoneId}/verificar`,
    call: contacts,
  },
  "/mi-cuenta/contraseña": { path: () => "/mi-cuenta/contraseña", call: info },
  "/mi-cuenta/verificar-identidad": {
    path: () => "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes",
    call: () => ({ method: "GET", path: "/auth/proof" }),
    quickAccess: true,
  },
  // The account's activity (decision 141).
  "/mi-cuenta/actividad": {
    path: () => "/mi-cuenta/actividad",
    call: () => ({ method: "GET", path: `${CURRENT}/activity` }),
  },
  "/mi-cuenta/dev": { path: () => "/mi-cuenta/dev", call: info },
  "/subscription/success": { path: () => "/subscription/success?subscription_id=1", call: info, frame: false },
};

// 401 last: it ends the customer's session at the API.
const FAULTS: Fault[] = ["500", "offline", "503", "429", "slow", "401"];

describe.concurrent("the customer area under each fault", () => {
  for (const [name, row] of Object.entries(ROWS)) {
    it(`${name}: what each fault shows`, async () => {
      const scene = await createFaultScene(row.scene);
      const visitor = new Visitor();
      const quick = await sandboxToken(scene.identification);
      const token = row.quickAccess ? quick : await proveToken(quick);
      const path = row.path(scene);
      for (const fault of FAULTS) {
        await visitor.signIn(token);
        if (fault === "401") expect((await api("POST", "/auth/logout", { token })).status).toBe(200);
        else await applyFault(fault, row.call(scene), token);
        const before = await callsOf(token);
        const page = await visitor.open(`${fault === "slow" ? SERVERS.shortDeadline : SERVERS.main}${path}`);
        expectOutcome(page, REQUIRED[fault], path, { inFrame: row.frame !== false });
        // The page used the fault up (it made the call), and sent no POST twice.
        expect(await pendingRules(token), fault).toEqual([]);
        expect(
          Object.values(postsBetween(before, await callsOf(token))).every((count) => count === 1),
          fault,
        ).toBe(true);
      }
    });
  }
});
