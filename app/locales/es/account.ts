// The customer area's home and the automatic-debit return page.
export default {
  titles: {
    home: "Plataforma - Home",
    subscriptionSuccess: "Subscripción debito automatico",
  },
  home: {
    greeting: "Hola, {{name}}",
    intro: "Este es el resumen de tu cuenta.",
    balanceTitle: "Lo que debés",
    overdue: "Vencido",
    pending: "Por vencer",
    upToDate: "Estás al día: no tenés facturas para pagar.",
    // Decision 148: the invoices still to come, each a link to its page, and the way to the rest.
    toComeLabel: "Facturas por vencer",
    invoiceLink: "Factura {{number}}",
    invoiceLine: "{{period}} · {{amount}} · vence el {{date}}",
    allUnpaid_one: "Ver la {{count}} factura impaga en Facturación",
    allUnpaid_other: "Ver las {{count}} facturas impagas en Facturación",
    toBilling: "Ver todas tus facturas en Facturación",
    toDebit: "Ver el débito automático",
    paymentStatus: {
      pending: "esperando la confirmación del sitio de pagos",
      approved: "aprobado",
      rejected: "rechazado",
      cancelled: "cancelado",
    },
    attention: {
      title: "Para atender",
      overdue: "La factura {{number}} de {{period}} venció el {{date}}: {{amount}}.",
      // Decision 118: between the two due dates, the surcharged amount and until when it pays the invoice.
      overdueSecond:
        "La factura {{number}} de {{period}} venció el {{date}}: hasta el 2.º vencimiento, el {{second}}, son {{amount}} con el recargo.",
      overduePast:
        "La factura {{number}} de {{period}} venció el {{date}} y su 2.º vencimiento fue el {{second}}: {{amount}} con el recargo.",
      pay: "Pagar",
      payWhich: "la factura {{number}}",
      pendingPayment: "Tu pago de {{amount}} del {{date}}: {{status}}.",
      toPayment: "Ver el pago",
      paymentWhich: "de {{amount}} del {{date}}",
      reportInReview: "Estamos revisando tu informe de pago de la factura {{number}} ({{amount}}, pagado el {{date}}).",
      toReport: "Ver el informe",
      reportWhich: "de la factura {{number}}",
    },
    servicesTitle: "Tus servicios",
    connection: "Conexión {{number}}",
    noServices: "Todavía no tenés servicios.",
    serviceStatus: {
      active: "Activo",
      suspended: "Suspendido",
      pending_installation: "Pendiente de instalación",
    },
    serviceKind: {
      internet: "Internet",
      tv: "Televisión",
    },
    speed: "{{mbps}} Mbps",
    perMonth: "{{price}} por mes",
    claimsTitle: "Reclamos abiertos",
    noClaims: "No tenés reclamos abiertos.",
    claimStatus: {
      open: "Abierto",
      in_progress: "En curso",
      closed: "Cerrado",
    },
    claimUpdated: "Actualizado el {{date}}",
    toClaims: "Ver tus reclamos",
    allClaims_one: "Ver el {{count}} reclamo abierto",
    allClaims_other: "Ver los {{count}} reclamos abiertos",
    debitTitle: "Débito automático",
    debitStatus: {
      pending: "Esperando la confirmación del sitio de pagos",
      active: "Adherido",
      rejected: "Rechazado por el sitio de pagos",
      cancelled: "Cancelado",
    },
    debitNone: "No estás adherido al débito automático.",
  },
  subscription: {
    active: {
      heading: "¡Listo! Adheriste al débito automático",
      text: "Desde la próxima factura debitamos el pago de estos servicios.",
    },
    pending: {
      heading: "Estamos esperando la confirmación",
      text: "El sitio de pagos todavía no confirmó la adhesión. Volvé a mirar en unos minutos.",
    },
    rejected: {
      heading: "No pudimos adherirte al débito automático",
      text: "El sitio de pagos rechazó la adhesión. Revisá los datos de la tarjeta y volvé a intentarlo.",
    },
    cancelled: {
      heading: "La adhesión está cancelada",
      text: "Esta adhesión al débito automático ya no está vigente.",
    },
    unknown: {
      heading: "No encontramos esa adhesión",
      text: "No tenemos una adhesión al débito automático con esos datos. Si acabás de adherirte, revisá tu cuenta en unos minutos.",
    },
    services: "Servicios adheridos",
    service: "{{plan}} (conexión {{connection}})",
    requestedOn: "Solicitada el {{date}}",
    toAccount: "Ir a mi cuenta",
  },
};
