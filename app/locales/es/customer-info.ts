// The customer-information page (decision 117): what Res. 733/2017 asks a provider's site to show.
export default {
  titles: {
    info: "Información al cliente",
  },
  page: {
    heading: "Información al cliente",
    intro:
      "Cómo comunicarte con {{product}}, dónde damos servicio, cómo hacer trámites en nombre de otra persona y tus derechos como cliente.",
  },
  support: {
    heading: "Atención al cliente",
    line: "Línea gratuita",
    free: "(llamada sin cargo)",
    hours: "Horario",
    online: "También podés hacer y seguir reclamos desde",
    claims: "tu cuenta",
    offices: "Para atención presencial, consultá",
    officesLink: "nuestras oficinas y sus horarios",
  },
  area: {
    heading: "Zona de cobertura",
    intro: "{{product}} da servicio en estas localidades:",
    unavailable: "En este momento no podemos mostrar la lista de localidades.",
    check: "Consultá si llegamos a tu domicilio",
  },
  powerOfAttorney: {
    heading: "Trámites en nombre del titular: carta poder",
    intro:
      "Si otra persona va a hacer un trámite por vos, tiene que presentar una carta poder firmada por el titular del servicio, su DNI y una copia del DNI del titular.",
    download: "Descargar el modelo de carta poder (PDF)",
    show: "Ver el texto del modelo",
  },
  noCall: {
    heading: "Registro Nacional No Llame (Ley 26.951)",
    text: "Si no querés recibir llamadas ni mensajes de publicidad en tu teléfono, inscribilo sin costo en el Registro Nacional No Llame, por internet o llamando al 146. No usamos los números inscriptos para ofrecerte productos o servicios.",
    link: "Registro Nacional No Llame",
  },
  equipment: {
    heading: "Equipos en desuso y residuos electrónicos",
    text: "Los módems, decodificadores, controles remotos, fuentes y cables no van a la basura común. Cuando das de baja el servicio o cambiamos tu equipo, traelo a cualquiera de nuestras oficinas y lo enviamos a reciclar de forma segura; si se lo damos a un técnico en una visita, te deja un comprobante.",
    offices: "Oficinas donde recibimos equipos",
  },
  rules: {
    heading: "Tus derechos como cliente",
    cancel: "Botón de baja",
    withdraw: "Botón de arrepentimiento",
    ticRules: "Reglamento de Clientes de los Servicios TIC",
    adhesionContracts: "Contratos de adhesión – Ley 24.240",
    consumerNotice: "Defensa de las y los consumidores: reclamos",
    enacom: "ENACOM: contacto",
  },
};
