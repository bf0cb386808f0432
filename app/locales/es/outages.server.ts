// Messages of "Avisarme cuando vuelva" (issue 21): server-only (decision 022).
export default {
  toasts: {
    notify: "Listo: te vamos a avisar cuando vuelva el servicio.",
  },
  errors: {
    resolved: "Ese corte ya terminó: el servicio volvió. Si seguís sin servicio, reiniciá tu equipo.",
    notYours: "Ese corte no afecta a tus conexiones.",
  },
};
