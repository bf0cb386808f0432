import type es from "../es/staff";

export default {
  titles: {
    signIn: "Staff sign-in",
    desk: "Service desk",
  },
  signIn: {
    heading: "Service desk",
    intro:
      "For the call centre's agents and supervisors. You sign in with your company account: we take you to its sign-in page and you come back here.",
    submit: "Sign in with the company account",
    ended: {
      idle: "Your session ended after 30 minutes without activity. Sign in again.",
      expired: "Your session reached its 8-hour limit. Sign in again.",
    },
    unavailable:
      "Staff sign-in is not available right now: we could not reach the company's identity provider. Try again in a few minutes.",
  },
  back: {
    again: "Sign in again",
    anotherAccount: "Sign in with another account",
    refused: {
      heading: "Your account has no access to the service desk",
      noRole:
        "You signed in with your company account, but it has neither the agent nor the supervisor role. Ask whoever manages the company's accounts.",
      noAgentNumber:
        "Your company account has no agent number, which we need to record what you do in customers' accounts. Ask whoever manages the company's accounts.",
    },
    failed: {
      heading: "We could not complete the sign-in",
      expired: "The sign-in expired, or it started in another window or browser. Start it again from this browser.",
      state: "The answer does not belong to the sign-in you started in this browser. Start it again.",
      denied: "You cancelled the sign-in, or your company account did not allow it.",
      code: "The sign-in code was already used or expired. Start again.",
      invalid:
        "The identity provider's answer did not pass our checks. Start again; if it happens again, tell whoever runs the systems.",
    },
    unavailable: {
      heading: "Staff sign-in is not available",
      text: "We could not reach the company's identity provider. Try again in a few minutes.",
    },
  },
  desk: {
    nav: "Service desk",
    home: "Home",
    activity: "Agents' activity",
    agentNumber: "Agent {{number}}",
    roles: "Role: {{roles}}",
    role: {
      agent: "agent",
      supervisor: "supervisor",
    },
    endsAt: "Your session ends at {{time}}, or sooner after 30 minutes without activity.",
    signOut: "Sign out",
  },
  home: {
    heading: "Hello, {{name}}",
    who: "You signed in as {{name}}, agent number {{number}}, with the {{roles}} role.",
    nextHeading: "What you will do here",
    nextIntro:
      "The desk adds these tasks once the provider's API offers the staff operations. For now, it only confirms your sign-in.",
    agent: {
      find: "Find the caller's account by DNI or CUIT, connection number, phone or e-mail.",
      consent:
        "Serve them with their permission: we send a code to their verified contact, they read it to you and, for the call (30 minutes at most), you handle their invoices, payments, claims and visits.",
      readOnly: "If they have no verified contact, you can only look at their account.",
      sales: "Enter an application for service made over the phone, in your name.",
    },
    supervisor: {
      activity: "See what agents did in customers' accounts, by agent and by day.",
    },
    record:
      "What you do on a customer's behalf is recorded with your agent number, and the customer sees it in their account's activity.",
  },
  signOut: {
    done: "You signed out of the service desk.",
  },
} satisfies typeof es;
