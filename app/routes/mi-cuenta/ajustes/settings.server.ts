import type { TFunction } from "i18next";
import { createCookie } from "react-router";
import { z } from "zod";
import type { Contact } from "../../../../contract/customer";
import { MASK } from "../../../../contract/masking";
import { listContacts } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { getConfig } from "~/config.server";
import { formKeyField } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { formatPhone, normalizePhone } from "~/utils/normalize.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

export type SettingsT = TFunction<"settingsServer">;

/** A new code may be asked for this long after the last one (decision 072). */
export const RESEND_AFTER_MS = 60_000;

const email = (t: SettingsT) =>
  z
    .string({ error: t("errors.valueRequired") })
    .trim()
    .min(1, t("errors.valueRequired"))
    .max(120, t("errors.email"))
    .pipe(z.email({ error: t("errors.email") }))
    .transform((value) => value.toLowerCase());

/** Any way people write an Argentine phone; stored as E.164. */
const phone = (t: SettingsT) =>
  z
    .string({ error: t("errors.valueRequired") })
    .trim()
    .min(1, t("errors.valueRequired"))
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (normalized) return normalized;
      ctx.addIssue({ code: "custom", message: t("errors.phone") });
      return z.NEVER;
    });

/** The value of a contact of a given type, checked and normalised on the server. */
export const contactValue = (t: SettingsT, type: Contact["type"]) => (type === "email" ? email(t) : phone(t));

export function addContactSchema(t: SettingsT, type: unknown) {
  return z.object({
    idempotency_key: formKeyField(t("errors.formKey")),
    type: z.enum(["email", "phone"], { error: t("errors.type") }),
    // Without a valid type the value cannot be judged: the type's message is enough.
    value: type === "email" || type === "phone" ? contactValue(t, type) : z.string().optional(),
  });
}

export const changeContactSchema = (t: SettingsT, type: Contact["type"]) => z.object({ value: contactValue(t, type) });

/** The verification page's two forms, told apart by `intent`: the code, and "send me a code". */
export const verifyPageSchema = (t: SettingsT, unknownForm: string) =>
  z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("verify"), code: z.string({ error: t("errors.code") }).trim().regex(/^\d{6}$/, t("errors.code")) }),
      z.object({ intent: z.literal("send") }),
    ],
    { error: unknownForm },
  );

/** How the page shows a contact's value: phones as people read them; a masked one (issue 20) as the API gave it. */
export const shownValue = (contact: Pick<Contact, "type" | "value">) =>
  contact.type === "phone" && !contact.value.includes(MASK) ? formatPhone(contact.value) : contact.value;

/** One of the customer's contacts, or the 404 of a page that does not exist. */
export async function customerContact(request: Request, session: ApiSession, id: string): Promise<Contact> {
  if (!/^\d{1,9}$/.test(id)) throw notFound(request);
  const contacts = await withApiErrors(request, () => listContacts(session));
  const contact = contacts.find((entry) => entry.id === Number(id));
  if (!contact) throw notFound(request);
  return contact;
}

/**
 * When the last code went to each contact, in a signed cookie (decision 072): the server
 * decides when another may be sent, whatever the page shows; a forged or stale cookie
 * reads as "no code sent", so the worst it does is allow a resend the API rate-limits anyway.
 */
let codeCookie: ReturnType<typeof createCookie> | undefined;
function sentCodes() {
  const config = getConfig();
  codeCookie ??= createCookie("__contact_codes", {
    httpOnly: true,
    sameSite: "lax",
    path: "/mi-cuenta/ajustes",
    secure: config.NODE_ENV === "production",
    secrets: config.SESSION_SECRET,
    maxAge: 15 * 60,
  });
  return codeCookie;
}

const SentCodes = z.record(z.string(), z.number()).catch({});

async function readSentCodes(request: Request) {
  return SentCodes.parse((await sentCodes().parse(request.headers.get("Cookie"))) ?? {});
}

/** When a code last went to this contact (ms since the epoch), if this browser asked for one. */
export async function codeSentAt(request: Request, contactId: number): Promise<number | null> {
  return (await readSentCodes(request))[String(contactId)] ?? null;
}

/** Seconds left before another code may be asked for; 0 when it may. */
export function secondsToResend(sentAt: number | null, now = Date.now()) {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_AFTER_MS - now) / 1000));
}

/** The Set-Cookie header recording that a code just went to this contact. */
export async function recordCodeSent(request: Request, contactId: number, now = Date.now()) {
  const codes = await readSentCodes(request);
  // Only recent entries: the cookie stays small however many contacts are verified.
  const kept = Object.fromEntries(Object.entries(codes).filter(([, at]) => now - at < 15 * 60_000));
  return sentCodes().serialize({ ...kept, [String(contactId)]: now });
}

/** The verify page of a contact, keeping where the customer was going. */
export function verifyPath(contactId: number, redirectTo: string | null) {
  const path = `/mi-cuenta/ajustes/contacto/${contactId}/verificar`;
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/** `?redirectTo=` of the request, when it is a path of this site (the has-email guard sends it). */
export function returnPath(request: Request): string | null {
  const asked = new URL(request.url).searchParams.get("redirectTo");
  const safe = safeRedirectPath(asked, "");
  return safe || null;
}
