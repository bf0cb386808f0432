import type es from "../es/drafts";

export default {
  offer: {
    claim: "You have a claim not yet sent",
    reply: "You have a reply not yet sent",
    report: "You have a payment report not yet sent",
  },
  offerText: "You wrote it without a connection and it was kept on this device. Shall we send it now?",
  send: "Send it now",
  discard: "Discard it",
  saved:
    "No connection: it was not sent. We kept what you wrote on this device and will offer to send it when the connection is back.",
  fileNotKept: "The attached file cannot be kept: you will have to attach it again.",
} satisfies typeof es;
