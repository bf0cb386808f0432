// Messages of the money screens that only loaders and actions use: server-only (decision 022).
export default {
  chooseInvoices: "Elegí al menos una factura para pagar",
  notYours: "Elegí facturas impagas de tu cuenta",
  paymentInProgress: "La factura {{number}} ya tiene un pago en curso: verificalo o cancelalo en Mis pagos",
  checked: {
    pending: "El pago sigue pendiente: todavía no hay novedades del sitio de pagos.",
    approved: "El pago fue aprobado: tus facturas quedaron pagas.",
    rejected: "El sitio de pagos rechazó el pago.",
    cancelled: "El pago está cancelado.",
  },
  cancelled: "Cancelaste el pago. Las facturas siguen impagas.",
  pdfUnavailable: "No pudimos descargar la factura {{number}} en este momento. Probá de nuevo en unos minutos.",
  notPending: "Este pago ya no está pendiente: mirá su estado.",
  // The plain 404 of the file routes (an invoice's PDF, its barcode and QR, a report's
  // receipt), in the page's language like every message (decision 132).
  notFound: {
    invoice: "No encontramos esa factura en tu cuenta.",
    code: "Esa factura no tiene código: ya está paga o no es de tu cuenta.",
    qr: "Esa factura no tiene el código QR de ARCA, o no es de tu cuenta.",
    report: "No encontramos ese informe de pago en tu cuenta.",
  },
  // Facturación's cash codes, how to use them: worded by its loader, so Mis pagos and the
  // payment page, which share the billing namespace, do not carry it (decision 132).
  codesIntro:
    "Con el código de pago de cada factura podés pagar en Pago Fácil o Rapipago (mostrá el código de barras o dictá los números) y por home banking, en Link o Pagomiscuentas (buscá «Nodo Sur» y cargá los números).",
  // Keeping the unpaid invoices on the phone for a counter without signal (decision 151).
  offline: {
    title: "Tus códigos de pago sin señal",
    ask: "En el local de pago a veces no hay señal. Podés guardar en este teléfono tus facturas impagas con sus códigos de pago, para mostrarlos aunque no tengas conexión. Se guardan solo aquí, se actualizan cada vez que entrás y se borran al cerrar la sesión.",
    kept: "Este teléfono guarda tus facturas impagas con sus códigos de pago: si abrís el portal sin conexión, las vas a ver. Se actualizan cada vez que entrás y se borran al cerrar la sesión.",
    keep: "Guardar mis facturas impagas en este teléfono",
    stop: "Dejar de guardarlas en este teléfono",
    keptToast: "Listo: tus facturas impagas quedan guardadas en este teléfono.",
    stoppedToast: "Listo: este teléfono ya no guarda tus facturas.",
    // A post from an agent serving the customer (decision 144): theirs is not the customer's phone.
    notYours: "Solo el cliente, en su propio teléfono, puede guardar sus facturas.",
  },
};
