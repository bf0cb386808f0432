import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  STATUS_POLL_INTERVAL_MS,
  STATUS_RETRY_AFTER_OUTAGE_MS,
  getApiStatus,
  resetApiStatus,
  startStatusMonitor,
  stopStatusMonitor,
} from "~/api/status.server";
import { startTestSandbox } from "../sandbox/harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let api: { baseUrl: string; timeoutMs: number };
beforeAll(async () => {
  sandbox = await startTestSandbox({ faults: true });
  // The API the configuration names (its origin is where the portal's credential may go, decision 127).
  vi.stubEnv("API_BASE_URL", sandbox.url);
  api = { baseUrl: sandbox.url, timeoutMs: 2000 };
});
afterAll(() => sandbox.close());

const statusChecks = async () =>
  ((await sandbox.client.call("GET", "/__faults/requests")).body.counts["GET /status"] ?? 0) as number;
const setApiStatus = (status: "online" | "offline") =>
  sandbox.client.call("PUT", "/__faults/status", { json: { status } });

/**
 * Moves the fake clock, then lets the real HTTP check it triggered reach the sandbox
 * and come back (network I/O is not faked, so it needs real turns of the event loop).
 */
async function advance(ms: number, expectedChecks: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let turn = 0; turn < 500 && (await statusChecks()) < expectedChecks; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  // One more round trip, so the monitor has stored the answer and scheduled the next check.
  await sandbox.client.call("GET", "/__faults/rules");
  expect(await statusChecks()).toBe(expectedChecks);
}

describe("status monitor", () => {
  beforeEach(async () => {
    resetApiStatus();
    await sandbox.client.call("POST", "/__faults/reset");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    stopStatusMonitor();
    vi.useRealTimers();
  });

  it("uses the spec's intervals", () => {
    expect(STATUS_POLL_INTERVAL_MS).toBe(60_000);
    expect(STATUS_RETRY_AFTER_OUTAGE_MS).toBe(300_000);
  });

  it("polls every 60 s, re-checks every 5 min once offline, and resumes the 60 s cycle when back", async () => {
    await startStatusMonitor({ ...api, polling: true });
    expect(await statusChecks()).toBe(1);
    await advance(59_000, 1);
    await advance(1_000, 2);
    await advance(60_000, 3);
    expect(getApiStatus()).toBe("online");

    await setApiStatus("offline");
    await advance(60_000, 4);
    expect(getApiStatus()).toBe("offline");
    // The fast cycle has stopped: nothing for almost five minutes.
    await advance(60_000, 4);
    await advance(STATUS_RETRY_AFTER_OUTAGE_MS - 60_000 - 1, 4);
    await advance(1, 5);
    expect(getApiStatus()).toBe("offline");

    await setApiStatus("online");
    await advance(STATUS_RETRY_AFTER_OUTAGE_MS, 6);
    expect(getApiStatus()).toBe("online");
    await advance(STATUS_POLL_INTERVAL_MS, 7);
    await advance(STATUS_POLL_INTERVAL_MS, 8);
  });

  it("runs once per process: a second start does nothing, stop ends the cycle", async () => {
    await startStatusMonitor({ ...api, polling: true });
    await startStatusMonitor({ ...api, polling: true });
    expect(await statusChecks()).toBe(1);
    await advance(STATUS_POLL_INTERVAL_MS, 2);
    stopStatusMonitor();
    await advance(STATUS_POLL_INTERVAL_MS * 3, 2);
  });

  it("does not poll with API_POLLING off", async () => {
    await startStatusMonitor({ ...api, polling: false });
    await advance(STATUS_POLL_INTERVAL_MS * 2, 0);
    expect(getApiStatus()).toBe("online");
  });

  it("keeps the last known status when /status cannot be reached", async () => {
    await setApiStatus("offline");
    await startStatusMonitor({ ...api, polling: true });
    expect(getApiStatus()).toBe("offline");
    await sandbox.client.call("POST", "/__faults/rules", {
      json: { method: "GET", path: "/status", status: 502, times: 2 },
    });
    await advance(STATUS_RETRY_AFTER_OUTAGE_MS, 3);
    expect(getApiStatus()).toBe("offline");
  });
});
