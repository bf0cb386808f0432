/**
 * The money screens' lists are plain links (`?estado=&pagina=`), so filtering and paging
 * work without JavaScript and every view has an address. What a link says is read
 * leniently: an unknown filter shows everything, a page that is not a number the first.
 */

/** Invoice filters: the word in the address → the API's `status`. */
export const INVOICE_FILTERS = { todas: undefined, impagas: "unpaid", vencidas: "overdue", pagas: "paid" } as const;
/** Payment filters: the word in the address → the API's `status`. */
export const PAYMENT_FILTERS = {
  todos: undefined,
  pendientes: "pending",
  aprobados: "approved",
  rechazados: "rejected",
  cancelados: "cancelled",
} as const;

export const PER_PAGE = 12;
/**
 * Light mode's invoices a page (decision 080's byte budget): half, so a slow phone's list
 * stays under 9 KB now that each row carries both due dates and what it comes to after the
 * first (decision 118); the pager reaches the rest.
 */
export const LIGHT_PER_PAGE = 6;
/** Far more pages than anyone has; keeps `?pagina=99999999` from becoming an absurd API call. */
const MAX_PAGE = 9_999;

type Filters = Record<string, string | undefined>;

export type ListQuery<F extends Filters> = { filter: keyof F & string; page: number };

export function readListQuery<F extends Filters>(url: URL, filters: F): ListQuery<F> {
  const keys = Object.keys(filters) as (keyof F & string)[];
  const wanted = url.searchParams.get("estado");
  const filter = wanted !== null && keys.includes(wanted) ? wanted : keys[0]!;
  const pageParam = url.searchParams.get("pagina") ?? "";
  const page = /^\d{1,4}$/.test(pageParam) ? Math.min(Math.max(Number(pageParam), 1), MAX_PAGE) : 1;
  return { filter, page };
}

/** The address of a list view; the defaults (first filter, first page) are left out. */
export function listHref<F extends Filters>(pathname: string, filters: F, query: ListQuery<F>): string {
  const params = new URLSearchParams();
  if (query.filter !== Object.keys(filters)[0]) params.set("estado", query.filter);
  if (query.page > 1) params.set("pagina", String(query.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function pageCount(total: number, perPage: number) {
  return Math.max(1, Math.ceil(total / perPage));
}
