import type es from "../es/line.server";

export default {
  errors: {
    formKey: "The form expired, send it again",
    offline: "Your equipment does not respond, so we cannot restart it remotely. Unplug it for 30 seconds and plug it in again.",
    tooSoon: "Your equipment was restarted recently. You can restart it again from {{time}}.",
    tooSoonNoTime: "Your equipment was restarted recently. Wait 10 minutes before restarting it again.",
  },
  toasts: {
    restarting: "We are restarting your equipment. It works again in 2 to 3 minutes.",
  },
  claim: {
    subject: { no_service: "I have no internet", slow: "Internet is slow", drops: "Internet drops now and then" },
    heading: "What the My connection diagnosis found ({{date}}):",
    problem: "Problem",
    equipment: "Equipment",
    signal: "Signal",
    outage: "Outage in the area",
    speed: "Measured speed",
    speedValue: "{{mbps}} Mbps",
    notChecked: "not checked",
    noOutage: "none known",
    outageValue: "yes, in {{place}} since {{date}}",
    state: { online: "online", offline: "offline since {{date}}", restarting: "restarting" },
    reading: { good: "good", fair: "fair", weak: "weak", none: "no signal" },
    signalValue: "{{reading}} ({{dbm}})",
    more: "Anything you want to add:",
  },
  questions: {
    problem: "What is happening?",
    restarted: "Did you restart your equipment in the last hour?",
    devices: "Does it happen on all your devices?",
    checklist: "Did you check the power, the cables and unplug it for 30 seconds?",
  },
  answers: {
    problem: { no_service: "I have no internet", slow: "Internet is slow", drops: "It drops now and then" },
    restarted: { yes: "Yes, and it is the same", no: "No", remote: "Yes, from My connection" },
    devices: { all: "Yes, on all of them", one: "No, on one only" },
    checklist: { yes: "Yes, and it still does not work" },
  },
} satisfies typeof es;
