import { readFileSync } from "node:fs";
import { Agent, type Dispatcher } from "undici";
import { getConfig } from "~/config.server";

/**
 * The portal's own credential toward the API (decision 127): `API_KEY`, sent as
 * `X-Api-Key`, and optionally a client certificate for mutual TLS (`API_CLIENT_CERT`,
 * `API_CLIENT_KEY`, with `API_CA` for the API's own CA). Both go to the API's origin only
 * (the origin of `API_BASE_URL`): a file served elsewhere, a geocoder of another host, a
 * redirect's target never see them.
 *
 * The certificate rides on an undici `Agent` handed to Node's own fetch as its dispatcher.
 * The `undici` package is pinned to the major Node bundles (`process.versions.undici`):
 * a dispatcher of another major does not fit that fetch (tests/unit/client-credential.test.ts).
 */

type Credential = { origin: string; apiKey?: string; dispatcher?: Dispatcher };

let current: Credential | undefined;

function credential(): Credential {
  if (!current) {
    const config = getConfig();
    // The files were checked at start-up with the rest of the configuration.
    const read = (path: string | undefined) => (path ? readFileSync(path, "utf8") : undefined);
    const tls =
      config.API_CLIENT_CERT || config.API_CA
        ? { cert: read(config.API_CLIENT_CERT), key: read(config.API_CLIENT_KEY), ca: read(config.API_CA) }
        : undefined;
    current = {
      origin: new URL(config.API_BASE_URL).origin,
      apiKey: config.API_KEY,
      dispatcher: tls ? new Agent({ connect: tls }) : undefined,
    };
  }
  return current;
}

/** What a request to `url` carries of the portal's credential: nothing unless it goes to the API's own origin. */
export function clientCredentialFor(url: URL): { headers: Record<string, string>; dispatcher?: Dispatcher } {
  const { origin, apiKey, dispatcher } = credential();
  if (url.origin !== origin) return { headers: {} };
  return { headers: apiKey ? { "X-Api-Key": apiKey } : {}, dispatcher };
}

/** Whether an API refusal says the portal's own credential is missing or wrong: the operator's to fix, never the customer's. */
export const isClientCredentialRefusal = (status: number, reason: string | undefined) =>
  status === 401 && (reason === "client_credential_required" || reason === "client_credential_invalid");
