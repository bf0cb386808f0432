import type es from "../es/proof";

// Proving who you are (decision 098): the proof page.
export default {
  titles: {
    proof: "Confirm it's you",
  },
  proof: {
    heading: "Confirm it's you",
    intro:
      "To see all your details or make changes to your account, we need to confirm it's you. You signed in with your ID number alone, and anyone may know an ID number.",
    chooseTitle: "Get a code",
    chooseLegend: "Where do you want to get the code?",
    channel: {
      email: "E-mail {{masked}}",
      phone: "Text message to {{masked}}",
    },
    send: "Send me a code",
    sentTo: "We sent a 6-digit code to {{masked}}. It expires in 10 minutes.",
    code: "Code",
    codeHint: "The 6 digits we sent you.",
    confirm: "Confirm",
    resend: "Send another code",
    resendWait_one: "You can ask for another code in {{count}} second (reload the page).",
    resendWait_other: "You can ask for another code in {{count}} seconds (reload the page).",
    otherChannel: "Get the code at another contact",
    passwordTitle: "With your password",
    passwordTitleAlone: "Enter your password",
    passwordIntro: "If you prefer, confirm with your account's password.",
    password: "Password",
    confirmPassword: "Confirm with my password",
    noWayTitle: "We can't confirm it's you yet",
    noWayText:
      "Your account has no verified e-mail or phone, and no password. To see all your details or make changes, contact us:",
    noWayPhone: "Call us at",
    noWayOffice: "or visit one of our offices",
    noWayOfficeLink: "see offices",
    noWayBring: "Bring your ID. We will help you verify a contact so that next time you get the code at once.",
    meanwhile: "Meanwhile you can keep using your account: see and pay your invoices, report payments and file claims.",
    back: "Back to My account",
  },
} satisfies typeof es;
