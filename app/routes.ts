import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { type ModuleName, moduleFlag } from "./modules";

export { moduleFlag };

/**
 * Routes of a module: inside a pathless layout whose middleware answers 404 while the
 * module's flag is off. `where` keeps the layout's id unique where a module appears twice.
 */
function flagged(name: ModuleName, where: string, children: RouteConfigEntry[]) {
  return layout(`routes/modules/${name}.ts`, { id: `module.${name}.${where}` }, children);
}

/**
 * The portal's URL table: the spec's Spanish URLs (docs/spec.md#screens-and-routes), each mapped to its route
 * module, grouped by the layout that frames it and by the module flag that switches it.
 */
export default [
  // Resource routes: no layout, no HTML.
  route("healthz", "routes/healthz.ts"),
  route("build", "routes/build.ts"),
  route("redirect", "routes/redirect.ts"),
  // For crawlers (decision 134): what they may read, and the public pages of this table.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The hiring map's data and address suggestions, as JSON: the browser talks to this site only.
  flagged("hiring", "data", [
    route("contratar/mapa", "routes/contratar/mapa.ts"),
    route("contratar/direcciones", "routes/contratar/direcciones.ts"),
  ]),
  // Light mode on and off (the footer's link): a cookie, then back to the page.
  route("version-liviana", "routes/version.ts", { id: "version-liviana" }),
  route("version-completa", "routes/version.ts", { id: "version-completa" }),
  // The "carta poder" model to print (decision 118).
  route("informacion-al-cliente/carta-poder.pdf", "routes/informacion-al-cliente/carta-poder.ts"),
  // Testing environments only: empties the shared cache of public data (browser tests).
  route("test/cache", "routes/test/cache.ts"),
  // Testing environments only: holds the event loop, for load shedding's test (decision 107).
  route("test/busy", "routes/test/busy.ts"),

  layout("layouts/default.tsx", [index("routes/home.tsx")]),

  layout("layouts/simple.tsx", [
    route("planes", "routes/planes/index.tsx"),
    route("planes/:id", "routes/planes/plan.tsx"),
    flagged("job-applications", "public", [
      route("work-with-us", "routes/work-with-us/index.tsx"),
      route("work-with-us/success", "routes/work-with-us/success.tsx"),
    ]),
    flagged("streaming", "public", [route("contratar-dgo", "routes/contratar-dgo.tsx")]),
    // Outages by locality, for anyone (decision 101): a customer without internet may be on mobile data.
    flagged("outages", "public", [route("estado-del-servicio", "routes/estado-del-servicio.tsx")]),
    // "Botón de baja" and "Botón de arrepentimiento" (decision 073): anyone, signed in or not.
    route("baja", "routes/baja/index.tsx"),
    route("baja/confirmar", "routes/baja/confirmar.tsx"),
    route("baja/enviada", "routes/baja/enviada.tsx"),
    route("baja/estado", "routes/baja/estado.tsx"),
    route("arrepentimiento", "routes/arrepentimiento/index.tsx"),
    route("arrepentimiento/confirmar", "routes/arrepentimiento/confirmar.tsx"),
    route("arrepentimiento/enviada", "routes/arrepentimiento/enviada.tsx"),
    // What Res. 733/2017 asks the site to show (decision 117), linked from every footer.
    route("informacion-al-cliente", "routes/informacion-al-cliente/index.tsx"),
  ]),

  layout("layouts/login.tsx", [
    flagged("platform", "sign-in", [
      route("iniciar-sesion", "routes/auth/iniciar-sesion.tsx"),
      route("password-reset", "routes/auth/password-reset.tsx"),
      route("password-reset/process/:id", "routes/auth/password-reset-process.tsx"),
    ]),
    route("actions/email-verification", "routes/auth/email-verification.tsx"),
    // The call centre's sign-in (decision 140): its start, and the identity provider's way back.
    flagged("staff", "sign-in", [
      route("agentes/ingresar", "routes/agentes/ingresar.tsx"),
      route("agentes/ingresar/retorno", "routes/agentes/retorno.tsx"),
    ]),
  ]),

  layout("layouts/logout.tsx", [route("cerrar-sesion", "routes/auth/cerrar-sesion.tsx")]),

  layout("layouts/main.tsx", [
    flagged("platform", "return", [
      flagged("automatic-debit", "return", [route("subscription/success", "routes/subscription-success.tsx")]),
    ]),
    // The auth guard of the whole customer area lives in this parent route, and so does the
    // platform module's switch (its id): a layout above it would cost every area page one
    // more module and manifest entry to download, 25 bytes gzip (decision 126).
    route("mi-cuenta", "routes/mi-cuenta/route.tsx", { id: "module.platform.area" }, [
      index("routes/mi-cuenta/home.tsx"),
      // Invoices, paying them, and the payments made.
      route("facturacion", "routes/mi-cuenta/facturacion/index.tsx"),
      flagged("online-payment", "area", [
        route("facturacion/pagar", "routes/mi-cuenta/facturacion/pagar.tsx"),
        // The payment site's way back; the page of a payment asks the API how it went.
        route("facturacion/pago", "routes/mi-cuenta/facturacion/pago-retorno.ts"),
        route("facturacion/pago/:id", "routes/mi-cuenta/facturacion/pago.tsx"),
      ]),
      flagged("payment-promise", "area", [
        route("facturacion/compromiso-de-pago", "routes/mi-cuenta/facturacion/compromiso-de-pago.tsx"),
      ]),
      // One invoice: its due dates and ARCA's data (decision 118); its PDF and barcode are files.
      route("facturacion/factura/:id", "routes/mi-cuenta/facturacion/factura.tsx"),
      route("facturacion/factura/:id/pdf", "routes/mi-cuenta/facturacion/factura-pdf.ts"),
      route("facturacion/factura/:id/codigo-de-barras.svg", "routes/mi-cuenta/facturacion/factura-codigo.ts"),
      route("facturacion/factura/:id/qr.svg", "routes/mi-cuenta/facturacion/factura-qr.ts"),
      flagged("online-payment", "payments", [route("mis-pagos", "routes/mi-cuenta/mis-pagos.tsx")]),
      // Payment reports: the list, the form, a report and its receipt (a file, no HTML).
      flagged("payment-reports", "area", [
        route("facturacion/informar-pago", "routes/mi-cuenta/facturacion/informar-pago.tsx"),
        route("facturacion/informar-pago/crear", "routes/mi-cuenta/facturacion/informar-pago-crear.tsx"),
        route("facturacion/informe/:id", "routes/mi-cuenta/facturacion/informe.tsx"),
        route("facturacion/informe/:id/comprobante", "routes/mi-cuenta/facturacion/informe-comprobante.ts"),
      ]),
      flagged("automatic-debit", "area", [
        route("debito-automatico", "routes/mi-cuenta/debito-automatico/index.tsx"),
        route("debito-automatico/solicitar", "routes/mi-cuenta/debito-automatico/solicitar.tsx"),
        route("debito-automatico/gestionar", "routes/mi-cuenta/debito-automatico/gestionar.tsx"),
      ]),
      // Services and the streaming add-on: the words before `:id`.
      flagged("services", "area", [
        route("servicios", "routes/mi-cuenta/servicios/index.tsx"),
        route("servicios/internet", "routes/mi-cuenta/servicios/internet.tsx"),
        flagged("streaming", "area", [
          route("servicios/dgo", "routes/mi-cuenta/servicios/dgo.tsx"),
          route("servicios/contratar-dgo", "routes/mi-cuenta/servicios/contratar-dgo.tsx"),
          route("servicios/gestionar/dgo", "routes/mi-cuenta/servicios/gestionar-dgo.tsx"),
        ]),
        route("servicios/gestionar/:id", "routes/mi-cuenta/servicios/gestionar.tsx"),
        route("servicios/:id", "routes/mi-cuenta/servicios/servicio.tsx"),
      ]),
      // Outside the services module (decision 065).
      route("mi-conexion", "routes/mi-cuenta/mi-conexion.tsx"),
      // Decision 102: the guided diagnosis and the speed test work whatever module is off; the restart is the equipment module's.
      route("mi-conexion/:id/diagnostico", "routes/mi-cuenta/mi-conexion/diagnostico.tsx"),
      route("mi-conexion/prueba-de-velocidad", "routes/mi-cuenta/mi-conexion/prueba-de-velocidad.ts"),
      flagged("equipment", "area", [route("mi-conexion/:id/reiniciar", "routes/mi-cuenta/mi-conexion/reiniciar.tsx")]),
      // "Avisarme cuando vuelva", posted from the outage notice of the home and Mi conexión (decision 101).
      flagged("outages", "area", [route("cortes/:id/avisarme", "routes/mi-cuenta/cortes/avisarme.ts")]),
      // Claims; a claim's files come through the portal, never from the API's address.
      flagged("issues", "area", [
        route("reclamos", "routes/mi-cuenta/reclamos/index.tsx"),
        route("reclamos/crear", "routes/mi-cuenta/reclamos/crear.tsx"),
        route("reclamos/:id", "routes/mi-cuenta/reclamos/reclamo.tsx"),
        route("reclamos/:id/archivos/:fileId", "routes/mi-cuenta/reclamos/archivo.ts"),
        // A claim's technician visit (decision 103): choose, move or cancel its window.
        flagged("visits", "area", [route("reclamos/:id/visita", "routes/mi-cuenta/reclamos/visita.tsx")]),
      ]),
      // Settings: each contact step is a page of its own, so it works without JavaScript.
      route("ajustes", "routes/mi-cuenta/ajustes/index.tsx"),
      route("ajustes/contacto/:id/cambiar", "routes/mi-cuenta/ajustes/cambiar.tsx"),
      route("ajustes/contacto/:id/verificar", "routes/mi-cuenta/ajustes/verificar.tsx"),
      route("contraseña", "routes/mi-cuenta/contrasena.tsx"),
      // "Actividad de tu cuenta" (decision 141): sign-ins and changes, the customer's or an agent's.
      flagged("account-activity", "area", [route("actividad", "routes/mi-cuenta/actividad.tsx")]),
      // Proving who you are before a change or the full personal data (decision 098); no module's.
      route("verificar-identidad", "routes/mi-cuenta/verificar-identidad.tsx"),
      route("dev", "routes/mi-cuenta/dev.tsx"),
      route("*", "routes/mi-cuenta/not-found.tsx"),
    ]),
  ]),

  // The call centre's desk (decision 140): its own frame and guard in `agentes/route.tsx`;
  // the whole module answers 404 while STAFF_OIDC_ISSUER is unset.
  flagged("staff", "desk", [
    route("agentes", "routes/agentes/route.tsx", [
      index("routes/agentes/inicio.tsx"),
      route("clientes", "routes/agentes/clientes.tsx"),
      route("clientes/:id", "routes/agentes/cliente.tsx"),
      route("atencion/terminar", "routes/agentes/terminar-atencion.ts"),
      // What the customer area answers an agent for a page that is the customer's own (decision 144).
      route("atencion/solo-el-cliente", "routes/agentes/solo-el-cliente.tsx"),
      // The supervisors' view of the agents' actions (decision 141); agents get the desk's 403.
      route("actividad", "routes/agentes/actividad.tsx"),
      route("*", "routes/agentes/not-found.tsx"),
    ]),
    // Signing out: a form's target only (the desk's header), a session ended or not.
    route("agentes/salir", "routes/agentes/salir.ts"),
  ]),

  // Step-by-step flows: a route module of the flow's own, as it reads the staff session to draw
  // the desk's frame around an agent's sale by phone (decision 145).
  layout("routes/contratar/layout.tsx", [
    route("prueba", "routes/prueba.tsx"),
    // The hiring flow (docs/design.md#hiring-flow): /contratar sends to the first step not done yet.
    flagged("hiring", "flow", [
      ...prefix("contratar", [
        index("routes/contratar/index.ts"),
        route("dejanos-tus-datos", "routes/contratar/dejanos-tus-datos.tsx"),
        route("seleccionar-ubicacion", "routes/contratar/seleccionar-ubicacion.tsx"),
        route("formulario", "routes/contratar/formulario.tsx"),
        route("solicitud-enviada", "routes/contratar/solicitud-enviada.tsx"),
      ]),
    ]),
  ]),

  layout("layouts/error.tsx", [
    // The hiring flow's answer for an address without service.
    flagged("hiring", "no-service", [route("sin-servicio", "routes/sin-servicio.tsx")]),
    route("intenta-mas-tarde", "routes/intenta-mas-tarde.tsx"),
    route("demasiados-intentos", "routes/demasiados-intentos.tsx"),
    // What the service worker shows without a network (decisions 150 and 151).
    route("sin-conexion", "routes/sin-conexion/index.tsx"),
  ]),

  layout("layouts/empty.tsx", [
    flagged("platform", "hand-over", [
      route("auth/login", "routes/auth/token-login.tsx"),
      route("plataforma", "routes/auth/plataforma.tsx"),
    ]),
    ...prefix("test", [route("", "routes/test/index.tsx", [route("error", "routes/test/error.tsx")])]),
  ]),

  // Anything else: 404 "Page not found: <path>" (and it lets the i18n middleware run).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
