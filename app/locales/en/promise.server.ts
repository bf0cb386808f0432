import type es from "../es/promise.server";

// The promise to pay (decision 119): worded by loaders and actions (decision 022).
export default {
  title: "Promise to pay",
  offer: "You can ask for {{days}} more days to pay: you would have until {{date}}.",
  offerReconnects:
    "You can ask for {{days}} more days to pay: you would have until {{date}} and we reconnect your service.",
  ask: "Ask for {{days}} more days",
  active: "Promise to pay: pay by {{date}} inclusive.",
  lapsed: "Your promise to pay lapsed on {{date}} and the invoices are still unpaid.",
  refused: "Promise to pay: {{reason}}",
  page: {
    intro: "If you cannot pay now, ask for {{days}} more days. Asking costs nothing.",
    payBy: "You would have until {{date}} inclusive to pay:",
    invoice: "Invoice {{number}}",
    total: "Total today: {{amount}}",
    reconnects: "Your service is suspended: confirming reconnects it.",
    rules: "It can be asked once a month. If you do not pay by that date, the promise lapses.",
    confirm: "Confirm: pay by {{date}}",
    back: "Back to Billing",
    notNow: "You cannot ask for a promise to pay now.",
  },
  toast: "Done: you have until {{date}} to pay.",
  toastReconnected: "Done: you have until {{date}} to pay and we reconnected your service.",
  formKey: "The form expired. Send it again.",
} satisfies typeof es;
