// Spanish: the notice pages' copy (no service, maintenance, too many attempts).
export default {
  noService: {
    headline: "Todavía no llegamos a tu dirección",
    text: "Por ahora no tenemos servicio en la ubicación que indicaste. Seguimos ampliando la red y cada consulta nos ayuda a decidir dónde llegar primero.",
    next: "Podés revisar la dirección por si hubo un error, o volver al inicio.",
    retry: "Revisar la dirección",
    back: "Volver al inicio",
  },
  // Decision 101: from a screen that says something failed, to whether there is an outage.
  serviceStatus: "¿Sos cliente y no tenés servicio?",
  serviceStatusLink: "Mirá si hay un corte en tu zona",
  tryLater: {
    headline: "Estamos haciendo mantenimiento",
    text: "El sistema no está disponible en este momento. Tus datos están a salvo: no se perdió nada.",
    next: "Probá de nuevo en unos minutos.",
    retry: "Reintentar",
    back: "Volver al inicio",
  },
  tooManyAttempts: {
    headline: "Hiciste demasiados intentos",
    text: "Por tu seguridad bloqueamos los intentos por unos minutos. Esperá un momento antes de volver a probar.",
    next: "Cuando pase la espera, volvé a intentar.",
    recover: "¿Olvidaste tu contraseña? Creá una nueva",
    retry: "Volver a intentar",
    back: "Volver al inicio",
  },
};
