import type es from "../es/area";

export default {
  nav: {
    label: "Your account",
    home: "Home",
    services: "Services",
    connection: "My connection",
    billing: "Billing",
    payments: "My payments",
    claims: "Claims",
    debit: "Automatic debit",
    settings: "Settings",
  },
} satisfies typeof es;
