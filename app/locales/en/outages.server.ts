import type es from "../es/outages.server";

export default {
  toasts: {
    notify: "Done: we will tell you when service is back.",
  },
  errors: {
    resolved: "That outage is over: service is back. If you still have no service, restart your equipment.",
    notYours: "That outage does not affect your connections.",
  },
} satisfies typeof es;
