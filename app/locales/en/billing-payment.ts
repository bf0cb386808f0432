import type es from "../es/billing-payment";

export default {
  titles: {
    payment: "Payment",
    cancelPayment: "Cancel payment",
  },
  payment: {
    approved: {
      heading: "Done! Your payment was approved",
      text: "You paid {{amount}}. The invoices you chose are now paid.",
    },
    rejected: {
      heading: "The payment was rejected",
      text: "The payments site did not approve the payment of {{amount}}. You can try again, with another card if need be, or pay with the payment code at Pago Fácil, Rapipago or your home banking.",
    },
    pending: {
      heading: "Your payment is pending",
      text: "We do not have the payments site's confirmation for {{amount}} yet. The status updates by itself; you can check it in a while or carry on with the payment if you did not finish it.",
    },
    cancelled: {
      heading: "This payment is cancelled",
      text: "The payment of {{amount}} was cancelled and nothing was charged. The invoices are still unpaid: you can pay them again.",
    },
    details: "Payment details",
    amount: "Amount",
    invoices: "Invoices",
    status: "Status",
    created: "Started",
    updated: "Last update",
    tryAgain: "Try again",
    seeCodes: "See the payment codes",
    check: "Check status",
    continue: "Carry on with the payment",
    cancel: "Cancel the payment",
    confirmHeading: "Cancel the payment?",
    confirmText:
      "You are about to cancel the payment of {{amount}}. If you already paid on the payments site, do not cancel it: check its status.",
    confirmYes: "Yes, cancel the payment",
    confirmNo: "No, go back",
  },
} satisfies typeof es;
