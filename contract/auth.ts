import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { Identification } from "./identification.ts";

/** Signing in, password recovery and e-mail verification (`/auth/...`, `/mails/...`). */

export const CustomerLoginRequest = z.object({ identification: Identification });
export type CustomerLoginRequest = z.infer<typeof CustomerLoginRequest>;

export const PasswordLoginRequest = z.object({
  user: Identification,
  password: z.string({ error: "Ingresá tu contraseña" }).min(1, "Ingresá tu contraseña").max(200),
});
export type PasswordLoginRequest = z.infer<typeof PasswordLoginRequest>;

export const AccessToken = z.object({
  access_token: z.string().min(20),
  token_type: z.literal("Bearer"),
  expires_at: IsoDateTime,
});
export type AccessToken = z.infer<typeof AccessToken>;

/** At least 8 characters with a letter and a number: what the provider asks of every password. */
export const NewPassword = z
  .string({ error: "Ingresá una contraseña" })
  .min(8, "La contraseña debe tener al menos 8 caracteres")
  .max(72, "La contraseña debe tener como máximo 72 caracteres")
  .regex(/[A-Za-z]/, "La contraseña debe tener al menos una letra")
  .regex(/\d/, "La contraseña debe tener al menos un número");

/** A new password typed twice; a mismatch is reported on the confirmation. */
export const passwordPair = {
  password: NewPassword,
  password_confirmation: z.string({ error: "Repetí la contraseña" }),
};
export const passwordsMatch: [
  (body: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; message: string },
] = [
  (body) => body.password === body.password_confirmation,
  { path: ["password_confirmation"], message: "Las contraseñas no coinciden" },
];

export const ForgotPasswordRequest = z.object({ identification: Identification });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z
  .object({
    token: z.string({ error: "Falta el código del enlace" }).min(1, "Falta el código del enlace"),
    ...passwordPair,
  })
  .refine(...passwordsMatch);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const EmailVerificationResult = z.object({
  message: z.string(),
  email: z.string(),
});
export type EmailVerificationResult = z.infer<typeof EmailVerificationResult>;

/**
 * A client of the API (decision 127): the portal, or another of the provider's sites, as the
 * API knows it by its credential. Letters, digits, dots, dashes and underscores.
 */
export const ClientId = z
  .string({ error: "Indicá el cliente" })
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, "El cliente no es válido");
export type ClientId = z.infer<typeof ClientId>;

/** `POST /auth/handover`: the client that may redeem the code (the portal's client id at the API). */
export const HandoverCodeRequest = z.object({ client_id: ClientId });
export type HandoverCodeRequest = z.infer<typeof HandoverCodeRequest>;

/** A one-time hand-over code: single use, 60 seconds, redeemable only by the client named when it was made. */
export const HandoverCode = z.object({
  code: z.string().min(16).max(500),
  expires_at: IsoDateTime,
});
export type HandoverCode = z.infer<typeof HandoverCode>;

/** `POST /auth/handover/exchange`: the code, sent server to server by the client it names. */
export const HandoverExchangeRequest = z.object({
  code: z.string({ error: "Falta el código" }).min(1, "Falta el código").max(500, "El código no es válido"),
});
export type HandoverExchangeRequest = z.infer<typeof HandoverExchangeRequest>;
