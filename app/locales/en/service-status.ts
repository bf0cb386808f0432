import type es from "../es/service-status";

export default {
  titles: {
    status: "Service status",
  },
  state: {
    investigating: "Investigating",
    repairing: "Repairing",
    resolved: "Resolved",
  },
  services: {
    internet: "Internet",
    tv: "TV",
  },
  when: {
    today: "at {{time}}",
    day: "on {{date}} at {{time}}",
  },
  page: {
    heading: "Service status",
    intro: "The service outages we know of, by locality, and until when we expect them to last. No need to sign in.",
    find: "Find your locality",
    findAll: "All localities",
    findSubmit: "Show",
    withOutages: "Localities with outages",
    none: "No outages reported. If you have no service, restart your equipment; if it stays the same, file a claim.",
    noneIn:
      "No outages reported in {{locality}}. If you have no service, restart your equipment; if it stays the same, file a claim.",
    showAll: "Show all localities",
    outageIn: "Outage in {{locality}}",
    state: "State",
    startedAt: "Since",
    estimatedEnd: "Expected back",
    unknownEnd: "We do not know yet",
    resolvedAt: "Back",
    area: "Area",
    wholeLocality: "The whole locality",
    cause: "Cause",
    services: "Services affected",
    updates: "Updates",
    customers:
      "Are you a customer? Sign in and we will tell you when service is back. Days without service are credited on your next invoice.",
    signIn: "Sign in",
  },
} satisfies typeof es;
