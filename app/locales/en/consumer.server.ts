import type es from "../es/consumer.server";

// Messages of the cancellation and withdrawal actions: server-only (decision 022).
export default {
  errors: {
    identificationMissing: "Enter the account holder's DNI or CUIT",
    identificationInvalid: "Enter a DNI of 7 or 8 digits or a CUIT of 11",
    where: "Enter the connection number or the service address",
    connection: "A connection number has letters, digits and dashes, for example CN-4101",
    address: "The address may have up to 200 characters",
    contactMissing: "Enter an e-mail or a phone",
    contact: "Enter a valid e-mail or an Argentine phone with its area code",
    service: "Choose which service you want to cancel",
    reason: "The reason may have up to 500 characters",
    which: "Enter the application number or the contract date",
    application: "An application number looks like SOL-2026-000123",
    contractDate: "Enter the date as dd/mm/yyyy",
    contractDateFuture: "The contract date cannot be later than today",
    code: "Enter the code as we gave it, for example B-2026-000123",
  },
} satisfies typeof es;
