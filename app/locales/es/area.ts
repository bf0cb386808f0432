// The customer area's navigation: its own small namespace, so every area page carries
// these few words and not the customer home's copy. Also the note beside data shown masked
// (decision 098), which several area pages show: not the proof page's whole copy.
export default {
  nav: {
    label: "Tu cuenta",
    // The phone's closed menu names the page's section; a page of none shows the label alone.
    current: "Tu cuenta: {{section}}",
    home: "Inicio",
    services: "Servicios",
    connection: "Mi conexión",
    billing: "Facturación",
    payments: "Mis pagos",
    claims: "Reclamos",
    debit: "Débito automático",
    settings: "Ajustes",
  },
  masked: {
    note: "Por seguridad, tus datos se muestran ocultos.",
    link: "Ver mis datos",
  },
};
