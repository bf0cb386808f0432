import { href, redirect } from "react-router";
import type { Route } from "./+types/pago-retorno";
import { pageUrl } from "~/utils/request-scope.server";
import { routeId } from "~/utils/route-id";

/**
 * Where the payment site sends the customer back, with `?payment_id=&status=` added.
 * Only the id is read, to know which payment to ask the API about; the `status` in the
 * address is never believed (docs/design.md#customer-area). A payment that is not the customer's is a 404
 * on the next page, which asks the API.
 */
export function loader({ request }: Route.LoaderArgs) {
  const id = routeId(pageUrl(request).searchParams.get("payment_id"));
  return redirect(
    id === null ? href("/mi-cuenta/mis-pagos") : href("/mi-cuenta/facturacion/pago/:id", { id: String(id) }),
  );
}
