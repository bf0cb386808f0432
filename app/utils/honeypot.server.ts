import { data } from "react-router";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getConfig } from "~/config.server";

let honeypot: Honeypot | undefined;

/** Public forms carry a honeypot: a hidden field bots fill, and a signed timestamp. */
export function getHoneypot() {
  honeypot ??= new Honeypot({
    nameFieldName: "nombre__confirmar",
    validFromFieldName: "desde__confirmar",
    // Shared by every instance, so a form served by one can be posted to another.
    encryptionSeed: getConfig().SESSION_SECRET[0],
  });
  return honeypot;
}

/** Refuses a submission that fell into the honeypot (400, no details for the bot). */
export async function checkHoneypot(formData: FormData) {
  try {
    await getHoneypot().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw data("Solicitud rechazada", { status: 400 });
    throw error;
  }
}
