import { operationList, pathParameters } from "../../contract/operations.ts";
import { expectStatus } from "../expect.ts";
import { NO_SUCH_ID, newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";

/**
 * Every read of a customer's data refuses a request without a session: no token, or one the
 * API never gave, answers 401 (the portal then signs the customer out and asks them to sign
 * in again). A read that a token only changes (the streaming catalogue) refuses a bad one.
 * Reads only: the kit sends no change without a session.
 */

export async function tokenChecks(kit: Kit) {
  const reads = operationList.filter(
    (operation) => operation.method === "GET" && operation.auth !== "none" && !operation.service,
  );
  for (const operation of reads) {
    await kit.check(operation, "no_token", async () => {
      const params = Object.fromEntries(pathParameters(operation.path).map((name) => [name, NO_SUCH_ID]));
      if (operation.auth === "customer") expectStatus(await kit.api.call(operation, { params }), 401);
      expectStatus(await kit.api.call(operation, { params, token: `no-es-un-token-${newKey()}` }), 401);
    });
  }
}
