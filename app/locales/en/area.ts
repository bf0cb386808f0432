import type es from "../es/area";

export default {
  nav: {
    label: "Your account",
    current: "Your account: {{section}}",
    home: "Home",
    services: "Services",
    connection: "My connection",
    billing: "Billing",
    payments: "My payments",
    claims: "Claims",
    debit: "Automatic debit",
    settings: "Settings",
  },
  masked: {
    note: "For your security, your details are partly hidden.",
    link: "See my details",
  },
} satisfies typeof es;
