import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { Capability } from "../../contract/capabilities";
import { matchOperation } from "../../contract/operations";

/**
 * An API that lacks a capability, made from the sandbox (decision 126): a proxy in front of
 * it that answers 404 or 501 (no body a client could read, as a gateway's) to every call of
 * the capability it is told is missing, and lists no capabilities in `GET /status`, as an API
 * that never heard of the list. It records every call it is asked, so a test can check
 * that the portal calls nothing the operations' table does not list.
 */
export async function startCapabilityProxy(target: string) {
  let missing: Capability | null = null;
  let answer = 404;
  const calls: { method: string; path: string; operation: string | null }[] = [];

  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain" });
      response.end(String(error));
    });
  });

  async function forward(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", target);
    const method = request.method ?? "GET";
    const operation = matchOperation(method, url.pathname);
    calls.push({ method, path: url.pathname, operation: operation?.id ?? null });
    if (operation && operation.capability === missing) {
      response
        .writeHead(answer, { "Content-Type": "text/plain" })
        .end(answer === 404 ? "Not Found" : "Not Implemented");
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && !["host", "connection", "content-length"].includes(name))
        headers.set(name, value);
    }
    const hasBody = !["GET", "HEAD"].includes(method);
    const upstream = await fetch(url, {
      method,
      headers,
      redirect: "manual",
      ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    if (operation?.id === "checkApiStatus") {
      const { status } = (await upstream.json()) as { status: string };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ status }));
      return;
    }
    const kept: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)) kept[name] = value;
    });
    response.writeHead(upstream.status, kept);
    if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(response);
    else response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The capability whose calls answer 404 (or `status`: 501) from now on; null: none. */
    lack(capability: Capability | null, status: 404 | 501 = 404) {
      missing = capability;
      answer = status;
    },
    /** Every call asked so far, with the operation of the table it is (null: none). */
    calls: () => [...calls],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
