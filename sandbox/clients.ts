import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { ClientId } from "../contract/auth.ts";
import { matchOperation } from "../contract/operations.ts";
import type { SandboxEnv } from "./context.ts";
import { ApiProblem } from "./http.ts";

/**
 * The API's clients and their keys (decision 127): `SANDBOX_CLIENT_KEYS`, or
 * `startSandbox({ clients })`. With none the sandbox is open, as before. With some, every
 * operation the contract marks `clientOnly` (identification-only sign-in, the hand-over's
 * exchange, the public writes) answers 401 without a known `X-Api-Key`; the rule follows the
 * table (`contract/operations.ts`), so an operation marked there is refused here too.
 */

/** Client id → its key. */
export type ClientKeys = Readonly<Record<string, string>>;

/** A key shorter than this is refused: it must not be guessable (the portal asks the same of `API_KEY`). */
export const MIN_KEY_LENGTH = 32;
const KEY = /^[\x21-\x7e]+$/;

export const CLIENT_CREDENTIAL_REQUIRED = "Esta operación necesita la credencial del cliente.";
export const CLIENT_CREDENTIAL_INVALID = "La credencial del cliente no es válida.";

/**
 * Reads `clientId:key,clientId2:key2`; throws with a message naming what is wrong (never
 * the key itself: the message may reach a log).
 */
export function parseClientKeys(text: string): ClientKeys {
  const clients: Record<string, string> = {};
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(":");
    const id = separator > 0 ? entry.slice(0, separator) : "";
    const key = separator > 0 ? entry.slice(separator + 1) : "";
    if (!ClientId.safeParse(id).success)
      throw new Error("expected clientId:key entries, the id of letters, digits, dots, dashes or underscores");
    if (key.length < MIN_KEY_LENGTH || !KEY.test(key))
      throw new Error(`the key of ${id} must have at least ${MIN_KEY_LENGTH} characters, without spaces or commas`);
    if (id in clients) throw new Error(`the client ${id} is named twice`);
    clients[id] = key;
  }
  return clients;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who a request's `X-Api-Key` names: every known key is compared (in constant time, by
 * their hashes) so the time taken tells nothing about which came close.
 */
function clientOf(keys: readonly { id: string; hash: Buffer }[], presented: string): string | undefined {
  const hash = digest(presented);
  let found: string | undefined;
  for (const client of keys) if (timingSafeEqual(client.hash, hash)) found ??= client.id;
  return found;
}

/**
 * Names the request's client (`c.get("client")`, for the hand-over's binding) and refuses a
 * `clientOnly` operation without a known key: 401 `client_credential_required` when none is
 * sent, `client_credential_invalid` when the key is unknown (an operator reads which, from
 * the portal's log, without guessing). Other calls ignore the key.
 */
export function clientCredentials(clients: ClientKeys): MiddlewareHandler<SandboxEnv> {
  const keys = Object.entries(clients).map(([id, key]) => ({ id, hash: digest(key) }));
  return async (c, next) => {
    if (keys.length === 0) return next();
    const presented = c.req.header("X-Api-Key");
    const client = presented ? clientOf(keys, presented) : undefined;
    if (client) c.set("client", client);
    if (!client && matchOperation(c.req.method, c.req.path)?.clientOnly) {
      throw presented
        ? new ApiProblem(401, CLIENT_CREDENTIAL_INVALID, undefined, undefined, "client_credential_invalid")
        : new ApiProblem(401, CLIENT_CREDENTIAL_REQUIRED, undefined, undefined, "client_credential_required");
    }
    await next();
  };
}
