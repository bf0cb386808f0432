// The promise to pay (decision 119): worded by loaders and actions, so neither the
// home's nor Facturación's download grows (decision 022).
export default {
  title: "Compromiso de pago",
  offer_one: "Podés pedir {{count}} día más para pagar: tendrías hasta el {{date}}.",
  offer_other: "Podés pedir {{count}} días más para pagar: tendrías hasta el {{date}}.",
  offerReconnects_one:
    "Podés pedir {{count}} día más para pagar: tendrías hasta el {{date}} y reconectamos tu servicio.",
  offerReconnects_other:
    "Podés pedir {{count}} días más para pagar: tendrías hasta el {{date}} y reconectamos tu servicio.",
  ask_one: "Pedir {{count}} día más",
  ask_other: "Pedir {{count}} días más",
  active: "Compromiso de pago: pagá hasta el {{date}} inclusive.",
  lapsed: "Tu compromiso de pago venció el {{date}} y las facturas siguen impagas.",
  refused: "Compromiso de pago: {{reason}}",
  // Why the API says no (its `reason`), in the portal's words (decision 132).
  reasons: {
    no_overdue: "No tenés facturas vencidas: no hace falta un compromiso de pago.",
    already_used_this_period: "Ya pediste un compromiso de pago este mes. Podés volver a pedirlo el mes que viene.",
    debt_too_high: "Tu deuda supera lo que permite un compromiso de pago. Comunicate con atención al cliente.",
    already_active: "Ya tenés un compromiso de pago vigente.",
  },
  page: {
    intro_one: "Si no podés pagar ahora, pedí {{count}} día más. No te cobramos nada por pedirlo.",
    intro_other: "Si no podés pagar ahora, pedí {{count}} días más. No te cobramos nada por pedirlo.",
    payBy: "Tendrías hasta el {{date}} inclusive para pagar:",
    invoice: "Factura {{number}}",
    total: "Total de hoy: {{amount}}",
    reconnects: "Tu servicio está suspendido: al confirmar lo reconectamos.",
    rules: "Se puede pedir una vez por mes. Si no pagás hasta esa fecha, el compromiso vence.",
    confirm: "Confirmar: pagar hasta el {{date}}",
    back: "Volver a Facturación",
    notNow: "No podés pedir un compromiso de pago ahora.",
  },
  toast: "Listo: tenés hasta el {{date}} para pagar.",
  toastReconnected: "Listo: tenés hasta el {{date}} para pagar y reconectamos tu servicio.",
  formKey: "El formulario venció. Volvé a enviarlo.",
};
