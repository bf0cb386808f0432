import type es from "../es/staff";

export default {
  titles: {
    signIn: "Staff sign-in",
    desk: "Service desk",
    find: "Find the caller",
    caller: "Customer {{name}}",
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
    find: "Find a customer",
    sale: "New sale",
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
      "Finding the caller and serving them with their consent (or read-only) are in «Find a customer» already, and selling by phone in «New sale». The rest comes in the desk's next versions.",
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
  find: {
    heading: "Find the caller",
    by: "Search by",
    ways: {
      identification: "DNI or CUIT",
      connection_number: "Connection number",
      phone: "Phone",
      email: "E-mail",
    },
    value: "What the caller tells you",
    valueHint: "The DNI or CUIT without dots or dashes, the connection number (CN-4101), the phone or the e-mail.",
    submit: "Search",
    stale: "That search expired or belongs to another session. Search again.",
    resultsHeading: "Results",
    found_one: "We found {{count}} customer.",
    found_other: "We found {{count}} customers.",
    none: "We found no customer with that. Check it with the caller, or search another way.",
    back: "Back to the desk's home",
  },
  summary: {
    contacts: "Contacts",
    verified: "verified",
    unverified: "not verified",
    connections: "Connections",
  },
  caller: {
    consentHeading: "Serve with their consent",
    consentIntro:
      "We send a code to the verified contact the customer chooses. When they read it to you, type it here: you can act on their account for the call, 30 minutes at most.",
    chooseLegend: "Where do we send the code?",
    channel: {
      email: "E-mail {{masked}}",
      phone: "Text message to {{masked}}",
    },
    ask: "Send them the code",
    askAgain: "Send them another code",
    sentTo: "We sent a code to {{masked}}. It is good until {{time}}.",
    code: "Code the customer reads to you",
    codeHint: "It has 6 digits.",
    confirm: "Confirm the code",
    readOnlyHeading: "View without consent",
    readOnlyIntro:
      "The customer has no verified contact, so we cannot send them a code. You can look at their account, without changing anything.",
    readOnly: "View without consent (read-only)",
    servingConsent: "You are serving this customer with their consent.",
    servingReadOnly: "You are serving this customer read-only.",
    another: "Find another customer",
    unknown: {
      heading: "We did not find that customer",
      text: "The address matches no customer. Find them by their DNI or CUIT, connection number, phone or e-mail.",
      search: "Find the caller",
    },
    errors: {
      channel: "Choose one of the customer's verified contacts",
      formKey: "The form expired: load the page again",
      intent: "Choose what you want to do",
      codeInvalid: "The code is not right. Ask the customer to read it again.",
      code_expired: "The code expired. Send the customer another one.",
      code_used: "That code was used already. Send the customer another one.",
      code_attempts_exceeded: "Too many wrong codes were tried. Send the customer another one.",
      code_missing: "There is no code waiting for this customer. Send them one.",
      tooSoon: "We just sent the customer a code. Wait a minute to ask for another.",
      tooMany: "The customer got too many codes in the last hour. Try again later.",
      noVerifiedContact: "The customer has no verified contact: you can serve them read-only.",
      consentAvailable: "The customer has a verified contact: ask them for the code to serve them with their consent.",
      staffRefused: "The API did not accept your staff session for this. Sign out and in again.",
    },
  },
  banner: {
    consent: "Serving {{name}}, with their consent.",
    readOnly: "Serving {{name}}, read-only.",
    until: "Until {{time}}.",
    end: "End the attention",
    ended: "You ended the attention. The customer's consent no longer works.",
    account: "See their account",
    lapsed:
      "The attention ended: the customer's consent expired or was used in another attention. If they are still on the line, ask for it again.",
  },
  customerOnly: {
    heading: "The customer does this from their account",
    text: "On the phone you cannot pay by card, change the automatic debit, their contacts or their password, nor their streaming services. Tell the customer they can do it from My account.",
    back: "Back to their account",
  },
  signOut: {
    done: "You signed out of the service desk.",
  },
} satisfies typeof es;
