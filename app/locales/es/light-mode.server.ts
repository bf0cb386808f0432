// The footer's switch between pages with and without JavaScript (decision 080):
// server-only, it comes with the root loader's data (decision 022).
export default {
  on: "Versión liviana",
  off: "Versión completa",
};
