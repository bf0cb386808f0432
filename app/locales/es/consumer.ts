// "Botón de baja" and "Botón de arrepentimiento" (decision 073): the pages' copy.
export default {
  titles: {
    cancellation: "Baja de servicio",
    withdrawal: "Botón de arrepentimiento",
    confirm: "Confirmá tu solicitud",
    sent: "Solicitud recibida",
    status: "Estado de tu solicitud",
  },
  fields: {
    identification: "DNI o CUIT del titular",
    identificationHint: "Sin puntos ni guiones, por ejemplo 20304050",
    connection: "Número de conexión",
    connectionHint: "Figura en tu factura, por ejemplo CN-4101. Si no lo tenés, completá la dirección.",
    address: "Dirección del servicio",
    addressHint: "Calle, altura y localidad",
    contact: "Correo electrónico o teléfono (opcional)",
    contactHint:
      "Solo para contactarte si hace falta confirmar tu identidad. El código para confirmar la solicitud va a los contactos verificados del titular, nunca a este.",
    service: "¿Qué servicio querés dar de baja?",
    reason: "Motivo (opcional)",
    application: "Número de solicitud de contratación",
    applicationHint: "Por ejemplo SOL-2026-000123. Si no lo tenés, completá la fecha del contrato.",
    contractDate: "Fecha del contrato",
    contractDateHint: "dd/mm/aaaa",
    code: "Código de solicitud",
    codeHint: "Por ejemplo B-2026-000123",
    confirmationCode: "Código de confirmación",
    confirmationCodeHint: "Los 6 números del mensaje que recibió el titular",
  },
  services: {
    internet: "Internet",
    tv: "Televisión",
    dgo: "Directv GO",
    all: "Todos los servicios",
  },
  cancellation: {
    intro:
      "Pedí la baja sin iniciar sesión. Te damos un código de solicitud en el momento y la confirmás con el código que enviamos a los contactos verificados del titular. Una deuda no impide la baja.",
    submit: "Continuar",
  },
  withdrawal: {
    intro:
      "Si contrataste hace 10 días corridos o menos, podés arrepentirte sin costo ni explicación (Ley 24.240, art. 34).",
    submit: "Continuar",
    tooLate:
      "Pasaron más de 10 días corridos desde la contratación, así que ya no podés arrepentirte. Podés pedir la baja del servicio.",
    toCancellation: "Pedir la baja del servicio",
  },
  confirm: {
    intro: "Revisá los datos. La solicitud se envía cuando confirmás.",
    submit: "Confirmar y enviar",
    change: "Cambiar los datos",
    notGiven: "No indicado",
  },
  sent: {
    headline: "Recibimos tu solicitud",
    confirmedHeadline: "Confirmaste tu solicitud",
    code: "Código de solicitud",
    date: "Fecha y hora",
    keep: "Guardá el código de solicitud para consultar el estado.",
    next: "La procesamos dentro de las 24 horas. Si corresponde, te confirmamos el día en que termina el servicio.",
    status: "Consultar el estado",
  },
  verify: {
    heading: "Confirmá que sos el titular",
    submit: "Confirmar la solicitud",
    resend: "Enviar otro código",
  },
  status: {
    intro: "Ingresá el código que te dimos y el DNI o CUIT del titular.",
    submit: "Consultar",
    notFound: "No encontramos una solicitud con ese código para ese DNI o CUIT.",
    pending_verification:
      "Pendiente de verificación: el proveedor va a confirmar la identidad del titular dentro de las 24 horas.",
    received: "Recibida: la estamos procesando.",
    processed: "Procesada: el servicio termina el {{date}}.",
    rejected: "Rechazada: {{reason}}",
    state: "Estado",
    kind: "Tipo",
    cancellation: "Baja de servicio",
    withdrawal: "Arrepentimiento",
  },
  privacy:
    "Usamos estos datos solo para tramitar tu solicitud (Ley 25.326). Podés ejercer tus derechos de acceso, rectificación y supresión; la Agencia de Acceso a la Información Pública es el órgano de control.",
};
