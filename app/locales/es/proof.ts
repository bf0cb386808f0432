// Proving who you are (decision 098): the proof page.
export default {
  titles: {
    proof: "Confirmá que sos vos",
  },
  proof: {
    heading: "Confirmá que sos vos",
    intro:
      "Para ver tus datos completos o hacer cambios en tu cuenta, necesitamos confirmar que sos vos. Entraste solo con tu identificación, y una identificación la puede conocer cualquiera.",
    chooseTitle: "Recibí un código",
    chooseLegend: "¿Dónde querés recibir el código?",
    channel: {
      email: "Correo electrónico {{masked}}",
      phone: "Mensaje de texto al {{masked}}",
    },
    send: "Enviarme un código",
    sentTo: "Te enviamos un código de 6 números a {{masked}}. Vence en 10 minutos.",
    code: "Código",
    codeHint: "Los 6 números que te enviamos.",
    confirm: "Confirmar",
    resend: "Enviar otro código",
    resendWait_one: "Podés pedir otro código en {{count}} segundo (recargá la página).",
    resendWait_other: "Podés pedir otro código en {{count}} segundos (recargá la página).",
    otherChannel: "Recibir el código en otro contacto",
    passwordTitle: "Con tu contraseña",
    passwordTitleAlone: "Ingresá tu contraseña",
    passwordIntro: "Si preferís, confirmá con la contraseña de tu cuenta.",
    password: "Contraseña",
    confirmPassword: "Confirmar con mi contraseña",
    noWayTitle: "Todavía no podemos confirmar que sos vos",
    noWayText:
      "Tu cuenta no tiene un correo ni un teléfono verificados, ni contraseña. Para ver tus datos completos o hacer cambios, comunicate con nosotros:",
    noWayPhone: "Llamanos al",
    noWayOffice: "o acercate a una de nuestras oficinas",
    noWayOfficeLink: "ver oficinas",
    noWayBring:
      "Llevá tu DNI. Te ayudamos a verificar un contacto para que la próxima vez recibas el código al instante.",
    meanwhile:
      "Mientras tanto podés seguir usando tu cuenta: ver y pagar tus facturas, informar pagos y hacer reclamos.",
    back: "Volver a Mi cuenta",
  },
};
