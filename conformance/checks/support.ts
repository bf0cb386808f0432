import type { z } from "zod";
import type { Operation } from "../../contract/operations.ts";
import type { CallOptions } from "../api.ts";
import { answered, expectThat, succeeded } from "../expect.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";

/** What the groups of checks share: reading what a check builds on, and walking a paginated list. */

type Output<Op extends Operation> = z.output<Op["success"]["schema"]>;

/**
 * A read a check builds on (the customer's contacts, a claim's slots): its success answer,
 * or the check is not tested. A broken answer is still reported, by the call's `contract`.
 */
export async function read<Op extends Operation>(
  kit: Kit,
  operation: Op,
  options: CallOptions = {},
): Promise<Output<Op>> {
  const answer = await kit.api.call(operation, options);
  const parsed = operation.success.schema.safeParse(answer.body);
  if (answer.status !== operation.success.status || !parsed.success)
    throw new NotTested(`blocked: ${answer.request} answered ${answer.status}`);
  return parsed.data as Output<Op>;
}

/** A read for what a request will name, when its capability is offered and it answers; undefined otherwise. */
export async function readIfOffered<Op extends Operation>(
  kit: Kit,
  operation: Op,
  options: CallOptions = {},
): Promise<Output<Op> | undefined> {
  if (!kit.isOffered(operation.capability)) return undefined;
  return read(kit, operation, options).catch(() => undefined);
}

/** The check `answers`: a valid request gets the success status and a body that parses. */
export const answers = <Op extends Operation>(
  kit: Kit,
  operation: Op,
  options: () => Promise<CallOptions> | CallOptions = () => ({}),
) => kit.check(operation, "answers", async () => succeeded(await kit.api.call(operation, await options())));

type Page<Item> = { data: Item[]; meta: { page: number; per_page: number; total: number } };

/**
 * Every page of a list, `perPage` at a time (not parsed: the call's `contract` check judges the items), as the portal's "Ver más" walks it: each page
 * says what was asked, is full but for the last, and together they hold `meta.total` items,
 * each once. Answers the items in order.
 */
export async function walk<Item extends { id: number }>(
  kit: Kit,
  operation: Operation,
  token: string,
  perPage: number,
  query: Record<string, string> = {},
): Promise<Item[]> {
  const items: Item[] = [];
  let total: number | undefined;
  for (let page = 1; page <= 500; page++) {
    const answer = answered(
      await kit.api.call(operation, { token, query: { ...query, page, per_page: perPage } }),
    ) as Page<Item>;
    const where = `${operation.id} page ${page} (per_page ${perPage})`;
    expectThat(
      Array.isArray(answer.data) && typeof answer.meta === "object" && answer.meta,
      `${where} is not a page: { data, meta }`,
    );
    expectThat(
      answer.meta.page === page && answer.meta.per_page === perPage,
      `${where} answered meta ${JSON.stringify(answer.meta)}`,
    );
    expectThat(
      total === undefined || answer.meta.total === total,
      `${where}: meta.total changed from ${total} to ${answer.meta.total}`,
    );
    total = answer.meta.total;
    items.push(...answer.data);
    const left = total - (page - 1) * perPage;
    expectThat(
      answer.data.length === Math.max(0, Math.min(perPage, left)),
      `${where} held ${answer.data.length} items; ${Math.max(0, Math.min(perPage, left))} were due of ${total}`,
    );
    if (page * perPage >= total) break;
  }
  const ids = items.map((item) => item.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  expectThat(twice === undefined, `${operation.id}: item ${twice} came on two pages`);
  expectThat(items.length === total, `${operation.id}: the pages held ${items.length} items, meta.total says ${total}`);
  return items;
}

/** The list is in the order the table says: `key` never grows from one item to the next (newest first). */
export function expectNewestFirst<Item extends { id: number }>(
  operation: Operation,
  items: Item[],
  key: (item: Item) => string,
  what: string,
) {
  for (let index = 1; index < items.length; index++) {
    const [before, after] = [items[index - 1]!, items[index]!];
    expectThat(
      key(before) >= key(after),
      `${operation.id} lists ${before.id} (${what} ${key(before)}) before ${after.id} (${key(after)}): not newest first`,
    );
  }
}
