import { Writable } from "node:stream";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogger, routeConsoleToLogger } from "~/utils/logger.server";
import { requestIdContext, requestScope } from "~/utils/request-scope.server";

function capture() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split("\n").map((line) => JSON.parse(line)));
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: "info", LOG_FORMAT: "json" }, stream) };
}

describe("the logger", () => {
  it("reads as one short line per request for a person at a terminal (LOG_FORMAT=pretty)", () => {
    const text: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: "info", LOG_FORMAT: "pretty" }, stream);
    logger.info({ reqId: "r1", method: "GET", route: "/planes/:id", status: 200, durationMs: 12 }, "request");
    logger.warn("the API is slow");
    expect(text.join("")).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/planes\/:id 200 12 ms\n\[\d\d:\d\d:\d\d\] WARN: the API is slow\n$/);
  });

  it("writes JSON lines with an ISO time and the level's name", () => {
    const { lines, logger } = capture();
    logger.info({ reqId: "r1" }, "hello");
    expect(lines).toEqual([{ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reqId: "r1", msg: "hello" }]);
  });

  it("redacts cookies and tokens should headers ever be logged", () => {
    const { lines, logger } = capture();
    logger.info({ req: { headers: { cookie: "__session=abc", authorization: "Bearer t0k3n" } } }, "headers");
    expect(JSON.stringify(lines)).not.toMatch(/abc|t0k3n/);
  });

  it("turns console.* into one JSON line each, the error with its stack, under the request's id", async () => {
    const { lines, logger } = capture();
    const target = { error: () => {}, warn: () => {}, info: () => {}, log: () => {} } as unknown as Console;
    const restore = routeConsoleToLogger(logger, target);
    const context = new RouterContextProvider();
    context.set(requestIdContext, "req-42");
    await requestScope({ context, url: new URL("http://localhost/") }, async () => {
      target.error("The API status check failed:", new Error("boom"));
      target.warn("Home page: %s left out", "banners");
      return new Response();
    });
    target.log("outside any request");
    restore();
    target.error("after restore");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: "error", reqId: "req-42", msg: "The API status check failed", err: { message: "boom" } });
    expect(lines[0]!.err.stack).toMatch(/^Error: boom\n\s+at /);
    expect(lines[1]).toMatchObject({ level: "warn", reqId: "req-42", msg: "Home page: banners left out" });
    expect(lines[2]).toMatchObject({ level: "info", msg: "outside any request" });
    expect(lines[2]!.reqId).toBeUndefined();
  });
});
