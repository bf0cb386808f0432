import type es from "../es/notices";

export default {
  noService: {
    headline: "We do not reach your address yet",
    text: "We have no service at the location you gave yet. We keep extending the network, and every enquiry helps us decide where to go first.",
    next: "You can check the address in case of a mistake, or go back home.",
    retry: "Check the address",
    back: "Back to the home page",
  },
  serviceStatus: "A customer without service?",
  serviceStatusLink: "See whether there is an outage in your area",
  tryLater: {
    headline: "We are doing maintenance",
    text: "The system is not available right now. Your data is safe: nothing was lost.",
    next: "Please try again in a few minutes.",
    retry: "Try again",
    back: "Back to the home page",
  },
  tooManyAttempts: {
    headline: "Too many attempts",
    text: "For your security we have paused attempts for a few minutes. Wait a moment before trying again.",
    next: "Once the wait is over, try again.",
    recover: "Forgot your password? Create a new one",
    retry: "Try again",
    back: "Back to the home page",
  },
} satisfies typeof es;
