// Messages of the settings' actions: server-only (decision 022).
export default {
  errors: {
    formKey: "El formulario venció, envialo de nuevo",
    type: "Elegí correo electrónico o teléfono",
    valueRequired: "Ingresá el correo electrónico o el teléfono",
    email: "Ingresá un correo electrónico válido, por ejemplo nombre@ejemplo.com",
    phone: "Ingresá un teléfono de Argentina con código de área, por ejemplo 351 555-1234",
    code: "El código tiene 6 números",
    codeWrong: "El código no es correcto o ya venció. Revisalo o pedí otro.",
    resendTooSoon_one: "Esperá {{count}} segundo para pedir otro código.",
    resendTooSoon_other: "Esperá {{count}} segundos para pedir otro código.",
    tooManyCodes: "Pediste muchos códigos en la última hora. Probá de nuevo más tarde.",
    currentPassword: "Ingresá tu contraseña actual",
    currentPasswordWrong: "La contraseña actual no es correcta",
  },
  toasts: {
    codeSent: "Te enviamos un código a {{value}}.",
    verified: "Verificamos {{value}}.",
    saved: "Guardamos el cambio.",
    passwordCreated: "Creaste tu contraseña. Desde ahora ingresás con ella.",
    passwordChanged: "Cambiamos tu contraseña.",
  },
};
