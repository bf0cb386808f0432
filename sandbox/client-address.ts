import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { isIP } from "node:net";
import type { Sandbox, SandboxEnv } from "./context.ts";

/**
 * The address a call is made for, as the account's activity records it (decision 141): the
 * browser's, which the portal forwards in `X-Client-Address`, or else the caller's own
 * connection. The header is believed only from a client the API knows by its key, when it
 * knows any (decision 127): anyone else could name any address. An open sandbox believes
 * it from anyone, as it takes every call. A value that is not an address is ignored.
 */

export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

/** An IPv4 or IPv6 address; an IPv6 zone (`fe80::1%eth0`) names an interface of the sender's own, not a client. */
const isAddress = (value: string) => isIP(value) !== 0 && !value.includes("%");

/** `::ffff:203.0.113.7`, how Node names an IPv4 caller on a dual-stack socket, is `203.0.113.7`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

export function clientAddress(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  const open = Object.keys(sandbox.clients).length === 0;
  return async (c, next) => {
    const forwarded = c.req.header(CLIENT_ADDRESS_HEADER)?.trim() ?? "";
    let address: string | null = null;
    if ((open || c.get("client")) && isAddress(forwarded)) address = plain(forwarded);
    else {
      try {
        const own = getConnInfo(c).remote.address;
        address = own && isAddress(own) ? plain(own) : null;
      } catch {
        // Called without a connection (the app's fetch in a test): not known.
      }
    }
    c.set("clientAddress", address);
    await next();
  };
}
