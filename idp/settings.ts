import { z } from "zod";

/**
 * The staff identity provider's settings (decision 140), from its environment, validated
 * once at start: a bad value stops it with a message naming the variable.
 *
 * - `IDP_PORT` (3200), `IDP_HOST` (127.0.0.1): where it listens.
 * - `IDP_ISSUER` (`http://127.0.0.1:<IDP_PORT>`): its issuer identifier, the URL clients discover it at.
 * - `IDP_CLIENT_ID` (`portal`), `IDP_CLIENT_SECRET`, `IDP_REDIRECT_URIS`,
 *   `IDP_POST_LOGOUT_REDIRECT_URIS`: the one client it knows, the portal: a confidential
 *   client (its secret sent with HTTP Basic), allowed back only to those addresses.
 * - `IDP_AUDIENCE` (`urn:nodo-sur:api`): the provider API's identifier, the only resource it
 *   issues access tokens for.
 * - `IDP_JWKS`: its signing keys, a JSON Web Key Set with the private parts; unset, an RSA
 *   key is made for the run (tokens signed before a restart then stop verifying).
 */

const absoluteUrl = (what: string) =>
  z
    .url({ protocol: /^https?$/, error: `expected ${what}: an absolute http(s) URL` })
    .refine((value) => !value.includes("#"), { error: `expected ${what} without a fragment` });

const urlList = (what: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(absoluteUrl(what)));

/** One private key of the set: RSA or elliptic-curve, with its private part. */
const privateKey = z
  .object({
    kty: z.enum(["RSA", "EC"], { error: "expected RSA or EC keys" }),
    d: z.string({ error: "expected private keys (with their d)" }).min(1, "expected private keys (with their d)"),
  })
  .loose()
  .refine((key) => !("use" in key) || key.use === "sig", { error: "expected signing keys (use: sig)" });

const jwks = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: 'expected a JSON Web Key Set: {"keys": [ … ]}' });
      return z.NEVER;
    }
  })
  .pipe(z.object({ keys: z.array(privateKey).min(1, "expected at least one key") }));

const SettingsSchema = z
  .object({
    IDP_PORT: z.coerce
      .number({ error: "expected a port number" })
      .int("expected a port number")
      .min(1, "expected a port number between 1 and 65535")
      .max(65535, "expected a port number between 1 and 65535")
      .default(3200),
    IDP_HOST: z.string().trim().min(1).default("127.0.0.1"),
    IDP_ISSUER: absoluteUrl("the issuer")
      .refine((value) => !new URL(value).search, { error: "expected the issuer without a query" })
      .optional(),
    IDP_CLIENT_ID: z
      .string()
      .regex(/^[\w.:-]{1,100}$/, { error: "expected a client id: letters, digits, '.', ':', '-' or '_'" })
      .default("portal"),
    IDP_CLIENT_SECRET: z
      .string({ error: "required: the portal's client secret, at least 32 characters" })
      .regex(/^[\x21-\x7e]+$/, { error: "expected printable characters without spaces" })
      .min(32, "expected at least 32 characters (e.g. openssl rand -hex 32)"),
    IDP_REDIRECT_URIS: urlList("a redirect URI").refine((uris) => uris.length > 0, {
      error: "expected the portal's sign-in return address(es), comma-separated",
    }),
    IDP_POST_LOGOUT_REDIRECT_URIS: urlList("a post-logout redirect URI").default([]),
    IDP_AUDIENCE: z
      .string()
      .refine((value) => URL.canParse(value) && !value.includes("#"), {
        error: "expected an absolute URI without a fragment, e.g. urn:nodo-sur:api or https://api.provider.example",
      })
      .default("urn:nodo-sur:api"),
    IDP_JWKS: jwks.optional(),
  })
  .transform((settings) => ({
    ...settings,
    IDP_ISSUER: (settings.IDP_ISSUER ?? `http://127.0.0.1:${settings.IDP_PORT}`).replace(/\/$/, ""),
  }));

export type Settings = z.output<typeof SettingsSchema>;

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** The settings of an environment; a SettingsError lists every bad variable. Empty means unset. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = SettingsSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${String(issue.path[0] ?? "(environment)")}: ${issue.message}`);
  throw new SettingsError(`Invalid staff identity provider settings:\n${lines.join("\n")}`);
}
