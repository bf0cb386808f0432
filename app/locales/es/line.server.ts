// Messages of the line's actions and the claim's summary of a diagnosis: server-only (decision 022).
export default {
  errors: {
    formKey: "El formulario venció, envialo de nuevo",
    offline: "Tu equipo no responde, así que no lo podemos reiniciar a distancia. Desenchufalo 30 segundos y volvé a enchufarlo.",
    tooSoon: "Tu equipo se reinició hace poco. Podés volver a reiniciarlo desde las {{time}}.",
    tooSoonNoTime: "Tu equipo se reinició hace poco. Esperá 10 minutos antes de volver a reiniciarlo.",
  },
  toasts: {
    restarting: "Estamos reiniciando tu equipo. En 2 a 3 minutos vuelve a andar.",
  },
  claim: {
    subject: { no_service: "No tengo internet", slow: "Internet anda lento", drops: "Internet se corta a ratos" },
    heading: "Lo que encontró el diagnóstico de Mi conexión ({{date}}):",
    problem: "Problema",
    equipment: "Equipo",
    signal: "Señal",
    outage: "Corte en la zona",
    speed: "Velocidad medida",
    speedValue: "{{mbps}} Mbps",
    notChecked: "no consultado",
    noOutage: "ninguno conocido",
    outageValue: "sí, en {{place}} desde el {{date}}",
    state: { online: "en línea", offline: "sin conexión desde el {{date}}", restarting: "reiniciándose" },
    reading: { good: "buena", fair: "regular", weak: "débil", none: "sin señal" },
    signalValue: "{{reading}} ({{dbm}})",
    more: "Lo que quieras agregar:",
  },
  questions: {
    problem: "¿Qué te pasa?",
    restarted: "¿Reiniciaste tu equipo en la última hora?",
    devices: "¿Te pasa en todos tus dispositivos?",
    checklist: "¿Revisaste la luz, los cables y lo desenchufaste 30 segundos?",
  },
  answers: {
    problem: { no_service: "No tengo internet", slow: "Internet anda lento", drops: "Se corta a ratos" },
    restarted: { yes: "Sí, y sigue igual", no: "No", remote: "Sí, desde Mi conexión" },
    devices: { all: "Sí, en todos", one: "No, en uno solo" },
    checklist: { yes: "Sí, y sigue sin andar" },
  },
};
