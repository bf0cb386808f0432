import type es from "../es/forms.server";

export default {
  expired: "The form expired, please send it again",
  unreadable: "We could not read the form. Fill it in and send it again.",
  unavailable: "We could not complete this right now. Try again in a few minutes; what you typed is still here.",
  chooseFileAgain: "Choose the file again: for your security the browser does not send it twice",
} satisfies typeof es;
