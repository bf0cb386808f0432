// A payment's page (Pago): its own namespace; the words it shares with the billing
// screens (states, links back) stay in theirs.
export default {
  titles: {
    payment: "Pago",
    cancelPayment: "Cancelar pago",
  },
  payment: {
    approved: {
      heading: "¡Listo! Tu pago fue aprobado",
      text: "Pagaste {{amount}}. Las facturas que elegiste quedaron pagas.",
    },
    rejected: {
      heading: "El pago fue rechazado",
      text: "El sitio de pagos no aprobó el pago de {{amount}}. Podés intentarlo de nuevo, con otra tarjeta si hace falta, o pagar con el código de pago en Pago Fácil, Rapipago o tu home banking.",
    },
    pending: {
      heading: "Tu pago está pendiente",
      text: "Todavía no tenemos la confirmación del sitio de pagos por {{amount}}. El estado se actualiza solo; podés verificarlo en un rato o seguir con el pago si no lo terminaste.",
    },
    cancelled: {
      heading: "Este pago está cancelado",
      text: "El pago de {{amount}} quedó cancelado y no se cobró. Las facturas siguen impagas: podés pagarlas de nuevo.",
    },
    details: "Detalle del pago",
    amount: "Importe",
    invoices: "Facturas",
    status: "Estado",
    created: "Iniciado",
    updated: "Última novedad",
    tryAgain: "Intentar de nuevo",
    seeCodes: "Ver los códigos de pago",
    check: "Verificar estado",
    continue: "Seguir con el pago",
    cancel: "Cancelar el pago",
    confirmHeading: "¿Cancelar el pago?",
    confirmText:
      "Vas a cancelar el pago de {{amount}}. Si ya pagaste en el sitio de pagos, no lo canceles: verificá el estado.",
    confirmYes: "Sí, cancelar el pago",
    confirmNo: "No, volver",
  },
};
