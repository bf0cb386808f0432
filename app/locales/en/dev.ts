import type es from "../es/dev";

export default {
  dev: {
    title: "Dev - Testing",
    customer: "Session's customer",
    password: "Has a password",
    yes: "Yes",
    no: "No",
    expiresAt: "The token expires",
    noExpiry: "No expiry stored",
    environment: "Environment (APP_ENV)",
    apiStatus: "API status",
    build: "Build",
    flags: "Modules",
    on: "on",
    off: "off",
  },
} satisfies typeof es;
