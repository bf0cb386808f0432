import type es from "../es/tools";

export default {
  testPage: {
    intro: "Tools to test the portal outside production.",
    environment: "Environment",
    build: "Version",
    toastLabel: "Test message",
    toastKind: "Kind of notice",
    toastSubmit: "Show notice",
    toastDefault: "This is a test notice.",
    forceError: "Cause a server error",
  },
  prueba: {
    intro: "Sample view of the design used by the sign-up flows.",
    headline: "Portal components",
    sampleField: "Name",
    sampleHint: "As it appears on your ID.",
    samplePrimary: "Continue",
    sampleSecondary: "Back",
  },
} satisfies typeof es;
