// The location step's map and address suggestions. Only the browser's lazily loaded map
// modules use these, so they travel with them (`~/locales/hiring-map`), in no page's first load.
export default {
  title: "Ubicación en el mapa",
  hint: "Elegí una dirección sugerida, tocá el mapa donde vivís o mové el marcador; después, Consultar disponibilidad. El mapa es opcional: con la dirección alcanza.",
  open: "Usar el mapa",
  marker: "Tu ubicación",
  pointSet: "Marcaste la ubicación en el mapa.",
  tilesFailed: "No pudimos cargar el fondo del mapa. Podés seguir igual: con la dirección alcanza.",
  attribution: "© colaboradores de OpenStreetMap",
  suggestions: "Direcciones sugeridas",
  suggestionsCount_one: "{{count}} dirección sugerida. Usá las flechas para elegir y Enter para confirmar.",
  suggestionsCount_other: "{{count}} direcciones sugeridas. Usá las flechas para elegir y Enter para confirmar.",
  zoomIn: "Acercar",
  zoomOut: "Alejar",
  layers: "Capas del mapa",
  boxes: "Cajas de conexión",
  reach: "Alcance de las cajas cercanas",
  density: "Densidad de cajas",
  coverage: "Zonas con cobertura",
};
