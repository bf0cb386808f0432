import type es from "../es/account";

export default {
  titles: {
    home: "Platform - Home",
    subscriptionSuccess: "Automatic debit sign-up",
  },
  home: {
    greeting: "Hello, {{name}}",
    intro: "This is the summary of your account.",
    balanceTitle: "What you owe",
    overdue: "Overdue",
    pending: "Not yet due",
    upToDate: "You are up to date: no invoices to pay.",
    // Decision 148: the invoices still to come, each a link to its page, and the way to the rest.
    toComeLabel: "Invoices not yet due",
    invoiceLink: "Invoice {{number}}",
    invoiceLine: "{{period}} · {{amount}} · due on {{date}}",
    allUnpaid_one: "See the {{count}} unpaid invoice in Billing",
    allUnpaid_other: "See the {{count}} unpaid invoices in Billing",
    toBilling: "See all your invoices in Billing",
    toDebit: "See the automatic debit",
    paymentStatus: {
      pending: "waiting for the payment site to confirm it",
      approved: "approved",
      rejected: "rejected",
      cancelled: "cancelled",
    },
    attention: {
      title: "Needs your attention",
      overdue: "Invoice {{number}} for {{period}} was due on {{date}}: {{amount}}.",
      overdueSecond:
        "Invoice {{number}} for {{period}} was due on {{date}}: until the 2nd due date, {{second}}, it comes to {{amount}} with the surcharge.",
      overduePast:
        "Invoice {{number}} for {{period}} was due on {{date}} and its 2nd due date was {{second}}: {{amount}} with the surcharge.",
      pay: "Pay",
      payWhich: "invoice {{number}}",
      pendingPayment: "Your payment of {{amount}} on {{date}}: {{status}}.",
      toPayment: "See the payment",
      paymentWhich: "of {{amount}} on {{date}}",
      reportInReview: "We are reviewing your payment report for invoice {{number}} ({{amount}}, paid on {{date}}).",
      toReport: "See the report",
      reportWhich: "for invoice {{number}}",
    },
    servicesTitle: "Your services",
    connection: "Connection {{number}}",
    noServices: "You have no services yet.",
    serviceStatus: {
      active: "Active",
      suspended: "Suspended",
      pending_installation: "Waiting for installation",
    },
    serviceKind: {
      internet: "Internet",
      tv: "Television",
    },
    speed: "{{mbps}} Mbps",
    perMonth: "{{price}} a month",
    claimsTitle: "Open claims",
    noClaims: "You have no open claims.",
    claimStatus: {
      open: "Open",
      in_progress: "In progress",
      closed: "Closed",
    },
    claimUpdated: "Updated on {{date}}",
    toClaims: "See your claims",
    allClaims_one: "See the {{count}} open claim",
    allClaims_other: "See the {{count}} open claims",
    debitTitle: "Automatic debit",
    debitStatus: {
      pending: "Waiting for the payments site to confirm",
      active: "Signed up",
      rejected: "Refused by the payments site",
      cancelled: "Cancelled",
    },
    debitNone: "You are not signed up for automatic debit.",
  },
  subscription: {
    active: {
      heading: "Done! You signed up for automatic debit",
      text: "From the next invoice on, we debit the payment of these services.",
    },
    pending: {
      heading: "We are waiting for the confirmation",
      text: "The payments site has not confirmed the sign-up yet. Look again in a few minutes.",
    },
    rejected: {
      heading: "We could not sign you up for automatic debit",
      text: "The payments site refused the sign-up. Check the card details and try again.",
    },
    cancelled: {
      heading: "The sign-up is cancelled",
      text: "This automatic debit sign-up is no longer in force.",
    },
    unknown: {
      heading: "We did not find that sign-up",
      text: "We have no automatic debit sign-up with those details. If you just signed up, check your account in a few minutes.",
    },
    services: "Services signed up",
    service: "{{plan}} (connection {{connection}})",
    requestedOn: "Requested on {{date}}",
    toAccount: "Go to my account",
  },
} satisfies typeof es;
