// Messages of the services pages that only loaders and actions use: validation, the
// toasts after a change, the guards' explanations, the text of a plan-change request.
export default {
  errors: {
    formKey: "El formulario venció. Volvé a enviarlo.",
    intent: "Elegí qué querés hacer",
    planRequired: "Elegí un plan",
    extraRequired: "Elegí un extra",
    extraUnknown: "Elegí un extra de la lista",
    planUnknown: "Elegí un plan de la lista",
    commentTooLong: "Escribí como máximo 500 caracteres",
  },
  toasts: {
    subscribed: "Contrataste Directv GO {{plan}}. Pagás {{price}} por mes.",
    planChanged: "Cambiaste al plan {{plan}}. Ahora pagás {{price}} por mes.",
    extraAdded: "Sumaste {{extra}}. Ahora pagás {{price}} por mes.",
    extraRemoved: "Quitaste {{extra}}. Ahora pagás {{price}} por mes.",
    paused: "Pausaste Directv GO. Precio por mes: {{price}}.",
    activated: "Reactivaste Directv GO. Pagás {{price}} por mes.",
    stopped: "Diste de baja Directv GO. Deja de cobrarse en tu factura.",
    alreadySubscribed: "Ya tenés Directv GO: desde acá lo gestionás.",
    needsEmail:
      "Para contratar Directv GO necesitás un correo electrónico verificado. Agregalo o verificalo en Ajustes.",
    hasOverdue: "Tenés facturas vencidas. Pagalas para poder contratar Directv GO.",
    requested: "Pediste el cambio al plan {{plan}}. Te respondemos en el reclamo {{number}}.",
  },
  request: {
    subject: "Cambio de plan: {{from}} a {{to}}",
    message: "Quiero cambiar el plan {{from}} de la conexión {{connection}} por el plan {{to}}.",
    comment: "Comentario: {{comment}}",
  },
};
