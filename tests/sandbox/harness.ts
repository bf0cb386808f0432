import { afterAll, beforeAll } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "../../sandbox/app";
import type { StaffSettings } from "../../sandbox/staff";
import { startStaffIssuer, type StaffIssuer } from "../support/staff-issuer";

/**
 * Starts a sandbox on a free port over a fresh database in the system's temp folder,
 * and talks to it over real HTTP.
 */
export async function startTestSandbox(
  options: {
    faults?: boolean;
    dbFile?: string;
    now?: () => Date;
    proofWindowMs?: number;
    clients?: Record<string, string>;
    /** The staff's identity provider (decision 141): `startStaffIssuer().settings`. */
    staff?: StaffSettings;
  } = {},
) {
  const folder = options.dbFile ? undefined : mkdtempSync(join(tmpdir(), "sandbox-test-"));
  const dbFile = options.dbFile ?? join(folder!, "sandbox.db");
  const running = await startSandbox({
    port: 0,
    dbUrl: `file:${dbFile}`,
    faults: options.faults ?? true,
    now: options.now,
    proofWindowMs: options.proofWindowMs,
    clients: options.clients,
    staff: options.staff,
  });
  return {
    ...running,
    dbFile,
    client: apiClient(running.url),
    async close() {
      await running.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type Answer = { status: number; body: any; headers: Headers };

export function apiClient(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    options: {
      token?: string;
      json?: unknown;
      form?: FormData;
      redirect?: RequestRedirect;
      apiKey?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.apiKey) headers["X-Api-Key"] = options.apiKey;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: options.redirect ?? "manual",
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // HTML pages and PDFs stay text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function login(identification: string, password?: string): Promise<string> {
    const answer = password
      ? await call("POST", "/auth/login", { json: { user: identification, password } })
      : await call("POST", "/auth/customers", { json: { identification } });
    if (answer.status !== 200)
      throw new Error(`login ${identification}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.access_token;
  }

  async function outbox(filter: { recipient?: string; identification?: string } = {}) {
    const query = new URLSearchParams(filter as Record<string, string>);
    return (await call("GET", `/__faults/outbox?${query}`)).body.messages as {
      purpose: string;
      recipient: string;
      token: string | null;
      code: string | null;
      link: string | null;
      body: string;
    }[];
  }

  /**
   * Proves a session as its customer would (decision 097): a code to the account's first
   * verified contact, read from the outbox, sent back. Answers the token, now verified.
   */
  async function prove(token: string): Promise<string> {
    const status = await call("GET", "/auth/proof", { token });
    const channel = status.body?.channels?.[0];
    if (!channel)
      throw new Error(`prove: no verified contact to send a code to (${status.status} ${JSON.stringify(status.body)})`);
    const sent = await call("POST", "/auth/proof/code", { token, json: { contact_id: channel.contact_id } });
    if (sent.status !== 201)
      throw new Error(`prove: the code was not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
    const { identification } = (await call("GET", "/v2/customers/current/info", { token })).body;
    const code = (await outbox({ identification })).filter((message) => message.purpose === "proof_code").at(-1)?.code;
    const proved = await call("POST", "/auth/proof", { token, json: { code } });
    if (proved.status !== 200)
      throw new Error(`prove: the code was refused: ${proved.status} ${JSON.stringify(proved.body)}`);
    return token;
  }

  /** A session of the customer, proved: for tests of what a verified session may change. */
  async function loginProved(identification: string): Promise<string> {
    return prove(await login(identification));
  }

  return { call, login, outbox, prove, loginProved };
}

/** A file whose first bytes say what it is, as the sandbox checks. */
export function fakeFile(kind: "pdf" | "png" | "jpg" | "docx" | "txt", name: string, size = 1024) {
  const magic = {
    pdf: [0x25, 0x50, 0x44, 0x46],
    png: [0x89, 0x50, 0x4e, 0x47],
    jpg: [0xff, 0xd8, 0xff],
    docx: [0x50, 0x4b, 0x03, 0x04],
    txt: [0x68, 0x6f, 0x6c, 0x61],
  }[kind];
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name);
}

/** A clock a test moves forward (`later(minutes)`) instead of waiting; give `now` to `startTestSandbox`. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    later: (minutes: number) => {
      offsetMs += minutes * 60 * 1000;
    },
  };
}

/**
 * A sandbox of the file's own on a movable clock, started before its tests and closed after:
 * `running.sandbox` once started, `call` for requests, `later(minutes)` to move the clock.
 */
export function clockedSandbox() {
  const { now, later } = movableClock();
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ now });
  });
  afterAll(() => sandbox?.close());
  const running = () => {
    if (!sandbox) throw new Error("The sandbox starts in beforeAll");
    return sandbox;
  };
  return {
    get sandbox() {
      return running();
    },
    now,
    call: (...args: Parameters<ReturnType<typeof apiClient>["call"]>) => running().client.call(...args),
    later,
  };
}

/**
 * A sandbox of the file's own that trusts an identity provider of the test support (decision
 * 141), both started before its tests and closed after: `running.sandbox` and
 * `running.issuer` once started. `now`: the sandbox's clock (`movableClock`).
 */
export function staffSandbox(options: { now?: () => Date } = {}) {
  let issuer: StaffIssuer | undefined;
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
  beforeAll(async () => {
    issuer = await startStaffIssuer();
    sandbox = await startTestSandbox({ ...options, staff: issuer.settings });
  });
  afterAll(async () => {
    await sandbox?.close();
    await issuer?.close();
  });
  const started = <Value>(value: Value | undefined) => {
    if (!value) throw new Error("The sandbox and its identity provider start in beforeAll");
    return value;
  };
  return {
    get sandbox() {
      return started(sandbox);
    },
    get issuer() {
      return started(issuer);
    },
  };
}
