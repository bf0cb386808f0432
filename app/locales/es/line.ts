// The customer's line (decision 102), the words the browser needs: the restart's page and the speed test. The equipment block and the diagnosis's screens are worded on the server (line.server.ts): only the shown screen's words travel.
export default {
  titles: {
    restart: "Reiniciar mi equipo",
  },
  restart: {
    heading: "Reiniciar tu equipo",
    intro: "Vamos a reiniciar el equipo de la conexión {{number}} ({{address}}) desde nuestra red.",
    expectTitle: "Qué va a pasar",
    expectDown: "Durante 2 a 3 minutos no vas a tener internet (ni TV, si la tenés por el mismo equipo).",
    expectLights:
      "Las luces del equipo se apagan y vuelven a encenderse; cuando la luz de internet queda fija, ya está.",
    expectOnce: "Podés reiniciarlo una vez cada 10 minutos.",
    confirm: "Sí, reiniciar mi equipo",
    cancel: "Volver a Mi conexión",
    inProgress: "Tu equipo ya se está reiniciando. Esperá 2 a 3 minutos y volvé a comprobar.",
    offline:
      "Tu equipo no responde, así que no lo podemos reiniciar a distancia. Desenchufalo 30 segundos y volvé a enchufarlo.",
    tooSoon: "Tu equipo se reinició hace poco. Podés volver a reiniciarlo desde las {{time}}.",
  },
  speed: {
    heading: "Medir la velocidad",
    intro:
      "Medimos cuánto tarda en llegarte un archivo desde nuestro sitio. Sirve más si el dispositivo está cerca del Wi-Fi o conectado por cable.",
    start: "Medir la velocidad",
    measuring: "Midiendo…",
    result: "Velocidad medida: {{mbps}} Mbps. La sumamos al reclamo.",
    failed: "No pudimos medir la velocidad ahora. Podés hacer el reclamo igual.",
  },
};
