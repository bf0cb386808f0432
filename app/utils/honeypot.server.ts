import { Honeypot } from "remix-utils/honeypot/server";
import { getConfig } from "~/config.server";

const NAME_FIELD = "nombre__confirmar";
const VALID_FROM_FIELD = "desde__confirmar";

let honeypots: Honeypot[] | undefined;

/**
 * Public forms carry a honeypot: a hidden field bots fill, and an encrypted timestamp.
 * One per session secret, newest first: forms are made with the newest, and a page
 * served before a rotation (or by another instance) still opens with an older one.
 */
function allHoneypots() {
  honeypots ??= getConfig().SESSION_SECRET.map(
    (secret) =>
      new Honeypot({ nameFieldName: NAME_FIELD, validFromFieldName: VALID_FROM_FIELD, encryptionSeed: secret }),
  );
  return honeypots;
}

export function getHoneypot() {
  return allHoneypots()[0]!;
}

/**
 * The fields every page carries for its forms. Encrypting the timestamp (a key derived
 * from the secret, then AES) cost a twentieth of the server's time per page, so one value
 * serves every page for a few seconds (decision 081): the timestamp only says since when a
 * form may be sent, and being a few seconds older lets nobody through sooner.
 */
const INPUT_PROPS_TTL_MS = 5_000;
let inputProps: { value: ReturnType<Honeypot["getInputProps"]>; until: number } | undefined;

export function honeypotInputProps() {
  const now = Date.now();
  if (!inputProps || inputProps.until <= now) {
    inputProps = { value: getHoneypot().getInputProps(), until: now + INPUT_PROPS_TTL_MS };
    // A failure is not kept: the next page tries again.
    inputProps.value.catch(() => (inputProps = undefined));
  }
  return inputProps.value;
}

/**
 * Text browsers (lynx, w3m, links, elinks) have no stylesheet, and show every input that is
 * not `type="hidden"`, whatever hides it: the `hidden` attribute, a `hidden` ancestor,
 * `<template>`, `<noscript>`, `<datalist>`, `aria-hidden` (decision 109). Theirs is the
 * only page whose trap is a hidden input: a robot that calls itself lynx gives up the trap,
 * not the signed timestamp nor the limits.
 */
const TEXT_BROWSER = /^(?:lynx|w3m|e?links)\b/i;

export function isTextBrowser(request: Request) {
  return TEXT_BROWSER.test(request.headers.get("User-Agent") ?? "");
}

/** The fields a page's forms carry, and how its trap is shown: a text input hidden from people, or, for a text browser, a hidden input. */
export async function honeypotFields(request: Request) {
  return { ...(await honeypotInputProps()), trap: isTextBrowser(request) ? ("hidden" as const) : ("text" as const) };
}

export type HoneypotVerdict = "ok" | "spam" | "expired";

/**
 * `spam`: the hidden field was filled (a bot). `expired`: the fields are missing, or the
 * timestamp is one no secret of ours can open (a forged value, or a page left open
 * across a restart or a rotation) or not yet valid: a person gets the form back to
 * send again, so the verdict never costs anyone their values. The library throws on
 * values it cannot decrypt; that is an expired form too, never a 500.
 */
export async function honeypotVerdict(formData: FormData): Promise<HoneypotVerdict> {
  const name = formData.get(NAME_FIELD);
  if (typeof name === "string" && name !== "") return "spam";
  // The library skips its check when both fields are missing: we do not.
  if (name !== "" || typeof formData.get(VALID_FROM_FIELD) !== "string") return "expired";
  for (const honeypot of allHoneypots()) {
    try {
      await honeypot.check(formData);
      return "ok";
    } catch {
      // Not this secret's (or not valid): try the next one.
    }
  }
  return "expired";
}
