// The public status page (decision 101): the outages by locality, for anyone.
export default {
  titles: {
    status: "Estado del servicio",
  },
  state: {
    investigating: "Investigando",
    repairing: "Reparando",
    resolved: "Resuelto",
  },
  services: {
    internet: "Internet",
    tv: "TV",
  },
  when: {
    today: "a las {{time}}",
    day: "el {{date}} a las {{time}}",
  },
  page: {
    heading: "Estado del servicio",
    intro:
      "Los cortes de servicio que conocemos, por localidad, y hasta cuándo estimamos que duran. No hace falta iniciar sesión.",
    find: "Buscá tu localidad",
    findAll: "Todas las localidades",
    findSubmit: "Ver",
    withOutages: "Localidades con cortes",
    none: "No hay cortes informados. Si no tenés servicio, reiniciá tu equipo; si sigue igual, hacé un reclamo.",
    noneIn:
      "No hay cortes informados en {{locality}}. Si no tenés servicio, reiniciá tu equipo; si sigue igual, hacé un reclamo.",
    showAll: "Ver todas las localidades",
    outageIn: "Corte en {{locality}}",
    state: "Estado",
    startedAt: "Desde",
    estimatedEnd: "Estimamos que vuelve",
    unknownEnd: "Todavía no lo sabemos",
    resolvedAt: "Volvió",
    area: "Zona",
    wholeLocality: "Toda la localidad",
    cause: "Causa",
    services: "Servicios afectados",
    updates: "Novedades",
    customers:
      "¿Sos cliente? Iniciá sesión y te avisamos cuando vuelva el servicio. Los días sin servicio se bonifican en tu próxima factura.",
    signIn: "Iniciar sesión",
  },
};
