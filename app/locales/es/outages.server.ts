// The outage notices (decision 101), worded on the server: the pages carry only the sentences
// they show, not a namespace of words (the customer pages' first-load budget). Server-only (decision 022).
export default {
  toasts: {
    notify: "Listo: te vamos a avisar cuando vuelva el servicio.",
  },
  errors: {
    resolved: "Ese corte ya terminó: el servicio volvió. Si seguís sin servicio, reiniciá tu equipo.",
    notYours: "Ese corte no afecta a tus conexiones.",
  },
  state: {
    investigating: "Investigando",
    repairing: "Reparando",
    resolved: "Resuelto",
  },
  when: {
    today: "a las {{time}}",
    day: "el {{date}} a las {{time}}",
  },
  notice: {
    label: "Corte de servicio en tu zona",
    headline: "Hay un corte en {{locality}} desde las {{time}}.",
    headlineDay: "Hay un corte en {{locality}} desde el {{date}} a las {{time}}.",
    estimate: "Estimamos que vuelve {{when}}.",
    noEstimate: "Todavía no sabemos cuándo vuelve: lo vas a ver acá apenas lo sepamos.",
    area: "Zona afectada: {{area}}.",
    cause: "Causa: {{cause}}",
    latest: "Última novedad ({{when}}): {{message}}",
    allUpdates: "Ver todas las novedades del corte",
    credit: "Los días sin servicio se bonifican en tu próxima factura.",
    notify: "Avisarme cuando vuelva",
    notifying: "Te vamos a avisar cuando vuelva el servicio, a tus contactos verificados.",
    resolved: "El corte en {{locality}} terminó {{when}}. Si seguís sin servicio, reiniciá tu equipo.",
  },
  claim: {
    linked: "Tu reclamo quedó asociado al corte en {{locality}}.",
    linkedHere: "Tu reclamo quedó asociado a un corte en tu zona.",
    estimate: "Estimamos que el servicio vuelve {{when}}.",
    noEstimate: "Todavía no sabemos cuándo vuelve el servicio.",
    resolved: "El corte ya terminó. Si seguís sin servicio, contanos en este reclamo.",
    see: "Ver el estado del servicio",
  },
};
