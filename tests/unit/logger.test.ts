import { Writable } from "node:stream";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogger, routeConsoleToLogger, scrubLogLine } from "~/utils/logger.server";
import { requestIdContext, requestScope } from "~/utils/request-scope.server";

function capture() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line)),
      );
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
    expect(text.join("")).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/planes\/:id 200 12 ms\n\[\d\d:\d\d:\d\d\] WARN: the API is slow\n$/,
    );
  });

  it("writes JSON lines with an ISO time and the level's name", () => {
    const { lines, logger } = capture();
    logger.info({ reqId: "r1" }, "hello");
    expect(lines).toEqual([
      { level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reqId: "r1", msg: "hello" },
    ]);
  });

  it("redacts cookies and tokens should headers ever be logged", () => {
    const { lines, logger } = capture();
    logger.info({ req: { headers: { cookie: "__session=abc", authorization: "Bearer t0k3n" } } }, "headers");
    expect(JSON.stringify(lines)).not.toMatch(/abc|t0k3n/);
  });

  it("never writes a hand-over code, a bearer token, an API key or a session secret, wherever a URL or a header slipped in (decision 127)", () => {
    const text: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text.push(String(chunk));
        done();
      },
    });
    const apiKey = 'k3y"with\\odd-characters-0123456789abcdef';
    for (const format of ["json", "pretty"] as const) {
      const logger = createLogger(
        { LOG_LEVEL: "info", LOG_FORMAT: format, secrets: [apiKey, "session-secret-0123456789"] },
        stream,
      );
      logger.info(
        { url: "/auth/login?code=c0de-0123456789abcdef&redirectTo=%2Fmi-cuenta" },
        "GET /auth/login?token=t0ken-0123456789abcdef",
      );
      logger.warn(
        { next: "https://portal.example/actions/email-verification?token=m4il-0123456789abcdef&x=1" },
        "fetch /x?a=1&code=c0de2-0123456789",
      );
      logger.error({ err: new Error("header Authorization: Bearer b34rer-0123456789abcdef refused") }, "failed");
      logger.info({ key: apiKey, headers: { "x-api-key": apiKey } }, `the key ${apiKey} and session-secret-0123456789`);
    }
    const written = text.join("");
    for (const secret of [
      "c0de-0123456789abcdef",
      "t0ken-0123456789abcdef",
      "m4il-0123456789abcdef",
      "c0de2-0123456789",
      "b34rer-0123456789abcdef",
      "odd-characters",
      "session-secret-0123456789",
    ]) {
      expect(written).not.toContain(secret);
    }
    // What is left still says what happened.
    expect(written).toContain("/auth/login?[redacted]");
    expect(written).toContain("Bearer [redacted]");
    expect(written).toContain("&x=1");
  });

  it("scrubs lines without touching the rest of them", () => {
    expect(scrubLogLine('{"route":"/auth/login","status":302}')).toBe('{"route":"/auth/login","status":302}');
    expect(scrubLogLine('{"msg":"GET /planes?code=1234567&page=2"}')).toBe(
      '{"msg":"GET /planes?code=[redacted]&page=2"}',
    );
    expect(scrubLogLine('{"msg":"see /auth/login?code=abc#frag"}')).toBe('{"msg":"see /auth/login?[redacted]#frag"}');
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
    expect(lines[0]).toMatchObject({
      level: "error",
      reqId: "req-42",
      msg: "The API status check failed",
      err: { message: "boom" },
    });
    expect(lines[0]!.err.stack).toMatch(/^Error: boom\n\s+at /);
    expect(lines[1]).toMatchObject({ level: "warn", reqId: "req-42", msg: "Home page: banners left out" });
    expect(lines[2]).toMatchObject({ level: "info", msg: "outside any request" });
    expect(lines[2]!.reqId).toBeUndefined();
  });
});
