import type es from "../es/catalogue";

export default {
  titles: {
    plans: "Plans",
    streaming: "Get Directv GO",
  },
  plans: {
    heading: "Internet and TV plans",
    intro: "Final monthly prices, taxes included. Choose a plan to see what it includes.",
    groups: {
      internet: "Internet",
      tv: "Television",
      combo: "Internet + TV",
    },
    download: "Download",
    upload: "Upload",
    price: "Price",
    perMonth: "{{price}} a month",
    features: "What it includes",
    hire: "Get it",
    hireHint: "We ask for your details and tell you at once whether we reach your address.",
    all: "See every plan",
  },
  streaming: {
    heading: "Directv GO",
    intro: "Live channels, series and films on all your screens. Added to your invoice.",
    plansTitle: "Plans",
    extrasTitle: "Extras",
    extrasIntro: "Add them to any plan.",
    channels_one: "{{count}} channel",
    channels_other: "{{count}} channels",
    hire: "Get {{plan}}",
    featured: "Recommended",
    hireHint: "Sign in to add Directv GO to your service.",
    watch: "Already have Directv GO? Watch it here",
  },
} satisfies typeof es;
