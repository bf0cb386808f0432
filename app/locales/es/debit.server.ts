// Messages of the automatic-debit guards and actions: server-only (decision 022).
export default {
  errors: {
    formKey: "El formulario venció, envialo de nuevo",
    services: "Elegí al menos un servicio",
    servicesNotYours: "Elegí entre tus servicios",
  },
  toasts: {
    needsEmail:
      "Para adherir al débito automático necesitás un correo electrónico verificado. Cargalo o verificalo acá, en Ajustes.",
    hasOverdue: "Tenés facturas vencidas: pagalas antes de adherir al débito automático.",
    updated: "Guardamos los cambios del débito automático.",
    added: "Agregaste: {{services}}.",
    removed: "Quitaste: {{services}}.",
    unchanged: "No cambiaste ningún servicio del débito automático.",
    cancelled: "Cancelaste el débito automático. Tus próximas facturas las pagás como siempre.",
    notActive: "No tenés el débito automático activo.",
  },
};
