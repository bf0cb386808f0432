import type { TFunction } from "i18next";
import { z } from "zod";
import type { Contact } from "../../../../contract/customer";
import { MASK } from "../../../../contract/masking";
import { listContacts } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { formKeyField } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { formatPhone, normalizePhone } from "~/utils/normalize.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageUrl } from "~/utils/request-scope.server";

export type SettingsT = TFunction<"settingsServer">;

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
      z.object({
        intent: z.literal("verify"),
        code: z
          .string({ error: t("errors.code") })
          .trim()
          .regex(/^\d{6}$/, t("errors.code")),
      }),
      z.object({ intent: z.literal("send") }),
    ],
    { error: unknownForm },
  );

/** How the page shows a contact's value: phones as people read them; a masked one (decision 097) as the API gave it. */
export const shownValue = (contact: Pick<Contact, "type" | "value">) =>
  contact.type === "phone" && !contact.value.includes(MASK) ? formatPhone(contact.value) : contact.value;

/** One of the customer's contacts (`routeId(params.id)`), or the 404 of a page that does not exist. */
export async function customerContact(request: Request, session: ApiSession, id: number | null): Promise<Contact> {
  if (id === null) throw notFound(request);
  const contacts = await withApiErrors(request, () => listContacts(session));
  const contact = contacts.find((entry) => entry.id === id);
  if (!contact) throw notFound(request);
  return contact;
}

/** Seconds left before the API sends this contact another code; 0 when it may (decision 104). */
export function secondsToResend(contact: Pick<Contact, "pending_code">, now = Date.now()) {
  if (!contact.pending_code) return 0;
  return Math.max(0, Math.ceil((Date.parse(contact.pending_code.resend_at) - now) / 1000));
}

/** The verify page of a contact, keeping where the customer was going. */
export function verifyPath(contactId: number, redirectTo: string | null) {
  const path = `/mi-cuenta/ajustes/contacto/${contactId}/verificar`;
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/** `?redirectTo=` of the request, when it is a path of this site (the has-email guard sends it). */
export function returnPath(request: Request): string | null {
  const asked = pageUrl(request).searchParams.get("redirectTo");
  const safe = safeRedirectPath(asked, "");
  return safe || null;
}
