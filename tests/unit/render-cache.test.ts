import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { EntryContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { cachedRender, clearRenderCache, keepRender, renderKey } from "~/utils/render-cache.server";

const URL_ = "http://portal.test/planes";

function request(headers: Record<string, string> = {}, method = "GET") {
  return new Request(URL_, { method, headers });
}

function context(loaderData: unknown, extra: { actionData?: unknown; errors?: unknown; isSpaMode?: boolean } = {}) {
  return {
    isSpaMode: extra.isSpaMode ?? false,
    staticHandlerContext: { loaderData, actionData: extra.actionData ?? null, errors: extra.errors ?? null },
  } as unknown as EntryContext;
}

const DATA = {
  root: { toasts: [], signedIn: false },
  "routes/planes/index": { plans: [{ id: 1, name: "Internet 100" }] },
};

/** Renders (as the entry does) through the keeper, and answers what went out. */
async function render(key: string, nonce: string, html: string, fail = false) {
  const keeper = keepRender(key, nonce);
  if (fail) keeper.discard();
  let out = "";
  keeper.stream.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await pipeline(Readable.from([Buffer.from(html.slice(0, 10)), Buffer.from(html.slice(10))]), keeper.stream);
  return out;
}

beforeEach(() => clearRenderCache());

describe("render cache (decision 082)", () => {
  it("gives the same key to the same anonymous page, and another one when anything it is made of differs", () => {
    const key = renderKey(request(), context(DATA), 200, "es|full");
    expect(key).toBeTypeOf("string");
    expect(renderKey(request({ Cookie: "lng=ImVzIg%3D%3D; version=liviana" }), context(DATA), 200, "es|full")).toBe(
      key,
    );
    const others = [
      renderKey(request(), context(DATA), 200, "en|full"),
      renderKey(request(), context(DATA), 200, "es|light"),
      renderKey(request(), context({ ...DATA, "routes/planes/index": { plans: [] } }), 200, "es|full"),
      renderKey(new Request(`${URL_}?tipo=tv`), context(DATA), 200, "es|full"),
    ];
    expect(new Set([key, ...others]).size).toBe(5);
  });

  it("keeps nothing of a person, a failure, a form's answer or data that streams later", () => {
    expect(renderKey(request({ Cookie: "__session=abc" }), context(DATA), 200, "es|full")).toBeNull();
    expect(renderKey(request({ Cookie: "lng=es; __toast=x" }), context(DATA), 200, "es|full")).toBeNull();
    expect(renderKey(request({ Cookie: "__hiring=x" }), context(DATA), 200, "es|full")).toBeNull();
    expect(renderKey(request({}, "POST"), context(DATA), 200, "es|full")).toBeNull();
    expect(renderKey(request(), context(DATA), 404, "es|full")).toBeNull();
    expect(renderKey(request(), context(DATA, { actionData: { x: 1 } }), 200, "es|full")).toBeNull();
    expect(renderKey(request(), context(DATA, { errors: { root: new Error("x") } }), 200, "es|full")).toBeNull();
    expect(renderKey(request(), context({ page: { later: Promise.resolve(1) } }), 200, "es|full")).toBeNull();
    expect(renderKey(request(), context({ page: { map: new Map() } }), 200, "es|full")).toBeNull();
  });

  it("serves a kept page with this response's nonce in every place the old one was", async () => {
    const key = renderKey(request(), context(DATA), 200, "es|full")!;
    const html = '<link nonce="OLD+nonce/1=="/><script nonce="OLD+nonce/1==">x</script>';
    expect(await render(key, "OLD+nonce/1==", html)).toBe(html);
    expect(cachedRender(key, "NEW")).toBe('<link nonce="NEW"/><script nonce="NEW">x</script>');
  });

  it("keeps nothing from a render that failed", async () => {
    const key = renderKey(request(), context(DATA), 200, "es|full")!;
    await render(key, "n", "<p>half a page</p>", true);
    expect(cachedRender(key, "m")).toBeUndefined();
  });
});
