import type es from "../es/activity";

export default {
  titles: {
    account: "Your account's activity",
    agents: "Agents' activity",
  },
  account: {
    intro: "The sign-ins to your account and the changes made to it, newest first: when, what, who and from where.",
    list: "Sign-ins and changes",
    none: "There are no sign-ins or changes recorded on your account yet.",
    beyond: "This page has no activity.",
    firstPage: "Go to the first page",
    unknownHint:
      "If you see something you did not do nor ask the service desk for, change your password and get in touch with us.",
    toSettings: "Back to Settings",
  },
  entry: {
    when: "When",
    who: "Who",
    where: "From where",
    you: "You",
    agent: "The service desk, agent no. {{number}}",
    unknownAddress: "Unknown",
  },
  agents: {
    intro: "What agents did on customers' accounts, by day and by agent, newest first.",
    filter: "Filter",
    agent: "Agent number",
    agentHint: "Leave it empty to see every agent.",
    day: "Day",
    dayHint: "As dd/mm/yyyy, for example 29/11/2026.",
    submit: "See activity",
    list: "Actions on {{day}}",
    listOf: "Actions of agent {{number}} on {{day}}",
    none: "There are no agents' actions on that day.",
    noneOf: "Agent {{number}} has no actions on that day.",
    customer: "Customer",
    noCustomer: "Application (not a customer yet)",
    errors: {
      agent: "An agent number has digits only, up to 10",
      day: "Enter a real day as dd/mm/yyyy, for example 29/11/2026",
    },
  },
} satisfies typeof es;
