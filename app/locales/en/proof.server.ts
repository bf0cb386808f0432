import type es from "../es/proof.server";

// Messages of the proof page's actions (decision 098): server-only (decision 022).
export default {
  errors: {
    intent: "The form could not be read. Please send it again.",
    formKey: "The form expired, please send it again",
    channel: "Choose where to get the code",
    code: "The code has 6 digits",
    password: "Enter your password",
    codeInvalid: "The code is not right. Check it and try again: after 5 failed tries you will need a new one.",
    codeExpired: "The code expired. Ask for a new one.",
    codeUsed: "That code was already used. Ask for a new one.",
    codeAttemptsExceeded: "You tried this code 5 times. For your security, ask for a new one.",
    codeMissing: "Ask for a code first.",
    resendTooSoon: "We sent you a code less than a minute ago. Wait a little to ask for another.",
    tooManyCodes: "You asked for many codes in the last hour. Try again later.",
    passwordWrong: "The password is not right.",
    passwordLocked: "Too many tries with the password. Wait a few minutes or ask for a code.",
    noPassword: "Your account has no password. Ask for a code.",
  },
  toasts: {
    codeSent: "We sent a code to {{masked}}.",
    proved: "Done, we confirmed it's you.",
    provedKept: "Done, we confirmed it's you. Check what you had typed and send it again.",
  },
} satisfies typeof es;
