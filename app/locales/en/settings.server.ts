import type es from "../es/settings.server";

// Messages of the settings' actions: server-only (decision 022).
export default {
  errors: {
    formKey: "The form expired, send it again",
    type: "Choose e-mail or phone",
    valueRequired: "Enter the e-mail or the phone",
    email: "Enter a valid e-mail, for example name@example.com",
    phone: "Enter an Argentine phone with its area code, for example 351 555-1234",
    code: "The code has 6 digits",
    codeWrong: "The code is wrong or expired. Check it or ask for another.",
    resendTooSoon_one: "Wait {{count}} second to ask for another code.",
    resendTooSoon_other: "Wait {{count}} seconds to ask for another code.",
    tooManyCodes: "You asked for many codes in the last hour. Try again later.",
    currentPassword: "Enter your current password",
    currentPasswordWrong: "The current password is not correct",
  },
  toasts: {
    codeSent: "We sent a code to {{value}}.",
    verified: "We verified {{value}}.",
    saved: "We saved the change.",
    passwordCreated: "You created your password. From now on you sign in with it.",
    passwordChanged: "We changed your password.",
  },
} satisfies typeof es;
