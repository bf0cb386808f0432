import type es from "../es/offline.server";

// The offline page the service worker shows (decisions 150 and 151): server-only, the page has no script.
export default {
  title: "No connection",
  lead: "We could not open the page: this phone has no signal or has run out of data. You can still pay your invoices.",
  steps: {
    counter: "Pay in cash at any Pago Fácil or Rapipago counter.",
    code: "Show the cashier your invoice's barcode or read out the payment code's digits: they are on the printed invoice and on the one we emailed you.",
    phone: "If you do not have the code, call {{phone}} free of charge from any phone and we will read it to you.",
    back: "When you are back online, reload the page or open My account again.",
  },
  invoicesTitle: "Your unpaid invoices",
  saved: "Saved on this phone on {{date}} at {{time}}. If you paid any of them since, do not pay it again.",
  none: "You had no unpaid invoices.",
  invoice: {
    heading: "Invoice {{number}}",
    facts: "{{amount}}, with this code until {{date}}",
    digits: "Payment code",
    barcodeAlt: "Barcode of the payment code {{digits}}",
  },
  howTo:
    "To have your payment codes on the phone even without signal, open Billing while online and choose “Save my unpaid invoices on this phone”.",
  retry: "Go to My account",
} satisfies typeof es;
