import type es from "../es/debit.server";

export default {
  errors: {
    formKey: "The form expired, please send it again",
    services: "Choose at least one service",
    servicesNotYours: "Choose among your services",
  },
  toasts: {
    needsEmail:
      "To sign up for automatic debit you need a verified e-mail address. Add or verify it here, in Settings.",
    hasOverdue: "You have overdue invoices: pay them before signing up for automatic debit.",
    updated: "We saved your automatic debit changes.",
    added: "Added: {{services}}.",
    removed: "Removed: {{services}}.",
    unchanged: "You did not change any service of your automatic debit.",
    cancelled: "You cancelled automatic debit. You pay your next invoices as usual.",
    notActive: "You do not have automatic debit active.",
  },
} satisfies typeof es;
