import type es from "../es/promise.server";

// The promise to pay (decision 119): worded by loaders and actions (decision 022).
export default {
  title: "Promise to pay",
  offer_one: "You can ask for {{count}} more day to pay: you would have until {{date}}.",
  offer_other: "You can ask for {{count}} more days to pay: you would have until {{date}}.",
  offerReconnects_one:
    "You can ask for {{count}} more day to pay: you would have until {{date}} and we reconnect your service.",
  offerReconnects_other:
    "You can ask for {{count}} more days to pay: you would have until {{date}} and we reconnect your service.",
  ask_one: "Ask for {{count}} more day",
  ask_other: "Ask for {{count}} more days",
  active: "Promise to pay: pay by {{date}} inclusive.",
  lapsed: "Your promise to pay lapsed on {{date}} and the invoices are still unpaid.",
  refused: "Promise to pay: {{reason}}",
  reasons: {
    no_overdue: "You have no overdue invoices: you do not need a promise to pay.",
    already_used_this_period: "You already asked for a promise to pay this month. You can ask again next month.",
    debt_too_high: "Your debt is above what a promise to pay allows. Contact customer service.",
    already_active: "You already have a promise to pay in force.",
  },
  page: {
    intro_one: "If you cannot pay now, ask for {{count}} more day. Asking costs nothing.",
    intro_other: "If you cannot pay now, ask for {{count}} more days. Asking costs nothing.",
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
