import type es from "../es/debit";

export default {
  titles: {
    index: "Automatic debit",
    request: "Automatic debit - Sign up",
    manage: "Automatic debit - Manage",
  },
  kind: {
    internet: "Internet",
    tv: "Television",
  },
  service: "{{plan}} ({{kind}}, connection {{connection}})",
  connection: "Connection {{number}}",
  unknownService: "Service {{id}}",
  index: {
    heading: "Automatic debit",
    intro: "With automatic debit, the invoices of the services you choose are paid with your card every month.",
    services: "Services signed up",
    requestedOn: "Requested on {{date}}.",
    updatedOn: "Last changed: {{date}}.",
    state: {
      none: {
        heading: "You are not signed up",
        text: "Sign up and forget about due dates: choose the services and enter your card on the card site.",
        action: "Sign up for automatic debit",
      },
      pending: {
        heading: "Waiting for confirmation",
        text: "The card site has not confirmed your sign-up yet. If you did not finish entering your card, cancel the request and start again.",
        action: "Cancel the request",
      },
      active: {
        heading: "You are signed up",
        text: "Every month we charge the invoices of these services to your card.",
        action: "Manage automatic debit",
      },
      rejected: {
        heading: "The card site refused the sign-up",
        text: "Check your card details and try again.",
        action: "Try again",
      },
      cancelled: {
        heading: "You cancelled automatic debit",
        text: "Your invoices are no longer charged to your card. You can sign up again whenever you want.",
        action: "Sign up again",
      },
    },
  },
  request: {
    heading: "Sign up for automatic debit",
    intro:
      "Choose the services you want to pay by automatic debit. Then we take you to the card site to enter your card, and you come back here.",
    services: "Which services do you want to sign up?",
    servicesHint: "You can choose one or more.",
    submit: "Continue to the card site",
    noServices: "You have no services to sign up for automatic debit.",
    back: "Back to automatic debit",
  },
  manage: {
    heading: "Manage automatic debit",
    services: "Services signed up",
    servicesHint: "Tick the services you want to pay by automatic debit.",
    save: "Save changes",
    pendingText: "Your sign-up is waiting for the card site's confirmation. You can cancel it and start again.",
    cancelTitle: "Cancel automatic debit",
    cancelText: "If you cancel it, you pay your next invoices as usual.",
    cancelAsk: "Cancel automatic debit",
    confirmTitle: "Do you want to cancel automatic debit?",
    confirmText: "We stop charging your invoices to your card. You can sign up again whenever you want.",
    confirm: "Yes, cancel automatic debit",
    keep: "No, go back",
    back: "Back to automatic debit",
  },
} satisfies typeof es;
