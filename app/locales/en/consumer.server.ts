import type es from "../es/consumer.server";

// Messages of the cancellation and withdrawal actions: server-only (decision 022).
export default {
  // The holder's confirmation, worded by the loader (and the resend's toast by the action):
  // the longest texts of the sent page, out of the request forms' download (decision 129).
  verify: {
    intro:
      "If the details match a service, we sent a 6-digit code to the account holder's verified e-mails and phones. Enter it here to confirm the request: it expires in 10 minutes and allows 5 tries. We never send it to a contact typed in the form.",
    pending:
      "No code arrived? If the account holder has no verified e-mail or phone, or the details match no service, your request is still filed as pending verification: the provider will confirm your identity within 24 hours.",
    resent: "If the details match a service, we sent another code to the account holder's verified contacts.",
  },
  resendWait_one: "You can ask for another code in {{count}} second.",
  resendWait_other: "You can ask for another code in {{count}} seconds.",
  errors: {
    identificationMissing: "Enter the account holder's DNI or CUIT",
    identificationInvalid: "Enter a DNI of 7 or 8 digits or a CUIT of 11",
    where: "Enter the connection number or the service address",
    connection: "A connection number has letters, digits and dashes, for example CN-4101",
    address: "The address may have up to 200 characters",
    contact: "Enter a valid e-mail or an Argentine phone with its area code",
    service: "Choose which service you want to cancel",
    reason: "The reason may have up to 500 characters",
    which: "Enter the application number or the contract date",
    application: "An application number looks like SOL-2026-000123",
    contractDate: "Enter the date as dd/mm/yyyy",
    contractDateFuture: "The contract date cannot be later than today",
    code: "Enter the code as we gave it, for example B-2026-000123",
    confirmationCode: "Enter the 6 digits of the confirmation code",
    confirmationCodeWrong: "The code is not right. Check the message and try again: each code allows 5 tries.",
    confirmationCodeGone: "This code no longer works: it expired, was used or was tried 5 times. Ask for another code.",
    resendTooSoon_one: "Wait {{count}} second to ask for another code.",
    resendTooSoon_other: "Wait {{count}} seconds to ask for another code.",
    noMoreCodes:
      "We already sent every code this request may have. It stays pending verification: the provider will confirm your identity within 24 hours.",
  },
} satisfies typeof es;
