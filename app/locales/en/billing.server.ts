import type es from "../es/billing.server";

// Messages of the money screens that only loaders and actions use: server-only (decision 022).
export default {
  chooseInvoices: "Choose at least one invoice to pay",
  notYours: "Choose unpaid invoices of your account",
  paymentInProgress: "Invoice {{number}} already has a payment in progress: check or cancel it in My payments",
  checked: {
    pending: "The payment is still pending: no news from the payments site yet.",
    approved: "The payment was approved: your invoices are paid.",
    rejected: "The payments site rejected the payment.",
    cancelled: "The payment is cancelled.",
  },
  cancelled: "You cancelled the payment. The invoices are still unpaid.",
  pdfUnavailable: "We could not download invoice {{number}} right now. Try again in a few minutes.",
  notPending: "This payment is no longer pending: see its status.",
  notFound: {
    invoice: "We did not find that invoice in your account.",
    code: "That invoice has no code: it is paid or not in your account.",
    qr: "That invoice has no ARCA QR code, or it is not in your account.",
    report: "We did not find that payment report in your account.",
  },
  // Facturación's cash codes, how to use them (see es/billing.server.ts).
  codesIntro:
    "With each invoice's payment code you can pay at Pago Fácil or Rapipago (show the barcode or read out the digits) and by home banking, on Link or Pagomiscuentas (look for «Nodo Sur» and enter the digits).",
  // Keeping the unpaid invoices on the phone for a counter without signal (decision 151).
  offline: {
    title: "Your payment codes without signal",
    ask: "Payment counters sometimes have no signal. You can save your unpaid invoices and their payment codes on this phone, to show them even without a connection. They are kept only here, updated each time you come in and erased when you sign out.",
    kept: "This phone keeps your unpaid invoices and their payment codes: if you open the portal without a connection, you will see them. They are updated each time you come in and erased when you sign out.",
    keep: "Save my unpaid invoices on this phone",
    stop: "Stop saving them on this phone",
    keptToast: "Done: your unpaid invoices are saved on this phone.",
    stoppedToast: "Done: this phone no longer keeps your invoices.",
    // A post from an agent serving the customer (decision 144): theirs is not the customer's phone.
    notYours: "Only the customer, on their own phone, can save their invoices.",
  },
} satisfies typeof es;
