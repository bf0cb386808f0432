import type es from "../es/services-requests";

export default {
  titles: {
    manage: "Services - Manage",
    hireStreaming: "Get DGO",
  },
  back: "Back to your services",
  request: {
    heading: "Change the plan of {{name}}",
    intro:
      "Choose the plan you want. This is a request: the support team receives it and answers in a claim, which you will see among your claims.",
    current: "Your plan: {{name}}, {{price}} a month.",
    planOption: "{{name}}: {{price}} a month",
    comment: "Comment (optional)",
    commentHint: "For example, from when you want the change or a time to call you.",
    submit: "Request the plan change",
    noPlans: "There are no other plans of this kind to choose from.",
    labels: { plan_id: "Plan you want", comentario: "Comment" },
  },
  hire: {
    heading: "Get Directv GO",
    intro:
      "Choose your plan and any extras you like. It is added to your invoice every month and you can cancel it whenever you like.",
    planOption: "{{name}}: {{price}} a month",
    planHint_one: "{{count}} channel. {{description}}",
    planHint_other: "{{count}} channels. {{description}}",
    extraOption: "{{name}}: {{price}} a month",
    submit: "Subscribe",
    labels: { plan_id: "Plan", extra_ids: "Extras" },
  },
} satisfies typeof es;
