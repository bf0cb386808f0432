import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { CapabilityOrCore } from "../../contract/capabilities";
import { matchOperation, type Operation } from "../../contract/operations";

/**
 * A small HTTP proxy in front of a sandbox that breaks one thing at a time: what a
 * provider's adapter could get wrong, planted so the conformance kit can be shown to catch
 * it. Without a defect it passes everything through, and it remembers every request's
 * method and path (so a test can say which calls the kit made).
 */

export type Exchange = {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
  operation: Operation | undefined;
};

export type Reply = { status: number; headers: Record<string, string>; body: Buffer };

export type Forward = (exchange: Exchange) => Promise<Reply>;

export type Defect = {
  /** What an adapter got wrong, in a few words. */
  name: string;
  /** The check the kit must fail: `operation.check`. */
  fails: string;
  /** The capabilities the kit's run is limited to (what the defect touches). */
  only: CapabilityOrCore[];
  /** Changes the request on its way, or answers in the API's place. */
  request?: (exchange: Exchange) => Exchange | Reply;
  /** Changes the answer on its way back; `forward` sends another request to the API. */
  response?: (exchange: Exchange, reply: Reply, forward: Forward) => Reply | Promise<Reply>;
};

const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "host"]);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startDefectProxy(target: string) {
  let defect: Defect | undefined;
  const requests: { method: string; path: string; apiKey: string | undefined }[] = [];

  const forward: Forward = async (exchange) => {
    const url = `${target}${exchange.path}${exchange.query.size ? `?${exchange.query}` : ""}`;
    const hasBody = !["GET", "HEAD"].includes(exchange.method);
    const response = await fetch(url, {
      method: exchange.method,
      headers: exchange.headers,
      body: hasBody ? new Uint8Array(exchange.body) : undefined,
      redirect: "manual",
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP.has(name)) headers[name] = value;
    });
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://proxy.invalid");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (!HOP.has(name) && typeof value === "string") headers[name] = value;
    const method = request.method ?? "GET";
    requests.push({ method, path: url.pathname, apiKey: headers["x-api-key"] });
    let exchange: Exchange = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: await readBody(request),
      operation: matchOperation(method, url.pathname),
    };
    let reply: Reply | undefined;
    const changed = defect?.request?.(exchange);
    if (changed && "status" in changed) reply = changed;
    else if (changed) exchange = changed;
    reply ??= await forward(exchange);
    if (defect?.response) reply = await defect.response(exchange, reply, forward);
    response.writeHead(reply.status, { ...reply.headers, "content-length": String(reply.body.length) });
    response.end(reply.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`proxy: ${error.message}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request that came through, in order. */
    requests,
    plant(next: Defect | undefined) {
      defect = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type DefectProxy = Awaited<ReturnType<typeof startDefectProxy>>;

/** A reply's JSON body, changed by `edit`; other replies pass as they are. */
export function editJson(reply: Reply, edit: (body: any) => unknown, status = reply.status): Reply {
  if (!/json/.test(reply.headers["content-type"] ?? "")) return reply;
  const body = JSON.parse(reply.body.toString("utf8"));
  const edited = edit(body) ?? body;
  return { status, headers: reply.headers, body: Buffer.from(JSON.stringify(edited)) };
}

export const jsonReply = (status: number, body: unknown): Reply => ({
  status,
  headers: { "content-type": "application/json" },
  body: Buffer.from(JSON.stringify(body)),
});
