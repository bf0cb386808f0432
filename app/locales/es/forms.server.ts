// Messages every form's action may need, whatever the page: server-only (decision 022).
export default {
  expired: "El formulario venció, envialo de nuevo",
  unreadable: "No pudimos leer el formulario. Completalo y envialo de nuevo.",
  unavailable:
    "No pudimos completar la operación en este momento. Intentá de nuevo en unos minutos; lo que escribiste quedó acá.",
  chooseFileAgain: "Volvé a elegir el archivo: por seguridad el navegador no lo envía de nuevo",
};
