import type es from "../es/reports.server";

export default {
  errors: {
    formKey: "The form expired, please send it again",
    invoice: "Choose the invoice you paid",
    invoiceNotYours: "Choose one of your unpaid invoices",
    amount: "Enter the amount paid",
    amountFormat: "Enter the amount in pesos, for example 31.998,50",
    amountPositive: "The amount must be more than zero",
    amountTooBig: "The amount does not look right: check it",
    date: "Enter the payment date",
    dateFormat: "Enter the date as dd/mm/yyyy, for example 20/11/2026",
    dateFuture: "The payment date cannot be after today",
    dateTooOld: "Check the date: it cannot be more than two years ago",
    method: "Choose how you paid",
    notesTooLong: "Write at most 500 characters",
    receiptMissing: "Attach the receipt",
    receiptTooBig: "The receipt is over 5 MB: choose a smaller file",
    receiptType: "The receipt must be a PDF, JPG or PNG file",
    receiptAgain: "Choose the receipt again: for your security, the browser does not keep it between submissions",
  },
  toasts: {
    sent: "We received your payment report. We will review it and let you know once it is credited.",
    receiptUnavailable: "We could not fetch the receipt right now. Try again in a few minutes.",
  },
} satisfies typeof es;
