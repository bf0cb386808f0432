import { Hono, type Context } from "hono";
import type { Contact, ContactCodeSent, CustomerInfo } from "../../contract/customer.ts";
import {
  ChangePasswordRequest,
  CreateContactRequest,
  EnablePasswordRequest,
  UpdateContactRequest,
  UpdateMainContactsRequest,
  VerifyContactRequest,
} from "../../contract/customer.ts";
import { Phone } from "../../contract/public.ts";
import { z } from "zod";
import { recordActivity } from "../activity.ts";
import type { CustomerRow, Sandbox, SandboxEnv } from "../context.ts";
import { all, insert, one, run } from "../db.ts";
import { argentinaDay } from "../dates.ts";
import { ApiProblem, fieldProblem, idParam, notFound, parseWith, readJson } from "../http.ts";
import { codeHash, consume, CONTACT_CODE_LIFETIME_MS, sendContactVerification } from "../one-time.ts";
import { hashPassword, verifyPassword } from "../secrets.ts";
import { isVerified, requireProof } from "../sessions.ts";
import { currentDebitSubscription, invoiceStatusSql } from "./billing.ts";
import { maskContact } from "./proof.ts";

/**
 * The customer's profile, contacts and password: `/v2/customers/current/...`. Every change
 * here needs a verified session (decision 097), and a quick-access one reads contacts masked.
 */

type ContactRow = { id: number; type: "email" | "phone"; value: string; verified: number; code_sent_at: string | null };

/** One code a minute per contact and ten an hour per account (decision 104), as for proof codes. */
export const CONTACT_RESEND_AFTER_MS = 60 * 1000;
const CONTACT_CODES_PER_HOUR = 10;

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

const toContact = ({ code_sent_at, ...row }: ContactRow): Contact => ({
  ...row,
  verified: row.verified === 1,
  pending_code:
    row.verified === 1 || code_sent_at === null
      ? null
      : {
          sent_at: code_sent_at,
          resend_at: later(code_sent_at, CONTACT_RESEND_AFTER_MS),
          expires_at: later(code_sent_at, CONTACT_CODE_LIFETIME_MS),
        },
});

/** A contact with the latest of its codes still valid (?1 is now). */
const CONTACT_SELECT = `SELECT id, type, value, verified,
  (SELECT MAX(created_at) FROM one_time_tokens WHERE purpose = 'contact_code' AND contact_id = contacts.id AND used_at IS NULL AND expires_at > ?1) AS code_sent_at
  FROM contacts`;

