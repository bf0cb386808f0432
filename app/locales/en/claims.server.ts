import type es from "../es/claims.server";

// Messages of the claims' actions: server-only (decision 022).
export default {
  errors: {
    formKey: "The form expired, send it again",
    category: "Choose the reason for the claim",
    connection: "Choose the claim's connection",
    subjectRequired: "Write a subject",
    subjectShort: "Write a subject of at least 3 characters",
    subjectLong: "Write at most 120 characters",
    messageRequired: "Write your message",
    messageLong: "Write at most 2000 characters",
    filesTooBig: "Each file may be at most 5 MB. Choose the files again.",
    filesTooMany: "Attach at most 3 files. Choose them again.",
    filesType: "Attach PDF, JPG or PNG files. Choose the files again.",
    filesAgain: "Choose the files again: for your safety the browser does not send them again",
    solved: "Tell us whether the problem was solved",
    rating: "Choose a rating from 1 to 5",
    commentLong: "Write at most 1000 characters",
    closed: "The claim is closed: no messages can be added. If the problem continues, file a new claim.",
    alreadyRated: "You already rated this claim. Thank you!",
    filesNotSent: "The claim was sent, but we could not attach the files. Reply to the claim with them.",
  },
  toasts: {
    fileUnavailable: "We could not fetch the file right now. Try again in a few minutes.",
    created: "We sent your claim {{number}}.",
    createdLinked:
      "We sent your claim {{number}}. It was linked to the outage in your area: we are already working to bring service back.",
    replied: "We sent your message.",
    solved: "Great! We closed the claim.",
    reopened: "We opened the claim again.",
    rated: "Thank you for rating our service.",
  },
} satisfies typeof es;
