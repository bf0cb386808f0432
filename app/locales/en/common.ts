import type es from "../es/common";

// English: a complete fallback; every key of the Spanish file must be here.
export default {
  product: {
    tagline: "Internet and TV at home",
  },
  titles: {
    home: "Home",
    test: "Testing",
    prueba: "Preview",
    noService: "No service",
    tryLater: "Try again later",
    tooManyAttempts: "Too many attempts",
    error: "Error",
    notFound: "Page not found",
  },
  a11y: {
    skipToContent: "Skip to content",
    mainNav: "Main navigation",
    footerNav: "Site links",
    social: "Social networks",
    home: "{{product}}, go to the home page",
    loading: "Loading the page",
    menu: "Menu",
    notifications: "Notifications",
    close: "Close",
    newWindow: "(opens in a new tab)",
    errorPrefix: "Error:",
  },
  nav: {
    plans: "Plans",
    hire: "Sign up",
    streaming: "Directv GO",
    payInvoice: "Pay a bill",
    signIn: "Sign in",
    myAccount: "My account",
    signOut: "Sign out",
    workWithUs: "Work with us",
  },
  footer: {
    about: "{{product}} is a fibre internet and television provider in Argentina.",
    help: "Help",
    payments: "Pay your bill",
    streamingLogin: "Sign in to Directv GO",
    terms: "Terms and conditions",
    facebook: "Facebook",
    instagram: "Instagram",
    x: "X",
    youtube: "YouTube",
    rights: "© {{year}} {{product}}. All rights reserved.",
    consumerNotice: "Consumer protection. File complaints here.",
  },
  plans: {
    kind: {
      internet: "Internet",
      tv: "Television",
      combo: "Internet + TV",
    },
    speed: "{{mbps}} Mbps",
    perMonth: "a month",
  },
  errorPage: {
    back: "Back",
    backToForm: "Back to the form",
    statusLabel: "Error {{status}}",
    badRequest: {
      headline: "We could not read the form",
      title: "We could not read the form you sent.",
      text: "Go back to the previous page, check your details and send it again.",
    },
    forbidden: {
      headline: "You do not have access to this page",
      title: "Your account is not allowed to see this page.",
      text: "If you think this is a mistake, please contact us.",
    },
    notFound: {
      headline: "Page not found",
      title: "We could not find the page you are looking for.",
      text: "The page may have been moved or deleted.",
    },
    methodNotAllowed: {
      headline: "This page does not accept that request",
      title: "The page cannot do what you asked.",
      text: "Go back to the previous page and use its buttons and links.",
    },
    payloadTooLarge: {
      headline: "The form is too large",
      title: "The form is too large for us to receive.",
      text: "If you attached files, try smaller ones (up to 5 MB each).",
    },
    unsupportedMediaType: {
      headline: "We could not read what you sent",
      title: "The form arrived in a format we do not accept.",
      text: "Go back to the previous page and send it again from there.",
    },
    tooManyRequests: {
      headline: "Too many attempts",
      title: "You made too many attempts in a short time.",
      text: "Wait a few minutes and try again.",
    },
    server: {
      headline: "A server error has occurred!",
      title: "Something went wrong in our system.",
      text: "Please try again later.",
    },
  },
  network: {
    offline: "No internet connection. Check your connection; what you typed is not lost.",
    online: "You are back online.",
  },
  toast: {
    kind: {
      success: "Done",
      error: "Error",
      info: "Notice",
      warning: "Warning",
    },
  },
  forms: {
    summaryTitle: "There is a problem with the form",
    sending: "Sending…",
    errorTitlePrefix: "Error:",
    honeypotLabel: "Leave this field empty",
  },
  languages: {
    label: "Language",
    es: "Español",
    en: "English",
  },
} satisfies typeof es;
