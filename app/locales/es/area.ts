// The customer area's navigation: its own small namespace, so every area page carries
// these few words and not the customer home's copy.
export default {
  nav: {
    label: "Tu cuenta",
    home: "Inicio",
    services: "Servicios",
    connection: "Mi conexión",
    billing: "Facturación",
    payments: "Mis pagos",
    claims: "Reclamos",
    debit: "Débito automático",
    settings: "Ajustes",
  },
};
