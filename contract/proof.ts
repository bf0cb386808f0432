import { z } from "zod";
import { Id, IsoDateTime } from "./common.ts";

/**
 * Step-up proof (decision 097; additions to docs/spec.md#calls the provider's real API must offer):
 * `/auth/proof...`. A token from the identification-only sign-in (`POST /auth/customers`)
 * is "quick access"; one from `POST /auth/login` is proved at sign-in. Proving with a
 * one-time code sent to a verified contact, or with the password, makes the token
 * "verified" for a window of activity (15 minutes in the sandbox, each call extending it).
 * Calls that change the account or reveal personal data answer 403 with
 * `reason: "proof_required"` to a token that is not verified (docs/api.md lists them).
 */

export const ProofState = z.enum(["quick_access", "verified"]);
export type ProofState = z.infer<typeof ProofState>;

/** A token's proof, as `GET /info` also tells it. */
export const SessionProof = z.object({
  state: ProofState,
  /** Until when the token stays verified unless it is used again; null for quick access. */
  verified_until: IsoDateTime.nullable(),
});
export type SessionProof = z.infer<typeof SessionProof>;

/** A verified contact a code may go to, masked: `c•••••@example.com`, `+54 9 351 ••• ••01`. */
export const ProofChannel = z.object({
  contact_id: Id,
  type: z.enum(["email", "phone"]),
  masked: z.string(),
});
export type ProofChannel = z.infer<typeof ProofChannel>;

/** `GET /auth/proof`: the token's proof, the ways to prove it, and the code on its way, if any. */
export const ProofStatus = SessionProof.extend({
  has_password: z.boolean(),
  channels: z.array(ProofChannel),
  /** The latest code this token asked for, while it can still be used (not used, expired or tried 5 times). */
  pending_code: ProofChannel.extend({ expires_at: IsoDateTime }).nullable(),
  /** When this token may ask for another code; null when it may now. */
  resend_at: IsoDateTime.nullable(),
});
export type ProofStatus = z.infer<typeof ProofStatus>;

export const SendProofCodeRequest = z.object({
  contact_id: z.number({ error: "Elegí dónde recibir el código" }).int().positive("Elegí dónde recibir el código"),
});
export type SendProofCodeRequest = z.infer<typeof SendProofCodeRequest>;

/** `POST /auth/proof/code`: where the code went, until when it works, and when another may be asked for. */
export const ProofCodeSent = z.object({
  channel: ProofChannel,
  expires_at: IsoDateTime,
  resend_at: IsoDateTime,
});
export type ProofCodeSent = z.infer<typeof ProofCodeSent>;

export const ProofCode = z
  .string({ error: "Ingresá el código" })
  .trim()
  .regex(/^\d{6}$/, "El código tiene 6 números");

/** `POST /auth/proof`: the code just sent, or the password; exactly one of them. */
export const ProveRequest = z
  .object({
    code: ProofCode.optional(),
    password: z.string({ error: "Ingresá tu contraseña" }).min(1, "Ingresá tu contraseña").max(200).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: "Enviá el código o la contraseña",
    path: ["code"],
  });
export type ProveRequest = z.infer<typeof ProveRequest>;

export const ProofResult = z.object({ state: z.literal("verified"), verified_until: IsoDateTime });
export type ProofResult = z.infer<typeof ProofResult>;

/**
 * The machine-readable `reason` of the error bodies of these calls and of the calls that
 * need proof, so a client need not read the Spanish message.
 */
export const ProofReason = z.enum([
  /** 403 on a call that needs proof: the token is quick access, or its verification lapsed. */
  "proof_required",
  /** 400 on `code`: not the code sent (the try counts). */
  "code_invalid",
  /** 400 on `code`: the code's 10 minutes are over. */
  "code_expired",
  /** 400 on `code`: that code already proved this session once. */
  "code_used",
  /** 400 on `code`: five tries with this code; ask for another. */
  "code_attempts_exceeded",
  /** 400 on `code`: no code is on its way for this session. */
  "code_missing",
  /** 429: another code was asked for less than a minute ago (`Retry-After`). */
  "resend_too_soon",
  /** 429: too many codes for this account within the hour (`Retry-After`). */
  "too_many_codes",
  /** 400 on `password`: not the account's password (it counts towards the sign-in lock). */
  "password_invalid",
  /** 409: the account has no password to prove with. */
  "no_password",
]);
export type ProofReason = z.infer<typeof ProofReason>;
