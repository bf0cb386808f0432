import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PlanList } from "../../contract/public";
import { getCustomerInfo } from "~/api/customer.server";
import { loginWithIdentification, loginWithPassword } from "~/api/auth.server";
import { listPlans, recordSalesAttempt, validateCustomer } from "~/api/public.server";
import { checkApiStatus, resetApiStatus } from "~/api/status.server";
import { operations } from "../../contract/operations";
import { isOffered, resetCapabilities } from "~/api/capabilities.server";
import { parseConfig } from "~/config.server";
import { ApiContractError, ApiError, RETRIED_STATUSES, apiRequest } from "~/api/transport.server";
import { metrics } from "~/utils/metrics.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { startTestSandbox } from "../sandbox/harness";
import { getLogger } from "~/utils/logger.server";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let options: { baseUrl: string; timeoutMs: number };
beforeAll(async () => {
  sandbox = await startTestSandbox({ faults: true });
  // The API the configuration names (its origin is where the portal's credential may go, decision 127).
  vi.stubEnv("API_BASE_URL", sandbox.url);
  options = { baseUrl: sandbox.url, timeoutMs: 2000 };
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  resetApiStatus();
  await sandbox.client.call("POST", "/__faults/reset");
});

const fault = (rule: { method: string; path: string; status?: number; delay_ms?: number; times?: number }) =>
  sandbox.client.call("POST", "/__faults/rules", { json: rule });
const received = async (method: string, path: string) =>
  ((await sandbox.client.call("GET", "/__faults/requests")).body.counts[`${method} ${path}`] ?? 0) as number;
const totalReceived = async () =>
  Object.values((await sandbox.client.call("GET", "/__faults/requests")).body.counts as Record<string, number>).reduce(
    (sum, n) => sum + n,
    0,
  );

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const statuses = [...RETRIED_STATUSES];

