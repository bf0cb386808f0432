// Paying invoices (Pagar): its own namespace, so the page carries only its words.
export default {
  titles: {
    pay: "Pagar",
  },
  pay: {
    // The invoice states as the billing list words them (a copy: this page carries no other billing words).
    status: { overdue: "Vencida", pending: "Por vencer", paid: "Paga" },
    heading: "Pagar facturas",
    intro: "Elegí las facturas que querés pagar. Vas a pagar en el sitio de pagos y después volvés acá.",
    legend: "Facturas para pagar",
    option: "Factura {{number}}, período {{period}}",
    optionHint: "{{amount}} · vence el {{date}}",
    surcharged: "(incluye {{surcharge}} de recargo)",
    total: "Total a pagar",
    totalHint: "El total de las facturas elegidas. Las vencidas ya están marcadas.",
    submit: "Ir a pagar",
    nothing: "No tenés facturas para pagar.",
    otherMeans:
      "¿Preferís pagar en efectivo o por home banking? Usá el código de pago de cada factura, en Facturación.",
    back: "Volver a Facturación",
  },
};
