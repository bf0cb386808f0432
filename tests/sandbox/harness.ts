import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "../../sandbox/app";

/**
 * Starts a sandbox on a free port over a fresh database in the system's temp folder,
 * and talks to it over real HTTP.
 */
export async function startTestSandbox(options: { faults?: boolean; dbFile?: string; now?: () => Date } = {}) {
  const folder = options.dbFile ? undefined : mkdtempSync(join(tmpdir(), "sandbox-test-"));
  const dbFile = options.dbFile ?? join(folder!, "sandbox.db");
  const running = await startSandbox({ port: 0, dbUrl: `file:${dbFile}`, faults: options.faults ?? true, now: options.now });
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
    options: { token?: string; json?: unknown; form?: FormData; redirect?: RequestRedirect } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: options.redirect ?? "manual" });
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
    if (answer.status !== 200) throw new Error(`login ${identification}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.access_token;
  }

  async function outbox(filter: { recipient?: string; identification?: string } = {}) {
    const query = new URLSearchParams(filter as Record<string, string>);
    return (await call("GET", `/__faults/outbox?${query}`)).body.messages as {
      purpose: string; recipient: string; token: string | null; code: string | null; link: string | null; body: string;
    }[];
  }

  return { call, login, outbox };
}

/** A file whose first bytes say what it is, as the sandbox checks. */
export function fakeFile(kind: "pdf" | "png" | "jpg" | "docx" | "txt", name: string, size = 1024) {
  const magic = { pdf: [0x25, 0x50, 0x44, 0x46], png: [0x89, 0x50, 0x4e, 0x47], jpg: [0xff, 0xd8, 0xff], docx: [0x50, 0x4b, 0x03, 0x04], txt: [0x68, 0x6f, 0x6c, 0x61] }[kind];
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name);
}
