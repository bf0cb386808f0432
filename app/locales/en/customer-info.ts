import type es from "../es/customer-info";

export default {
  titles: {
    info: "Customer information",
  },
  page: {
    heading: "Customer information",
    intro:
      "How to reach {{product}}, where we provide service, how to act on someone else's behalf, and your rights as a customer.",
  },
  support: {
    heading: "Customer service",
    line: "Free line",
    free: "(toll-free)",
    hours: "Hours",
    online: "You can also file and follow claims from",
    claims: "your account",
    offices: "To be served in person, see",
    officesLink: "our offices and their hours",
  },
  area: {
    heading: "Service area",
    intro: "{{product}} provides service in these localities:",
    unavailable: "We cannot show the list of localities right now.",
    check: "Check whether we reach your address",
  },
  powerOfAttorney: {
    heading: "Acting on the holder's behalf: power of attorney",
    intro:
      "Someone acting for you must bring a power of attorney (carta poder) signed by the account holder, their own ID and a copy of the holder's ID.",
    download: "Download the power of attorney model (PDF, in Spanish)",
    show: "Show the model's text",
  },
  noCall: {
    heading: "National Do Not Call Registry (Law 26,951)",
    text: "If you do not want advertising calls or messages on your phone, register it for free with the National Do Not Call Registry, online or by calling 146. We never use registered numbers to offer you products or services.",
    link: "National Do Not Call Registry",
  },
  equipment: {
    heading: "Equipment out of use and electronic waste",
    text: "Modems, set-top boxes, remote controls, power supplies and cables do not belong in household waste. When you cancel the service or we replace your equipment, bring it to any of our offices and we send it to be recycled safely; if you hand it to a technician on a visit, they leave you a receipt.",
    offices: "Offices where we receive equipment",
  },
  rules: {
    heading: "Your rights as a customer",
    cancel: "Cancellation button",
    withdraw: "Withdrawal button",
    ticRules: "ICT Services Customer Regulations",
    adhesionContracts: "Adhesion contracts – Law 24,240",
    consumerNotice: "Consumer protection: claims",
    enacom: "ENACOM: contact",
  },
} satisfies typeof es;
