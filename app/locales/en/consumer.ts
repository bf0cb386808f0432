import type es from "../es/consumer";

export default {
  titles: {
    cancellation: "Cancel a service",
    withdrawal: "Withdraw from a contract",
    confirm: "Confirm your request",
    sent: "Request received",
    status: "Your request's status",
  },
  fields: {
    identification: "Account holder's DNI or CUIT",
    identificationHint: "Without dots or dashes, for example 20304050",
    connection: "Connection number",
    connectionHint: "It is on your invoice, for example CN-4101. If you do not have it, fill in the address.",
    address: "Service address",
    addressHint: "Street, number and town",
    contact: "E-mail or phone (optional)",
    contactHint:
      "Only to reach you if your identity needs confirming. The code that confirms the request goes to the account holder's verified contacts, never to this one.",
    service: "Which service do you want to cancel?",
    reason: "Reason (optional)",
    application: "Hiring application number",
    applicationHint: "For example SOL-2026-000123. If you do not have it, fill in the contract date.",
    contractDate: "Contract date",
    contractDateHint: "dd/mm/yyyy",
    code: "Request code",
    codeHint: "For example B-2026-000123",
    confirmationCode: "Confirmation code",
    confirmationCodeHint: "The 6 digits of the message the account holder received",
  },
  services: {
    internet: "Internet",
    tv: "Television",
    dgo: "Directv GO",
    all: "All services",
  },
  cancellation: {
    intro:
      "Ask to cancel without signing in. You get a request code at once, and you confirm it with the code we send to the account holder's verified contacts. A debt does not prevent a cancellation.",
    submit: "Continue",
  },
  withdrawal: {
    intro:
      "If you hired 10 calendar days ago or less, you can withdraw at no cost and without giving a reason (Ley 24.240, art. 34).",
    submit: "Continue",
    tooLate:
      "More than 10 calendar days have passed since you hired, so you can no longer withdraw. You can ask to cancel the service.",
    toCancellation: "Ask to cancel the service",
  },
  confirm: {
    intro: "Check the details. The request is sent when you confirm.",
    submit: "Confirm and send",
    change: "Change the details",
    notGiven: "Not given",
  },
  sent: {
    headline: "We received your request",
    confirmedHeadline: "You confirmed your request",
    code: "Request code",
    date: "Date and time",
    keep: "Keep the request code to check the status.",
    next: "We process it within 24 hours. Where it applies, we confirm the day the service ends.",
    status: "Check the status",
  },
  verify: {
    heading: "Confirm you are the account holder",
    submit: "Confirm the request",
    resend: "Send another code",
  },
  status: {
    intro: "Enter the code we gave you and the account holder's DNI or CUIT.",
    submit: "Check",
    notFound: "We found no request with that code for that DNI or CUIT.",
    pending_verification:
      "Pending verification: the provider will confirm the account holder's identity within 24 hours.",
    received: "Received: we are processing it.",
    processed: "Processed: the service ends on {{date}}.",
    rejected: "Rejected: {{reason}}",
    state: "Status",
    kind: "Kind",
    cancellation: "Cancellation",
    withdrawal: "Withdrawal",
  },
  privacy:
    "We use these details only to handle your request (Ley 25.326). You may exercise your rights of access, rectification and deletion; the Agencia de Acceso a la Información Pública is the supervisory authority.",
} satisfies typeof es;
