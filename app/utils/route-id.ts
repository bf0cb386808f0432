/**
 * A route's `:id` (or an id in a query, the payment site's `payment_id`) as the number it
 * names: a plain positive whole number, as this site writes it; anything else is no id at
 * all, null, and the caller answers it as it answers an id that is not the customer's (a
 * page's 404, `notFound(request)`; a file's plain 404).
 */
export function routeId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