export function accountRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  const contactsOf = async (customerId: number) =>
    (
      await all<ContactRow>(db, `${CONTACT_SELECT} WHERE customer_id = ?2 ORDER BY type, id`, [
        sandbox.now().toISOString(),
        customerId,
      ])
    ).map(toContact);

  /** What a session may read of a contact: in full once verified, masked before. */
  const shownTo =
    (verified: boolean) =>
    (contact: Contact): Contact =>
      verified ? contact : { ...contact, value: maskContact(contact) };

  /** The customer of a call that changes the account: a verified session's only (a middleware here would reach the billing routes mounted beside these). */
  const proved = (c: Context<SandboxEnv>) => {
    const customer = c.get("customer");
    requireProof(customer);
    return customer;
  };

  async function findContact(customerId: number, id: number) {
    const row = await one<ContactRow>(db, `${CONTACT_SELECT} WHERE id = ?2 AND customer_id = ?3`, [
      sandbox.now().toISOString(),
      id,
      customerId,
    ]);
    if (!row) throw notFound("El contacto");
    return toContact(row);
  }

  /** A changed value is a new address to prove: it starts unverified and gets a code. */
  async function saveContact(customer: CustomerRow, type: "email" | "phone", value: string, existing?: Contact) {
    const clash = await one(
      db,
      "SELECT 1 FROM contacts WHERE customer_id = ? AND type = ? AND lower(value) = lower(?) AND id IS NOT ?",
      [customer.id, type, value, existing?.id ?? null],
    );
    if (clash) throw fieldProblem("value", "Ya tenés registrado ese contacto", 409);
    if (existing && existing.value === value) return existing;
    const id = existing
      ? (await run(db, "UPDATE contacts SET value = ?, verified = 0 WHERE id = ?", [value, existing.id]), existing.id)
      : await insert(db, "INSERT INTO contacts (customer_id, type, value, verified) VALUES (?, ?, ?, 0)", [
          customer.id,
          type,
          value,
        ]);
    const contact = await findContact(customer.id, id);
    await sendContactVerification(sandbox, customer, contact);
    return contact;
  }

  routes.get("/info", async (c) => {
    const customer = c.get("customer");
    const today = argentinaDay(sandbox.now());
    const balance = await all<{ status: string; total: number }>(
      db,
      `SELECT ${invoiceStatusSql} AS status, SUM(amount) AS total FROM invoices WHERE customer_id = ?2 AND paid_at IS NULL GROUP BY status`,
      [today, customer.id],
    );
    const verified = isVerified(customer);
    const email = (await contactsOf(customer.id)).map(shownTo(verified)).find((contact) => contact.type === "email");
    const info: CustomerInfo = {
      id: customer.id,
      name: customer.name,
      identification: customer.identification,
      identification_type: customer.identification.length === 11 ? "CUIT" : "DNI",
      kind: customer.kind,
      has_password: customer.password_hash !== null,
      email: email?.value ?? null,
      email_verified: email?.verified ?? false,
      balance: {
        overdue: balance.find((row) => row.status === "overdue")?.total ?? 0,
        pending: balance.find((row) => row.status === "pending")?.total ?? 0,
      },
      debit_subscription: await currentDebitSubscription(sandbox, customer.id),
      proof: { state: verified ? "verified" : "quick_access", verified_until: customer.session.verifiedUntil },
    };
    return c.json(info);
  });

  routes.get("/contacts", async (c) => {
    const customer = c.get("customer");
    return c.json((await contactsOf(customer.id)).map(shownTo(isVerified(customer))));
  });

  routes.post("/contacts", async (c) => {
    const customer = proved(c);
    const { type, value } = await readJson(c, CreateContactRequest);
    const contact = await saveContact(customer, type, value);
    await recordActivity(sandbox, c, "contact_added", `Contacto agregado: ${maskContact(contact)}`);
    return c.json(contact, 201);
  });

  // The settings page edits the main e-mail and phone together.
  routes.put("/contacts", async (c) => {
    const customer = proved(c);
    const wanted = await readJson(c, UpdateMainContactsRequest);
    const contacts = await contactsOf(customer.id);
    for (const type of ["email", "phone"] as const) {
      const value = wanted[type];
      const existing = contacts.find((contact) => contact.type === type);
      if (value === undefined || value === existing?.value) continue;
      const saved = await saveContact(customer, type, value, existing);
      await recordActivity(
        sandbox,
        c,
        existing ? "contact_changed" : "contact_added",
        `${existing ? "Contacto cambiado" : "Contacto agregado"}: ${maskContact(saved)}`,
      );
    }
    return c.json(await contactsOf(customer.id));
  });

  routes.put("/contacts/:id", async (c) => {
    const customer = proved(c);
    const contact = await findContact(customer.id, idParam(c, "id", "El contacto"));
    const { value } = await readJson(c, UpdateContactRequest);
    const checked = parseWith(
      z.object({
        value: contact.type === "email" ? z.email({ error: "Ingresá un correo electrónico válido" }) : Phone,
      }),
      { value },
    );
    const saved = await saveContact(customer, contact.type, checked.value, contact);
    if (saved.value !== contact.value)
      await recordActivity(sandbox, c, "contact_changed", `Contacto cambiado: ${maskContact(saved)}`);
    return c.json(saved);
  });

  routes.post("/contacts/:id/send-code", async (c) => {
    const customer = proved(c);
    const contact = await findContact(customer.id, idParam(c, "id", "El contacto"));
    if (contact.verified) throw new ApiProblem(409, "Este contacto ya está verificado");
    await refuseTooManyCodes(customer.id, contact);
    await sendContactVerification(sandbox, customer, contact);
    await recordActivity(sandbox, c, "contact_code_sent", `Código de verificación enviado a ${maskContact(contact)}`);
    const where = contact.type === "email" ? "tu correo" : "tu teléfono";
    const sent = (await findContact(customer.id, contact.id)).pending_code!;
    return c.json({
      message: `Te enviamos un código a ${where}. Vence en 15 minutos.`,
      resend_at: sent.resend_at,
      expires_at: sent.expires_at,
    } satisfies ContactCodeSent);
  });

  /** The rule holds for every client, not only the portal's page: no phone is flooded with codes. */
  async function refuseTooManyCodes(customerId: number, contact: Contact) {
    const now = sandbox.now();
    if (contact.pending_code && Date.parse(contact.pending_code.resend_at) > now.getTime()) {
      throw new ApiProblem(
        429,
        "Ya te enviamos un código. Esperá un minuto para pedir otro.",
        undefined,
        { "Retry-After": secondsUntil(contact.pending_code.resend_at, now) },
        "resend_too_soon",
      );
    }
    const recent = await all<{ created_at: string }>(
      db,
      "SELECT created_at FROM one_time_tokens WHERE purpose = 'contact_code' AND customer_id = ? AND created_at > ? ORDER BY created_at",
      [customerId, new Date(now.getTime() - 3600_000).toISOString()],
    );
    if (recent.length >= CONTACT_CODES_PER_HOUR) {
      const at = later(recent[recent.length - CONTACT_CODES_PER_HOUR]!.created_at, 3600_000);
      throw new ApiProblem(
        429,
        "Pediste demasiados códigos. Probá de nuevo más tarde.",
        undefined,
        { "Retry-After": secondsUntil(at, now) },
        "too_many_codes",
      );
    }
  }

  const secondsUntil = (iso: string, now: Date) =>
    String(Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000)));

  routes.post("/contacts/:id/verify", async (c) => {
    const customer = proved(c);
    const contact = await findContact(customer.id, idParam(c, "id", "El contacto"));
    const { code } = await readJson(c, VerifyContactRequest);
    if (contact.verified) return c.json(contact);
    if (!(await consume(sandbox, "contact_code", codeHash(contact.id, code)))) {
      throw fieldProblem("code", "El código no es correcto o ya venció");
    }
    await run(db, "UPDATE contacts SET verified = 1 WHERE id = ?", [contact.id]);
    await recordActivity(sandbox, c, "contact_verified", `Contacto verificado: ${maskContact(contact)}`);
    return c.json(await findContact(customer.id, contact.id));
  });

  // enable-ls: a customer who signs in with the identification alone creates a password.
  routes.post("/auth/enable-ls", async (c) => {
    const customer = proved(c);
    const { password } = await readJson(c, EnablePasswordRequest);
    if (customer.password_hash) throw new ApiProblem(409, "Ya tenés una contraseña. Podés cambiarla desde Ajustes.");
    await run(db, "UPDATE customers SET password_hash = ? WHERE id = ?", [await hashPassword(password), customer.id]);
    await recordActivity(sandbox, c, "password_created", "Contraseña creada");
    return c.json({ message: "Listo, desde ahora ingresás con tu contraseña." });
  });

  // A wrong current password is a 400 on the field, never a 401: that would end the session.
  routes.post("/auth/change-password", async (c) => {
    const customer = proved(c);
    const { current_password, password } = await readJson(c, ChangePasswordRequest);
    if (!customer.password_hash) throw new ApiProblem(409, "Todavía no tenés contraseña. Creala primero.");
    if (!(await verifyPassword(current_password, customer.password_hash))) {
      throw fieldProblem("current_password", "La contraseña actual no es correcta");
    }
    await run(db, "UPDATE customers SET password_hash = ? WHERE id = ?", [await hashPassword(password), customer.id]);
    await recordActivity(sandbox, c, "password_changed", "Contraseña cambiada");
    return c.json({ message: "Listo, cambiamos tu contraseña." });
  });

  return routes;
}
