// Messages every form's action may need, whatever the page: server-only (decision 022).
export default {
  expired: "El formulario venció, envialo de nuevo",
  unreadable: "No pudimos leer el formulario. Completalo y envialo de nuevo.",
  unavailable:
    "No pudimos completar la operación en este momento. Intentá de nuevo en unos minutos; lo que escribiste quedó acá.",
  chooseFileAgain: "Volvé a elegir el archivo: por seguridad el navegador no lo envía de nuevo",
  // An agent serving a caller (decision 144): the API refused a change.
  servedReadOnly:
    "Sin el permiso del cliente no podés cambiar nada: lo estás atendiendo solo para consultar. Lo que escribiste quedó acá.",
  servedCustomerOnly: "Esto lo hace el cliente desde su cuenta: por teléfono no se puede.",
  // The API's refusals in the portal's words, by status (decision 132): the API's own
  // message is Spanish, shown as it is only on a Spanish page.
  refusals: {
    refused: "No pudimos hacerlo con estos datos. Revisalos y probá de nuevo.",
    conflict: "No se pudo hacer: algo cambió mientras tanto. Recargá la página para ver cómo está.",
    notFound: "No lo encontramos en tu cuenta. Recargá la página para ver cómo está.",
    field: "Revisá este dato: no lo pudimos usar.",
  },
  // The page of a post refused as not sent from our own page (decision 133).
  foreignForm: {
    lang: "es-AR",
    title: "No recibimos el formulario",
    text: "Este formulario no llegó desde una página de nuestro portal, así que no hicimos nada con él. Si lo completaste vos, abrí de nuevo la página y envialo desde ahí.",
    back: "Volver a la página del formulario",
  },
};
