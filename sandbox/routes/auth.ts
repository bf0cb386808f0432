import { Hono } from "hono";
import {
  CustomerLoginRequest,
  ForgotPasswordRequest,
  PasswordLoginRequest,
  ResetPasswordRequest,
} from "../../contract/auth.ts";
import { maskEmail } from "../../contract/masking.ts";
import { recordActivity } from "../activity.ts";
import type { CustomerRow, Sandbox, SandboxEnv } from "../context.ts";
import { one, run } from "../db.ts";
import { ApiProblem, fieldProblem, readJson } from "../http.ts";
import { clearLoginFailures, recordLoginFailure, refuseWhenLocked, TOO_MANY_ATTEMPTS } from "../login-failures.ts";
import { consume, sendPasswordReset } from "../one-time.ts";
import { hashPassword, hashToken, verifyPassword } from "../secrets.ts";
import {
  SESSION_EXPIRED,
  customerOfRequest,
  issueAccessToken,
  revokeAccessToken,
  revokeAccessTokens,
} from "../sessions.ts";

/** `/auth/...` and `/mails/verify/...`: signing in and proving who you are. */

export const MESSAGES = {
  unknownCustomer: "El DNI no es correcto o no se encuentra registrado",
  wrongPassword: "La identificación o la contraseña no son correctas",
  hasPassword: "Ingresá tu contraseña para continuar",
  tooManyAttempts: TOO_MANY_ATTEMPTS,
  resetSent:
    "Si la identificación está registrada, te enviamos un correo con los pasos para crear una nueva contraseña.",
};

export function authRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  const findCustomer = (identification: string) =>
    one<CustomerRow>(
      db,
      "SELECT id, identification, kind, name, password_hash FROM customers WHERE identification = ?",
      [identification],
    );

  routes.post("/auth/customers", async (c) => {
    const { identification } = await readJson(c, CustomerLoginRequest);
    await refuseWhenLocked(sandbox, identification);
    const customer = await findCustomer(identification);
    // Only wrong passwords count towards the lock: anyone can type an identification, and
    // locking it would lock its owner out (the portal limits guessing per client address).
    if (!customer) throw new ApiProblem(403, MESSAGES.unknownCustomer);
    // Not a failure: the portal asks for the password and tries /auth/login.
    if (customer.password_hash) throw new ApiProblem(406, MESSAGES.hasPassword);
    // Quick access (decision 097): an identification is close to public, so it proves nothing.
    const token = await issueAccessToken(sandbox, customer.id);
    await recordActivity(sandbox, c, "sign_in_quick_access", "Ingreso con DNI o CUIT (acceso rápido)", {
      customerId: customer.id,
      agentNumber: null,
    });
    return c.json(token);
  });

  routes.post("/auth/login", async (c) => {
    const { user, password } = await readJson(c, PasswordLoginRequest);
    await refuseWhenLocked(sandbox, user);
    const customer = await findCustomer(user);
    const valid = customer?.password_hash ? await verifyPassword(password, customer.password_hash) : false;
    if (!customer?.password_hash) throw new ApiProblem(401, MESSAGES.wrongPassword);
    if (!valid) {
      await recordLoginFailure(sandbox, user);
      throw new ApiProblem(401, MESSAGES.wrongPassword);
    }
    await clearLoginFailures(sandbox, user);
    // The password proves who signs in: the session starts verified (decision 097).
    const token = await issueAccessToken(sandbox, customer.id, { proved: true });
    await recordActivity(sandbox, c, "sign_in_password", "Ingreso con contraseña", {
      customerId: customer.id,
      agentNumber: null,
    });
    return c.json(token);
  });

  // Signing out: the token it is called with stops working, so a copied session cookie
  // is worth nothing afterwards. Other sessions of the customer stay open.
  routes.post("/auth/logout", async (c) => {
    const authorization = c.req.header("Authorization");
    if (!(await customerOfRequest(sandbox, authorization))) throw new ApiProblem(401, SESSION_EXPIRED);
    await revokeAccessToken(sandbox, authorization);
    return c.json({ message: "Sesión cerrada" });
  });

  // The same answer whether or not the identification exists, so it reveals nothing.
  routes.post("/auth/forgot-password", async (c) => {
    const { identification } = await readJson(c, ForgotPasswordRequest);
    const customer = await findCustomer(identification);
    const email = customer
      ? await one<{ value: string }>(
          db,
          "SELECT value FROM contacts WHERE customer_id = ? AND type = 'email' ORDER BY verified DESC, id LIMIT 1",
          [customer.id],
        )
      : undefined;
    if (customer && email) await sendPasswordReset(sandbox, customer, email.value);
    return c.json({ message: MESSAGES.resetSent });
  });

  routes.post("/auth/reset-password", async (c) => {
    const { token, password } = await readJson(c, ResetPasswordRequest);
    const used = await consume(sandbox, "password_reset", hashToken(token));
    if (!used) throw fieldProblem("token", "El enlace no es válido o ya venció. Pedí uno nuevo.");
    await run(db, "UPDATE customers SET password_hash = ? WHERE id = ?", [
      await hashPassword(password),
      used.customer_id,
    ]);
    // Whoever had the old password may hold a session: end them all.
    await revokeAccessTokens(sandbox, used.customer_id);
    await run(
      db,
      "DELETE FROM login_failures WHERE identification = (SELECT identification FROM customers WHERE id = ?)",
      [used.customer_id],
    );
    await recordActivity(sandbox, c, "password_reset", "Contraseña nueva con el enlace enviado por correo", {
      customerId: used.customer_id,
      agentNumber: null,
    });
    return c.json({ message: "Listo, ya podés ingresar con tu nueva contraseña." });
  });

  routes.post("/mails/verify/:token/process", async (c) => {
    const used = await consume(sandbox, "email_verification", hashToken(c.req.param("token")));
    if (!used?.contact_id) throw new ApiProblem(400, "El enlace de verificación no es válido o ya fue usado.");
    await run(db, "UPDATE contacts SET verified = 1 WHERE id = ?", [used.contact_id]);
    const contact = await one<{ value: string }>(db, "SELECT value FROM contacts WHERE id = ?", [used.contact_id]);
    await recordActivity(
      sandbox,
      c,
      "contact_verified",
      `Contacto verificado con el enlace: ${maskEmail(contact?.value ?? "")}`,
      { customerId: used.customer_id, agentNumber: null },
    );
    return c.json({ message: "¡Listo! Verificamos tu correo electrónico.", email: contact?.value ?? "" });
  });

  return routes;
}
