import { describe, expect, it } from "vitest";
import { ApiError, CONNECTION_ERROR, GENERIC_ERROR, OFFLINE_ERROR } from "~/api/transport.server";
import { isApiError } from "~/api/failures.server";

const call = "listConnections (GET /v2/customers/current/conexiones)";

describe("an API failure in the logs", () => {
  it("is told in English, without the Spanish message meant for people", () => {
    const cases = [
      [
        new ApiError({ status: 502, statusText: "Bad Gateway", message: GENERIC_ERROR, kind: "response", call }),
        `${call}: answered 502`,
      ],
      [
        new ApiError({
          status: 500,
          statusText: "Internal Server Error",
          message: CONNECTION_ERROR,
          kind: "connection",
          call,
        }),
        `${call}: no answer`,
      ],
      [
        new ApiError({
          status: 500,
          statusText: "Internal Server Error",
          message: CONNECTION_ERROR,
          kind: "connection",
          call,
          timedOut: true,
        }),
        `${call}: timed out`,
      ],
      [
        new ApiError({ status: 503, statusText: "Service Unavailable", message: OFFLINE_ERROR, kind: "offline", call }),
        `${call}: not sent, the API is flagged offline`,
      ],
    ] as const;
    for (const [error, summary] of cases) {
      expect(error.summary).toBe(summary);
      expect(error.summary).not.toContain(error.message);
    }
  });
});

describe("what an API failure was", () => {
  const refused = new ApiError({
    status: 409,
    statusText: "Conflict",
    message: "Ya se reinició hace poco",
    reason: "restart_too_soon",
    kind: "response",
    call,
  });

  it("is asked one way: isApiError, by status and reason when given", () => {
    expect(isApiError(refused)).toBe(true);
    expect(isApiError(refused, 409)).toBe(true);
    expect(isApiError(refused, 409, "restart_too_soon")).toBe(true);
    expect(isApiError(refused, 409, "equipment_offline")).toBe(false);
    expect(isApiError(refused, 404)).toBe(false);
    expect(isApiError(new Error("a bug"))).toBe(false);
    expect(isApiError({ status: 409, reason: "restart_too_soon" }, 409)).toBe(false);
  });
});
