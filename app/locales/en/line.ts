import type es from "../es/line";

export default {
  titles: {
    restart: "Restart my equipment",
  },
  restart: {
    heading: "Restart your equipment",
    intro: "We will restart the equipment of connection {{number}} ({{address}}) from our network.",
    expectTitle: "What will happen",
    expectDown: "For 2 to 3 minutes you will have no internet (nor TV, if it comes through the same equipment).",
    expectLights: "The equipment's lights go off and on again; when the internet light stays on, it is done.",
    expectOnce: "You can restart it once every 10 minutes.",
    confirm: "Yes, restart my equipment",
    cancel: "Back to My connection",
    inProgress: "Your equipment is already restarting. Wait 2 to 3 minutes and check again.",
    offline:
      "Your equipment does not respond, so we cannot restart it remotely. Unplug it for 30 seconds and plug it in again.",
    tooSoon: "Your equipment was restarted recently. You can restart it again from {{time}}.",
  },
  speed: {
    heading: "Measure the speed",
    intro:
      "We measure how long a file takes to reach you from our site. It is more useful near the Wi-Fi or on a cable.",
    start: "Measure the speed",
    measuring: "Measuring…",
    result: "Measured speed: {{mbps}} Mbps. We add it to the claim.",
    failed: "We could not measure the speed now. You can file the claim anyway.",
  },
} satisfies typeof es;