describe("retries", () => {
  it("retries exactly the statuses of docs/design.md#api-client", () => {
    expect(statuses).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  for (const status of statuses) {
    it(`retries a GET once on ${status}, then gives up`, async () => {
      await fault({ method: "GET", path: "/p/planes", status, times: 5 });
      const error = await failure(listPlans(options));
      expect(error.status).toBe(status);
      expect(await received("GET", "/p/planes")).toBe(2);
    });
  }

  it("answers the retry's success when the first GET failed", async () => {
    await fault({ method: "GET", path: "/p/planes", status: 503, times: 1 });
    expect(PlanList.parse(await listPlans(options)).length).toBeGreaterThan(0);
    expect(await received("GET", "/p/planes")).toBe(2);
  });

  // A write of each method the table has (no operation uses PATCH).
  for (const operation of [
    operations.recordSalesAttempt,
    operations.updateMainContacts,
    operations.cancelAutomaticDebit,
  ]) {
    it(`never sends a ${operation.method} twice, whatever the status`, async () => {
      for (const status of statuses) await fault({ method: operation.method, path: operation.path, status, times: 1 });
      for (const status of statuses) {
        const error = await failure(apiRequest(operation, { body: {} }, { ...options, token: "any" }));
        expect(error.status).toBe(status);
      }
      expect(await received(operation.method, operation.path)).toBe(statuses.length);
    });
  }

  it("does not retry a 400 or a 404", async () => {
    await fault({ method: "GET", path: "/p/planes", status: 400, times: 5 });
    expect((await failure(listPlans(options))).status).toBe(400);
    expect(await received("GET", "/p/planes")).toBe(1);
    await fault({ method: "GET", path: "/p/localidades", status: 404, times: 5 });
    expect((await failure(apiRequest(operations.listLocalities, {}, options))).status).toBe(404);
    expect(await received("GET", "/p/localidades")).toBe(1);
  });
});

describe("errors", () => {
  it("carries the status, status text, the server's message and its messages per field", async () => {
    const error = await failure(validateCustomer("12", options));
    expect(error).toMatchObject({
      status: 400,
      statusText: "Bad Request",
      kind: "response",
      message: "Revisá los datos ingresados",
    });
    expect(error.errors?.dni).toEqual(["El DNI debe tener 7 u 8 números, sin puntos"]);
    expect(error.call).toBe("validateCustomer (POST /p/utils/validator/validate-customer)");
  });

  it("fails at once with 503 while the status monitor says offline, sending nothing", async () => {
    await sandbox.client.call("PUT", "/__faults/status", { json: { status: "offline" } });
    expect(await checkApiStatus(options)).toBe("offline");
    await sandbox.client.call("DELETE", "/__faults/requests");
    const error = await failure(listPlans(options));
    expect(error).toMatchObject({ status: 503, message: "El sistema esta en mantenimiento", kind: "offline" });
    const post = await failure(recordSalesAttempt({} as never, options));
    expect(post.status).toBe(503);
    expect(await totalReceived()).toBe(0);

    await sandbox.client.call("PUT", "/__faults/status", { json: { status: "online" } });
    expect(await checkApiStatus(options)).toBe("online");
    expect((await listPlans(options)).length).toBeGreaterThan(0);
  });

  it("turns a refused connection into 500 'Error de conexión'", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await failure(listPlans({ baseUrl: `http://127.0.0.1:${closedPort}`, timeoutMs: 1000 }));
    expect(error).toMatchObject({ status: 500, message: "Error de conexión", kind: "connection", timedOut: false });
  });

  it("counts a timeout as a connection failure: a GET is tried twice, a POST once", async () => {
    await fault({ method: "GET", path: "/p/planes", delay_ms: 600, times: 2 });
    const slow = { ...options, timeoutMs: 150 };
    expect(await failure(listPlans(slow))).toMatchObject({ status: 500, message: "Error de conexión", timedOut: true });
    expect(await received("GET", "/p/planes")).toBe(2);

    await fault({ method: "POST", path: "/auth/customers", delay_ms: 600, times: 2 });
    expect((await failure(loginWithIdentification("20304050", slow))).message).toBe("Error de conexión");
    expect(await received("POST", "/auth/customers")).toBe(1);
  });

  it("keeps a page's calls, the retry included, within the page's deadline (decision 076)", async () => {
    await fault({ method: "GET", path: "/p/planes", delay_ms: 1500, times: 2 });
    const started = Date.now();
    // Each attempt alone would be allowed 2 s, two of them 4 s: the deadline cuts at 600 ms.
    const error = await runInRequestScope({ requestId: "", apiBudgetMs: 600 }, () => failure(listPlans(options)));
    const took = Date.now() - started;
    expect(error).toMatchObject({ kind: "connection", timedOut: true });
    expect(took).toBeGreaterThanOrEqual(550);
    expect(took).toBeLessThan(1000);
    // No time was left for the retry.
    expect(await received("GET", "/p/planes")).toBe(1);
  });

  it("starts the page's clock at its first API call, and counts every call after it", async () => {
    await runInRequestScope({ requestId: "", apiBudgetMs: 600 }, async () => {
      // Time spent before the first call (reading an upload) is not the API's.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await listPlans(options)).length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 650));
      expect(await failure(listPlans(options))).toMatchObject({ kind: "connection", timedOut: true });
    });
    expect(await received("GET", "/p/planes")).toBe(1);
  });

  it("does not cut a write short by the page's deadline, only by the timeout, and gives the reads after it a budget anew", async () => {
    await fault({ method: "POST", path: "/auth/customers", delay_ms: 800, times: 1 });
    await runInRequestScope({ requestId: "", apiBudgetMs: 300 }, async () => {
      // A read first starts the clock; the write outlasts the budget and still answers.
      expect((await listPlans(options)).length).toBeGreaterThan(0);
      expect((await loginWithIdentification("20304050", options)).access_token).toBeTruthy();
      // The reads after it (the page the form leads to) get the whole budget again.
      expect((await listPlans(options)).length).toBeGreaterThan(0);
    });
  });

  it("sends nothing once the page's deadline has passed", async () => {
    const error = await runInRequestScope({ requestId: "", apiBudgetMs: 600, deadline: Date.now() - 1 }, () =>
      failure(listPlans(options)),
    );
    expect(error).toMatchObject({ kind: "connection", timedOut: true });
    expect(await totalReceived()).toBe(0);
  });

  it("retries a failed GET while the deadline leaves time for it", async () => {
    await fault({ method: "GET", path: "/p/planes", status: 500, times: 1 });
    const plans = await runInRequestScope({ requestId: "", apiBudgetMs: 5000 }, () => listPlans(options));
    expect(plans.length).toBeGreaterThan(0);
    expect(await received("GET", "/p/planes")).toBe(2);
  });

  it("names the call when an answer does not match the contract", async () => {
    await withWrongAnswers(async (baseUrl) => {
      const error = await apiRequest(operations.listPlans, {}, { ...options, baseUrl }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiContractError);
      expect((error as Error).message).toMatch(
        /^The API's answer to listPlans \(GET \/p\/planes\) does not match the contract: 0\.id: /,
      );
    });
  });

  it("tells a capability the API lacks (decision 126): a 404 from a call without a parameter, or a 501; never a record's 404, a 404 the contract gives, or the core's", async () => {
    resetCapabilities();
    const quiet = vi.spyOn(getLogger(), "warn").mockImplementation(() => undefined);
    try {
      await fault({ method: "GET", path: "/v3/informe/pagos", status: 404, times: 1 });
      await fault({ method: "GET", path: "/v3/tickets/7", status: 404, times: 1 });
      await fault({ method: "GET", path: "/v2/customers/current/conexiones/3/equipment", status: 501, times: 1 });
      await fault({ method: "GET", path: "/p/planes", status: 404, times: 1 });
      await fault({ method: "POST", path: "/v2/services/dgo/stop-subscription", status: 404, times: 1 });
      const session = { ...options, token: "any" };
      expect(await failure(apiRequest(operations.listPaymentReports, {}, session))).toMatchObject({
        status: 404,
        notOffered: true,
      });
      expect(await failure(apiRequest(operations.getClaim, { params: { id: 7 } }, session))).toMatchObject({
        status: 404,
        notOffered: false,
      });
      expect(await failure(apiRequest(operations.getEquipment, { params: { id: 3 } }, session))).toMatchObject({
        status: 501,
        notOffered: true,
      });
      expect(await failure(listPlans(options))).toMatchObject({ status: 404, notOffered: false });
      // No subscription to stop: the contract's own 404, not a missing call.
      expect(await failure(apiRequest(operations.stopStreaming, {}, session))).toMatchObject({
        status: 404,
        notOffered: false,
      });
      const config = parseConfig({ API_BASE_URL: sandbox.url });
      expect([
        isOffered("payment_reports", config),
        isOffered("claims", config),
        isOffered("equipment", config),
        isOffered("streaming", config),
      ]).toEqual([false, true, false, true]);
    } finally {
      quiet.mockRestore();
      resetCapabilities();
    }
  });

  it("calls only the operations of the table", async () => {
    const copy = { ...operations.listPlans };
    await expect(apiRequest(copy, {}, options)).rejects.toThrow(
      "listPlans is not an operation of contract/operations.ts",
    );
    expect(await totalReceived()).toBe(0);
  });

  it("sends the bearer token, and marks a 401 as session expiry unless the call ignores auth", async () => {
    const { access_token } = await loginWithIdentification("20304050", options);
    expect((await getCustomerInfo({ ...options, token: access_token })).identification).toBe("20304050");
    const expired = await failure(getCustomerInfo({ ...options, token: "vencido" }));
    expect(expired).toMatchObject({ status: 401, authIgnored: false });
    const wrongPassword = await failure(loginWithPassword("27222333", "mala", options));
    expect(wrongPassword).toMatchObject({
      status: 401,
      authIgnored: true,
      message: "La identificación o la contraseña no son correctas",
    });
  });
});

describe("metrics (decision 115)", () => {
  /** How many attempts the metrics counted, by endpoint, method and outcome. */
  async function counted() {
    const { values } = await metrics().apiCalls.get();
    return Object.fromEntries(
      values
        .filter((value) => value.metricName === "portal_api_call_duration_seconds_count")
        .map((value) => [`${value.labels.method} ${value.labels.endpoint} ${value.labels.outcome}`, value.value]),
    );
  }
  async function addedBy(calls: () => Promise<unknown>) {
    const before = await counted();
    await calls();
    const after = await counted();
    return Object.fromEntries(
      Object.entries(after)
        .filter(([key, value]) => value !== (before[key] ?? 0))
        .map(([key, value]) => [key, value - (before[key] ?? 0)]),
    );
  }
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  it("count every attempt by endpoint pattern and outcome: answers, retries, refusals, timeouts, maintenance", async () => {
    await fault({ method: "GET", path: "/p/planes", status: 502, times: 1 });
    await fault({ method: "GET", path: "/p/localidades", delay_ms: 600, times: 2 });
    await fault({ method: "GET", path: "/p/outages", status: 404, times: 1 });
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    expect(
      await addedBy(async () => {
        await listPlans(options); // a 502, then the retry's answer
        await quietly(
          validateCustomer("20304050", options).then(() => apiRequest(operations.listOutages, {}, options)),
        );
        await quietly(apiRequest(operations.listLocalities, {}, { ...options, timeoutMs: 150 }));
        await quietly(listPlans({ baseUrl: `http://127.0.0.1:${closed}`, timeoutMs: 1000 }));
        await withWrongAnswers((baseUrl) =>
          quietly(apiRequest(operations.listLocalities, {}, { ...options, baseUrl })),
        );
      }),
    ).toEqual({
      "GET /p/planes server_error": 1,
      "GET /p/planes ok": 1,
      "POST /p/utils/validator/validate-customer ok": 1,
      "GET /p/outages client_error": 1,
      "GET /p/localidades timeout": 2,
      "GET /p/planes network": 2,
      "GET /p/localidades contract_error": 1,
    });

    await sandbox.client.call("PUT", "/__faults/status", { json: { status: "offline" } });
    await checkApiStatus(options);
    expect(await addedBy(() => quietly(listPlans(options)))).toEqual({ "GET /p/planes offline": 1 });
    await sandbox.client.call("PUT", "/__faults/status", { json: { status: "online" } });
    await checkApiStatus(options);
  });

  it("name a call with parameters by its pattern, never by its id or a visitor's words", async () => {
    const added = await addedBy(() =>
      quietly(apiRequest(operations.getClaim, { params: { id: "20304050" } }, options)),
    );
    expect(added).toEqual({ "GET /v3/tickets/:id client_error": 1 });
    const labels = JSON.stringify((await metrics().apiCalls.get()).values.map((value) => value.labels));
    expect(labels).not.toContain("20304050");
  });
});

/** Runs `use` against an API that answers every call 200 with a list of nonsense: the contract must refuse it. */
async function withWrongAnswers<T>(use: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = createHttpServer((_, response) => {
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify([{ id: "x" }]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
