import type es from "../es/forms.server";

export default {
  expired: "The form expired, please send it again",
  unreadable: "We could not read the form. Fill it in and send it again.",
  unavailable: "We could not complete this right now. Try again in a few minutes; what you typed is still here.",
  chooseFileAgain: "Choose the file again: for your security the browser does not send it twice",
  servedReadOnly:
    "Without the customer's consent you cannot change anything: you are serving them read-only. What you typed is still here.",
  servedCustomerOnly: "The customer does this from their account: it cannot be done on the phone.",
  refusals: {
    refused: "We could not do it with these details. Check them and try again.",
    conflict: "It could not be done: something changed meanwhile. Reload the page to see where it stands.",
    notFound: "We did not find it in your account. Reload the page to see where it stands.",
    field: "Check this: we could not use it.",
  },
  foreignForm: {
    lang: "en",
    title: "We did not take the form",
    text: "This form did not come from a page of our portal, so we did nothing with it. If you filled it in, open the page again and send it from there.",
    back: "Back to the form's page",
  },
} satisfies typeof es;
