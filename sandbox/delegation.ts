import type { MiddlewareHandler } from "hono";
import { matchOperation, refusedToReadOnly } from "../contract/operations.ts";
import type { Sandbox, SandboxEnv } from "./context.ts";
import { ApiProblem } from "./http.ts";
import { delegationOf } from "./sessions.ts";

/**
 * What a token an agent holds for a customer may not do (decision 141), enforced before any
 * route runs, for every call the table marks, so a route cannot forget it:
 * - read-only (no consent): nothing but reads and signing out, 403 `read_only`;
 * - with consent or not: nothing that is the customer's alone (`customerOnly`: the password,
 *   a hand-over to another site, proving the session), 403 `customer_only`.
 */

export const READ_ONLY_REFUSED =
  "Sin el permiso del cliente solo podés consultar su cuenta. Para hacer cambios, pedile el código que le enviamos a su contacto verificado.";
export const CUSTOMER_ONLY_REFUSED =
  "Esto lo hace solo el cliente desde su cuenta: no se puede hacer en su nombre desde atención al cliente.";

export function delegationGuard(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const operation = matchOperation(c.req.method, c.req.path);
    if (operation && (operation.customerOnly || refusedToReadOnly(operation))) {
      const access = await delegationOf(sandbox, c.req.header("Authorization"));
      if (access && operation.customerOnly)
        throw new ApiProblem(403, CUSTOMER_ONLY_REFUSED, undefined, undefined, "customer_only");
      if (access === "read_only") throw new ApiProblem(403, READ_ONLY_REFUSED, undefined, undefined, "read_only");
    }
    await next();
  };
}
