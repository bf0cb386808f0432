// Messages of the payment-report form that only its action uses: server-only (decision 022).
export default {
  errors: {
    formKey: "El formulario venció, envialo de nuevo",
    invoice: "Elegí la factura que pagaste",
    invoiceNotYours: "Elegí una de tus facturas impagas",
    amount: "Ingresá el importe pagado",
    amountFormat: "Ingresá el importe en pesos, por ejemplo 31.998,50",
    amountPositive: "El importe tiene que ser mayor que cero",
    amountTooBig: "El importe no parece correcto: revisalo",
    date: "Ingresá la fecha de pago",
    dateFormat: "Ingresá la fecha como dd/mm/aaaa, por ejemplo 20/11/2026",
    dateFuture: "La fecha de pago no puede ser posterior a hoy",
    dateTooOld: "Revisá la fecha: no puede ser de hace más de dos años",
    method: "Elegí cómo pagaste",
    notesTooLong: "Escribí como máximo 500 caracteres",
    receiptMissing: "Adjuntá el comprobante",
    receiptTooBig: "El comprobante supera los 5 MB: elegí un archivo más liviano",
    receiptType: "El comprobante tiene que ser un archivo PDF, JPG o PNG",
    receiptAgain: "Volvé a elegir el comprobante: por seguridad, el navegador no lo conserva entre envíos",
  },
  toasts: {
    sent: "Recibimos tu informe de pago. Lo revisamos y te avisamos cuando lo acreditemos.",
    receiptUnavailable: "No pudimos traer el comprobante en este momento. Probá de nuevo en unos minutos.",
  },
};
