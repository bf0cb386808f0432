import type es from "../es/services.server";

// Messages of the services pages that only loaders and actions use.
export default {
  errors: {
    formKey: "The form expired. Send it again.",
    intent: "Choose what you want to do",
    planRequired: "Choose a plan",
    extraRequired: "Choose an extra",
    extraUnknown: "Choose an extra from the list",
    planUnknown: "Choose a plan from the list",
    commentTooLong: "Write at most 500 characters",
  },
  toasts: {
    subscribed: "You got Directv GO {{plan}}. You pay {{price}} a month.",
    planChanged: "You changed to the {{plan}} plan. You now pay {{price}} a month.",
    extraAdded: "You added {{extra}}. You now pay {{price}} a month.",
    extraRemoved: "You removed {{extra}}. You now pay {{price}} a month.",
    paused: "You paused Directv GO. Price per month: {{price}}.",
    activated: "You reactivated Directv GO. You pay {{price}} a month.",
    stopped: "You cancelled Directv GO. It is no longer charged on your invoice.",
    alreadySubscribed: "You already have Directv GO: manage it here.",
    needsEmail: "To get Directv GO you need a verified e-mail address. Add or verify it in Settings.",
    hasOverdue: "You have overdue invoices. Pay them to be able to get Directv GO.",
    requested: "You requested the change to the {{plan}} plan. We will answer in claim {{number}}.",
  },
  request: {
    subject: "Plan change: {{from}} to {{to}}",
    message: "I want to change the {{from}} plan of connection {{connection}} to the {{to}} plan.",
    comment: "Comment: {{comment}}",
  },
} satisfies typeof es;
