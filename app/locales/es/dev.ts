// The testing page of the customer area (/mi-cuenta/dev): apart from Ajustes' strings, so
// no customer's settings page downloads them.
export default {
  dev: {
    title: "Dev - Testing",
    customer: "Cliente de la sesión",
    password: "Tiene contraseña",
    yes: "Sí",
    no: "No",
    expiresAt: "El token vence",
    noExpiry: "Sin vencimiento guardado",
    environment: "Entorno (APP_ENV)",
    apiStatus: "Estado de la API",
    build: "Build",
    flags: "Módulos",
    on: "activado",
    off: "desactivado",
  },
};
