import type es from "../es/outages.server";

export default {
  toasts: {
    notify: "Done: we will tell you when service is back.",
  },
  errors: {
    resolved: "That outage is over: service is back. If you still have no service, restart your equipment.",
    notYours: "That outage does not affect your connections.",
  },
  state: {
    investigating: "Investigating",
    repairing: "Repairing",
    resolved: "Resolved",
  },
  when: {
    today: "at {{time}}",
    day: "on {{date}} at {{time}}",
  },
  notice: {
    label: "Service outage in your area",
    headline: "There is an outage in {{locality}} since {{time}}.",
    headlineDay: "There is an outage in {{locality}} since {{date}} at {{time}}.",
    estimate: "We expect it back {{when}}.",
    noEstimate: "We do not know yet when it will be back: you will see it here as soon as we do.",
    area: "Area affected: {{area}}.",
    cause: "Cause: {{cause}}",
    latest: "Latest update ({{when}}): {{message}}",
    allUpdates: "See all the outage's updates",
    credit: "Days without service are credited on your next invoice.",
    notify: "Tell me when it is back",
    notifying: "We will tell you when service is back, on your verified contacts.",
    resolved: "The outage in {{locality}} ended {{when}}. If you still have no service, restart your equipment.",
  },
  claim: {
    linked: "Your claim was linked to the outage in {{locality}}.",
    linkedHere: "Your claim was linked to an outage in your area.",
    estimate: "We expect service back {{when}}.",
    noEstimate: "We do not know yet when service will be back.",
    resolved: "The outage is over. If you still have no service, tell us in this claim.",
    see: "See the service status",
  },
} satisfies typeof es;
