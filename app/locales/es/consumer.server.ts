// Messages of the cancellation and withdrawal actions: server-only (decision 022).
export default {
  // The wait before another code, worded by the loader: its two forms (decision 132) out of
  // the form pages' download.
  // The holder's confirmation, worded by the loader (and the resend's toast by the action):
  // the longest texts of the sent page, out of the request forms' download (decision 129).
  verify: {
    intro:
      "Si los datos coinciden con un servicio, enviamos un código de 6 números a los correos y teléfonos verificados del titular. Ingresalo acá para confirmar la solicitud: vence en 10 minutos y admite 5 intentos. Nunca lo enviamos a un contacto escrito en el formulario.",
    pending:
      "¿No llegó ningún código? Si el titular no tiene un correo o teléfono verificado, o si los datos no coinciden con un servicio, tu solicitud igual queda registrada como pendiente de verificación: el proveedor va a confirmar tu identidad dentro de las 24 horas.",
    resent: "Si los datos coinciden con un servicio, enviamos otro código a los contactos verificados del titular.",
  },
  resendWait_one: "Podés pedir otro código en {{count}} segundo.",
  resendWait_other: "Podés pedir otro código en {{count}} segundos.",
  errors: {
    identificationMissing: "Ingresá el DNI o CUIT del titular",
    identificationInvalid: "Ingresá un DNI de 7 u 8 números o un CUIT de 11",
    where: "Ingresá el número de conexión o la dirección del servicio",
    connection: "El número de conexión tiene letras, números y guiones, por ejemplo CN-4101",
    address: "La dirección puede tener hasta 200 caracteres",
    contact: "Ingresá un correo electrónico válido o un teléfono de Argentina con código de área",
    service: "Elegí qué servicio querés dar de baja",
    reason: "El motivo puede tener hasta 500 caracteres",
    which: "Ingresá el número de solicitud o la fecha del contrato",
    application: "El número de solicitud tiene la forma SOL-2026-000123",
    contractDate: "Ingresá la fecha como dd/mm/aaaa",
    contractDateFuture: "La fecha del contrato no puede ser posterior a hoy",
    code: "Ingresá el código como te lo dimos, por ejemplo B-2026-000123",
    confirmationCode: "Ingresá los 6 números del código de confirmación",
    confirmationCodeWrong:
      "El código no es correcto. Revisá el mensaje y probá de nuevo: cada código admite 5 intentos.",
    confirmationCodeGone: "Este código ya no sirve: venció, ya se usó o se probó 5 veces. Pedí otro código.",
    resendTooSoon_one: "Esperá {{count}} segundo para pedir otro código.",
    resendTooSoon_other: "Esperá {{count}} segundos para pedir otro código.",
    noMoreCodes:
      "Ya enviamos todos los códigos posibles para esta solicitud. Queda pendiente de verificación: el proveedor va a confirmar tu identidad dentro de las 24 horas.",
  },
};
