import type es from "../es/light-mode.server";

export default {
  on: "Light version",
  off: "Full version",
} satisfies typeof es;
