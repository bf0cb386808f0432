// Messages of the claims' actions: server-only (decision 022).
export default {
  errors: {
    formKey: "El formulario venció, envialo de nuevo",
    category: "Elegí el motivo del reclamo",
    connection: "Elegí la conexión del reclamo",
    subjectRequired: "Escribí un asunto",
    subjectShort: "Escribí un asunto de al menos 3 caracteres",
    subjectLong: "Escribí como máximo 120 caracteres",
    messageRequired: "Escribí tu mensaje",
    messageLong: "Escribí como máximo 2000 caracteres",
    filesTooBig: "Cada archivo puede pesar como máximo 5 MB. Volvé a elegir los archivos.",
    filesTooMany: "Adjuntá como máximo 3 archivos. Volvé a elegirlos.",
    filesType: "Adjuntá archivos PDF, JPG o PNG. Volvé a elegir los archivos.",
    filesAgain: "Volvé a elegir los archivos: por seguridad el navegador no los envía de nuevo",
    solved: "Indicá si se resolvió el problema",
    rating: "Elegí una calificación de 1 a 5",
    commentLong: "Escribí como máximo 1000 caracteres",
    closed: "El reclamo está cerrado: no se le pueden agregar mensajes. Si el problema sigue, hacé un reclamo nuevo.",
    alreadyRated: "Ya calificaste este reclamo. ¡Gracias!",
    filesNotSent: "El reclamo se envió, pero no pudimos adjuntar los archivos. Respondé el reclamo con ellos.",
  },
  toasts: {
    fileUnavailable: "No pudimos traer el archivo en este momento. Probá de nuevo en unos minutos.",
    created: "Enviamos tu reclamo {{number}}.",
    createdLinked:
      "Enviamos tu reclamo {{number}}. Quedó asociado al corte en tu zona: ya estamos trabajando para que vuelva el servicio.",
    replied: "Enviamos tu mensaje.",
    solved: "¡Qué bueno! Cerramos el reclamo.",
    reopened: "Volvimos a abrir el reclamo.",
    rated: "Gracias por calificar la atención.",
  },
};
