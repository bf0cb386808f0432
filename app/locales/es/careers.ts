// The work-with-us form (CV) and its confirmation.
export default {
  titles: {
    form: "Trabajá con nosotros",
    success: "CV enviado",
  },
  form: {
    heading: "Trabajá con nosotros",
    intro: "Dejanos tus datos y tu CV. Si hay una búsqueda para tu perfil, te contactamos.",
    nombre: "Nombre",
    apellido: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    phoneHint: "Con código de área, por ejemplo 0351 15 555-1234.",
    area: "Área en la que te gustaría trabajar",
    areaPlaceholder: "Elegí un área",
    areas: {
      tecnica: "Técnica e instalaciones",
      atencion: "Atención al cliente",
      ventas: "Ventas",
      administracion: "Administración",
      otra: "Otra",
    },
    mensaje: "Mensaje (opcional)",
    mensajeHint: "Contanos en pocas líneas tu experiencia.",
    cv: "Tu CV",
    cvHint: "PDF, DOC o DOCX, de hasta 5 MB.",
    consent: "Acepto que {{product}} use mis datos para sus procesos de selección.",
    privacyTitle: "Tus datos personales (Ley 25.326)",
    privacyUse:
      "{{product}} usa los datos que nos envíes solo para sus procesos de selección de personal. Podés pedirnos que los corrijamos o los borremos cuando quieras.",
    privacyLaw:
      "El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.",
    submit: "Enviar CV",
  },
  errors: {
    nombre: "Ingresá tu nombre",
    apellido: "Ingresá tu apellido",
    tooLong: "Escribí como máximo {{max}} caracteres",
    email: "Ingresá un correo electrónico válido, como nombre@ejemplo.com",
    phone: "Ingresá un teléfono con código de área",
    area: "Elegí un área",
    cvMissing: "Adjuntá tu CV",
    cvTooBig: "El CV supera los 5 MB: elegí un archivo más liviano",
    cvType: "El CV tiene que ser un archivo PDF, DOC o DOCX",
    cvAgain: "Volvé a elegir tu CV: por seguridad, el navegador no lo conserva entre envíos",
    consent: "Para enviar tu CV tenés que aceptar el uso de tus datos",
  },
  success: {
    heading: "¡Gracias! Recibimos tu CV",
    text: "Lo vamos a tener en cuenta en las búsquedas que se abran. Si tu perfil encaja, te escribimos o te llamamos.",
    back: "Volver al inicio",
  },
};
