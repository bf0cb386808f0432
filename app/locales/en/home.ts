import type es from "../es/home";

export default {
  heroTitle: "Fibre internet and TV for your home",
  heroText:
    "Browse, work and watch your shows without interruptions. Check whether we reach your address and sign up in minutes.",
  consumerNav: "Requests without signing in",
  cancel: "Cancel a service",
  withdraw: "Withdraw from a contract",
  serviceStatus: "Service status",
  ctaPlans: "See plans",
  ctaHire: "I want to sign up",
  ctaSignIn: "I am a customer",
  offerTitle: "What we offer",
  offerInternetTitle: "Fibre internet",
  offerInternetText: "Symmetric, stable speed, with Wi-Fi included in every plan.",
  offerTvTitle: "Television",
  offerTvText: "Live channels and Directv GO to watch wherever and whenever you like.",
  offerSupportTitle: "Support near you",
  offerSupportText: "Our own technicians in your town and claims you can follow online.",
  customersTitle: "Already a customer?",
  customersText:
    "In your account you see your services and bills, report payments, set up automatic debit and follow your claims.",
  payTitle: "Pay your bill",
  payText: "Pay online by card, bank transfer or cash on the payments site.",
  payCta: "Go to the payments site",
  hireTitle: "Want to sign up?",
  hireText:
    "Leave your details, mark your address on the map and we will tell you at once whether we have service there.",
  featuredTitle: "Featured plans",
  streamingTitle: "Directv GO",
} satisfies typeof es;
