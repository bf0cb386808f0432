import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Cookie, CookieSerializeOptions } from "react-router";

/**
 * Sealed cookies: the value is encrypted and authenticated (AES-256-GCM), so the browser
 * can neither read nor change it. For cookies that hold personal data or credentials
 * (the session's API token, the hiring draft's DNI and phone); a signed cookie would keep
 * them readable to anything that sees the cookie.
 *
 * Keys come from `SESSION_SECRET`, a list newest first: values are sealed with the first
 * and opened with any, so a rotation signs nobody out. Each cookie name gets keys of its
 * own, so one cookie's value cannot be replayed as another's.
 */

const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: string) {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "nodo-sur sealed cookie", purpose, 32));
    keys.set(id, key);
  }
  return key;
}

/** Encrypts `value` (anything JSON can carry) under the newest secret. */
export function seal(value: unknown, secrets: readonly string[], purpose: string): string {
  const secret = secrets[0];
  if (!secret) throw new Error("sealing needs at least one secret");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

export type Opened = {
  value: unknown;
  /** Sealed under an older secret: worth sealing again under the newest. */
  rotated: boolean;
};

/** The value, or null for anything this server did not seal: tampered, cut short, another key. */
export function unseal(sealed: string, secrets: readonly string[], purpose: string): Opened | null {
  if (!sealed.startsWith(`${VERSION}.`)) return null;
  const bytes = Buffer.from(sealed.slice(VERSION.length + 1), "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  for (const [index, secret] of secrets.entries()) {
    try {
      const decipher = createDecipheriv(ALGORITHM, keyFor(secret, purpose), iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      return { value: JSON.parse(plain), rotated: index > 0 };
    } catch {
      // Not this secret's: try the next one.
    }
  }
  return null;
}

type Attributes = {
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
  /** Seconds. */
  maxAge?: number;
  expires?: Date;
};

export type SealedCookie = Cookie & {
  /** The cookie's value with how it was sealed; null when absent or not ours. */
  open(cookieHeader: string | null): Opened | null;
};

/**
 * A React Router `Cookie` whose value is sealed: it plugs into `createCookieSessionStorage`
 * and reads and writes like `createCookie`. Reading never throws: a cookie that does not
 * open is no cookie.
 */
export function createSealedCookie(
  name: string,
  { secrets, ...defaults }: Attributes & { secrets: readonly string[] },
): SealedCookie {
  const attributes: Attributes = { path: "/", sameSite: "lax", ...defaults };
  const open = (cookieHeader: string | null) => {
    const raw = cookieHeader ? readCookie(cookieHeader, name) : undefined;
    return raw ? unseal(raw, secrets, name) : null;
  };
  return {
    name,
    isSigned: true,
    get expires() {
      return attributes.maxAge !== undefined ? new Date(Date.now() + attributes.maxAge * 1000) : attributes.expires;
    },
    open,
    async parse(cookieHeader) {
      return open(cookieHeader)?.value ?? null;
    },
    async serialize(value, options?: CookieSerializeOptions) {
      const sealed = value === "" ? "" : seal(value, secrets, name);
      return serializeCookie(name, sealed, { ...attributes, ...pick(options) });
    },
  };
}

/** The first value of `name` in a Cookie header. */
function readCookie(header: string, name: string) {
  for (const pair of header.split(";")) {
    const index = pair.indexOf("=");
    if (index !== -1 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

// Only the attributes these cookies use; anything else a caller passes is ignored.
function pick(options: CookieSerializeOptions | undefined): Attributes {
  if (!options) return {};
  const picked: Attributes = {};
  for (const key of ["path", "domain", "httpOnly", "secure", "maxAge", "expires"] as const) {
    if (key in options) (picked as Record<string, unknown>)[key] = options[key];
  }
  if ("sameSite" in options) {
    const sameSite = options.sameSite;
    picked.sameSite = sameSite === true ? "strict" : sameSite === false ? undefined : sameSite;
  }
  return picked;
}

function serializeCookie(name: string, value: string, attributes: Attributes) {
  const parts = [`${name}=${value}`];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  if (attributes.path) parts.push(`Path=${attributes.path}`);
  if (attributes.expires) parts.push(`Expires=${attributes.expires.toUTCString()}`);
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  if (attributes.sameSite)
    parts.push(`SameSite=${attributes.sameSite[0]!.toUpperCase()}${attributes.sameSite.slice(1)}`);
  return parts.join("; ");
}
