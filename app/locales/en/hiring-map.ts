import type es from "../es/hiring-map";

// The location step's map and address suggestions. Only the browser's lazily loaded map
// modules use these, so they travel with them (`~/locales/hiring-map`), in no page's first load.
export default {
  title: "Location on the map",
  hint: "Choose a suggested address, tap the map where you live or drag the marker; then, Check availability. The map is optional: the address is enough.",
  open: "Use the map",
  marker: "Your location",
  pointSet: "You marked the location on the map.",
  tilesFailed: "We could not load the map background. You can go on anyway: the address is enough.",
  attribution: "© OpenStreetMap contributors",
  suggestions: "Suggested addresses",
  suggestionsCount_one: "{{count}} suggested address. Use the arrow keys to choose and Enter to confirm.",
  suggestionsCount_other: "{{count}} suggested addresses. Use the arrow keys to choose and Enter to confirm.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  layers: "Map layers",
  boxes: "Connection boxes",
  reach: "Reach of the nearest boxes",
  density: "Box density",
  coverage: "Areas with coverage",
} satisfies typeof es;
