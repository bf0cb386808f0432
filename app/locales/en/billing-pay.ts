import type es from "../es/billing-pay";

export default {
  titles: {
    pay: "Pay",
  },
  pay: {
    // The invoice states as the billing list words them (a copy: this page carries no other billing words).
    status: { overdue: "Overdue", pending: "Not yet due", paid: "Paid" },
    heading: "Pay invoices",
    intro: "Choose the invoices you want to pay. You pay on the payments site and then come back here.",
    legend: "Invoices to pay",
    option: "Invoice {{number}}, period {{period}}",
    surcharged: "(includes a {{surcharge}} surcharge)",
    optionHint: "{{amount}} · due on {{date}}",
    total: "Total to pay",
    totalHint: "The total of the chosen invoices. Overdue ones are already ticked.",
    submit: "Go to pay",
    nothing: "You have no invoices to pay.",
    otherMeans: "Would you rather pay in cash or by home banking? Use each invoice's payment code, in Billing.",
    back: "Back to Billing",
  },
} satisfies typeof es;
