export default {
  titles: {
    account: "Actividad de tu cuenta",
    agents: "Actividad de los agentes",
  },
  account: {
    intro:
      "Los ingresos a tu cuenta y los cambios que se hicieron en ella, los más recientes primero: cuándo, qué, quién y desde dónde.",
    list: "Ingresos y cambios",
    none: "Todavía no hay ingresos ni cambios registrados en tu cuenta.",
    beyond: "Esta página no tiene actividad.",
    firstPage: "Ir a la primera página",
    unknownHint:
      "Si ves algo que no hiciste vos ni pediste al centro de atención, cambiá tu contraseña y comunicate con nosotros.",
    toSettings: "Volver a Ajustes",
  },
  entry: {
    when: "Cuándo",
    who: "Quién",
    where: "Desde dónde",
    you: "Vos",
    agent: "El centro de atención, agente N.º {{number}}",
    unknownAddress: "Sin datos",
  },
  agents: {
    intro: "Lo que hicieron los agentes en las cuentas de los clientes, por día y por agente, lo más reciente primero.",
    filter: "Filtrar",
    agent: "Número de agente",
    agentHint: "Dejalo vacío para ver a todos los agentes.",
    day: "Día",
    dayHint: "Con el formato dd/mm/aaaa, por ejemplo 29/11/2026.",
    submit: "Ver actividad",
    list: "Acciones del {{day}}",
    listOf: "Acciones del agente {{number}} del {{day}}",
    none: "No hay acciones de agentes para ese día.",
    noneOf: "El agente {{number}} no tiene acciones ese día.",
    customer: "Cliente",
    noCustomer: "Solicitud de alta (todavía no es cliente)",
    errors: {
      agent: "El número de agente tiene solo números, hasta 10",
      day: "Ingresá un día real con el formato dd/mm/aaaa, por ejemplo 29/11/2026",
    },
  },
};
