// Messages of the proof page's actions (decision 098): server-only (decision 022).
export default {
  errors: {
    intent: "El formulario no se pudo leer. Volvé a enviarlo.",
    formKey: "El formulario venció, envialo de nuevo",
    channel: "Elegí dónde recibir el código",
    code: "El código tiene 6 números",
    password: "Ingresá tu contraseña",
    codeInvalid:
      "El código no es correcto. Revisalo y probá de nuevo: con 5 intentos fallidos vas a tener que pedir otro.",
    codeExpired: "El código venció. Pedí uno nuevo.",
    codeUsed: "Ese código ya se usó. Pedí uno nuevo.",
    codeAttemptsExceeded: "Probaste 5 veces con este código. Por seguridad, pedí uno nuevo.",
    codeMissing: "Primero pedí un código.",
    resendTooSoon: "Ya te enviamos un código hace menos de un minuto. Esperá un poco para pedir otro.",
    tooManyCodes: "Pediste muchos códigos en la última hora. Probá de nuevo más tarde.",
    passwordWrong: "La contraseña no es correcta.",
    passwordLocked: "Hiciste demasiados intentos con la contraseña. Esperá unos minutos o pedí un código.",
    noPassword: "Tu cuenta no tiene contraseña. Pedí un código.",
  },
  toasts: {
    codeSent: "Te enviamos un código a {{masked}}.",
    proved: "Listo, confirmamos que sos vos.",
    provedKept: "Listo, confirmamos que sos vos. Revisá lo que habías escrito y envialo de nuevo.",
  },
};
