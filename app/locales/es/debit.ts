// Automatic debit (débito automático): its state, the request and its management.
export default {
  titles: {
    index: "Débito Automático",
    request: "Débito Automático Solicitar",
    manage: "Débito Automático Gestionar",
  },
  kind: {
    internet: "Internet",
    tv: "Televisión",
  },
  service: "{{plan}} ({{kind}}, conexión {{connection}})",
  connection: "Conexión {{number}}",
  unknownService: "Servicio {{id}}",
  index: {
    heading: "Débito automático",
    intro: "Con el débito automático, las facturas de los servicios que elijas se pagan solas cada mes con tu tarjeta.",
    services: "Servicios adheridos",
    requestedOn: "Solicitado el {{date}}.",
    updatedOn: "Última modificación: {{date}}.",
    state: {
      none: {
        heading: "No estás adherido",
        text: "Adherite y olvidate de los vencimientos: elegís los servicios y cargás tu tarjeta en el sitio de tarjetas.",
        action: "Adherir al débito automático",
      },
      pending: {
        heading: "Esperando la confirmación",
        text: "El sitio de tarjetas todavía no confirmó tu adhesión. Si no terminaste de cargar la tarjeta, cancelá la solicitud y empezá de nuevo.",
        action: "Cancelar la solicitud",
      },
      active: {
        heading: "Estás adherido",
        text: "Cada mes debitamos de tu tarjeta las facturas de estos servicios.",
        action: "Gestionar el débito automático",
      },
      rejected: {
        heading: "El sitio de tarjetas rechazó la adhesión",
        text: "Revisá los datos de la tarjeta y volvé a intentarlo.",
        action: "Volver a intentarlo",
      },
      cancelled: {
        heading: "Cancelaste el débito automático",
        text: "Tus facturas ya no se debitan de la tarjeta. Podés volver a adherirte cuando quieras.",
        action: "Adherir de nuevo",
      },
    },
  },
  request: {
    heading: "Adherir al débito automático",
    intro:
      "Elegí los servicios que querés pagar con débito automático. Después te llevamos al sitio de tarjetas para cargar la tarjeta, y de ahí volvés acá.",
    services: "¿Qué servicios querés adherir?",
    servicesHint: "Podés elegir uno o más.",
    submit: "Continuar al sitio de tarjetas",
    noServices: "No tenés servicios para adherir al débito automático.",
    back: "Volver al débito automático",
  },
  manage: {
    heading: "Gestionar el débito automático",
    services: "Servicios adheridos",
    servicesHint: "Marcá los servicios que querés pagar con débito automático.",
    save: "Guardar cambios",
    pendingText:
      "Tu adhesión está esperando la confirmación del sitio de tarjetas. Podés cancelarla y empezar de nuevo.",
    cancelTitle: "Cancelar el débito automático",
    cancelText: "Si lo cancelás, tus próximas facturas las pagás como siempre.",
    cancelAsk: "Cancelar el débito automático",
    confirmTitle: "¿Querés cancelar el débito automático?",
    confirmText: "Dejamos de debitar tus facturas de la tarjeta. Podés volver a adherirte cuando quieras.",
    confirm: "Sí, cancelar el débito automático",
    keep: "No, volver",
    back: "Volver al débito automático",
  },
};
