import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccounts } from "../../conformance/accounts";
import { runCommand } from "../../conformance/command";
import { runConformance } from "../../conformance/run";
import { matchOperation, operationList } from "../../contract/operations";
import { startSandbox } from "../../sandbox/app";
import { startStaffIssuer, type StaffIssuer } from "../support/staff-issuer";
import { API_KEY, DEFECTS } from "./defects";
import { editJson, startDefectProxy, type DefectProxy, type Reply } from "./proxy";

/**
 * The conformance kit against the shipped sandbox (fault switch off): every check passes,
 * twice in a row, with every situation tested; it calls nothing but the operations table,
 * and imports nothing of the sandbox or the portal. Then it catches what an adapter gets
 * wrong: each planted defect (`defects.ts`), alone in front of the same sandbox, makes the
 * kit fail the exact check it names; after them all, without a defect, every check passes
 * again, so what each run caught was its defect, not what the runs before it left behind.
 * One sandbox for all: seeding one is most of a file's cost.
 */

const accounts = readAccounts("conformance/accounts.sandbox.json");
let folder: string;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let proxy: DefectProxy;
let issuer: StaffIssuer;
/**
 * A test agent's and supervisor's access tokens, as a provider's CI gets them from its identity
 * provider before each run: a run ends the agent's as its last staff check (decision 146).
 */
const staffTokens = async () => ({
  agent: await issuer.sign({ roles: ["agent"], agent_number: "4127" }),
  supervisor: await issuer.sign({ roles: ["supervisor"], agent_number: "9001" }),
});

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "conformance-kit-"));
  // With call-centre staff (decision 141): the identity provider of the test support.
  issuer = await startStaffIssuer();
  // With the portal's credential set (decision 127), as a provider's API in production.
  sandbox = await startSandbox({
    port: 0,
    dbUrl: `file:${join(folder, "sandbox.db")}`,
    faults: false,
    clients: { portal: API_KEY },
    staff: issuer.settings,
  });
  proxy = await startDefectProxy(sandbox.url);
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
  await issuer?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A whole run on a loaded 2-core machine: seconds alone, many times that beside other suites. */
const RUN_TIMEOUT = 90_000;

const notPassed = (report: Awaited<ReturnType<typeof runConformance>>) =>
  report.results
    .filter((result) => result.outcome !== "pass")
    .map((result) => `${result.outcome} ${result.id}: ${result.detail}`);

describe("the conformance kit against the sandbox", () => {
  it(
    "passes every check of a fresh sandbox, every situation tested, every flag on",
    async () => {
      const report = await runConformance({
        apiKey: API_KEY,
        staffTokens: await staffTokens(),
        baseUrl: proxy.url,
        accounts,
      });
      expect(notPassed(report)).toEqual([]);
      expect(report.missingSituations).toEqual([]);
      expect(report).toMatchObject({ passed: true, portalCanRun: true, offeredBy: "status" });
      expect(report.flags.filter((flag) => flag.value !== 1)).toEqual([]);
      // Every call the table marks as needing proof was refused to quick access.
      const checked = new Set(report.results.map((result) => result.id));
      for (const operation of operationList.filter((candidate) => candidate.proof))
        expect(checked).toContain(`${operation.id}.proof`);
      // Every rule JSON Schema cannot say is some check's business, beyond the call's contract.
      for (const operation of operationList.filter((candidate) => candidate.rules?.length)) {
        const own = report.results.filter(
          (result) => result.operation === operation.id && !["contract", "answers"].includes(result.check),
        );
        expect(own.length, `${operation.id}'s rules`).toBeGreaterThan(0);
      }
    },
    RUN_TIMEOUT,
  );

  it("calls only the operations of the table, and never the fault switch", () => {
    expect(proxy.requests.length).toBeGreaterThan(100);
    const strange = proxy.requests.filter(
      ({ method, path }) => path.startsWith("/__faults") || !matchOperation(method, path),
    );
    expect(strange).toEqual([]);
  });

  it(
    "sends the client credential given as X-Api-Key on every call, and checks the API refuses calls without it",
    async () => {
      const from = proxy.requests.length;
      await runConformance({
        apiKey: API_KEY,
        staffTokens: await staffTokens(),
        baseUrl: proxy.url,
        accounts,
        only: ["core", "quick_access"],
      });
      const sent = proxy.requests.slice(from);
      expect(sent.length).toBeGreaterThan(20);
      // But for the credential's own checks: each call it marks, once without a key and once with a wrong one.
      const marked = operationList.filter(
        (operation) => operation.clientOnly && ["core", "quick_access"].includes(operation.capability),
      );
      const withoutIt = sent.filter((request) => request.apiKey !== API_KEY);
      expect(withoutIt.map((request) => matchOperation(request.method, request.path)?.id).sort()).toEqual(
        marked.flatMap((operation) => [operation.id, operation.id]).sort(),
      );
      expect(
        withoutIt
          .filter((request) => request.apiKey !== undefined)
          .every((request) => request.apiKey!.startsWith("no-es-una-clave-")),
      ).toBe(true);
    },
    RUN_TIMEOUT,
  );

  it(
    "passes again at once on the same sandbox: what it changed leaves the API usable",
    async () => {
      const report = await runConformance({
        apiKey: API_KEY,
        staffTokens: await staffTokens(),
        baseUrl: sandbox.url,
        accounts,
      });
      expect(report.results.filter((result) => result.outcome === "fail")).toEqual([]);
      // The suspended line's promise is the month's: the second run checks its refusal instead.
      expect(report.results.filter((result) => result.outcome === "untested").map((result) => result.id)).toEqual([
        "askPaymentPromise.idempotency",
      ]);
    },
    RUN_TIMEOUT,
  );

  it(
    "names the situations the accounts file lacks and the checks they kept from running, without failing",
    async () => {
      const { suspended_line: _line, company: _company, ...fewer } = accounts;
      const report = await runConformance({
        apiKey: API_KEY,
        staffTokens: await staffTokens(),
        baseUrl: sandbox.url,
        accounts: fewer,
        only: ["payment_promise", "customer_area"],
      });
      expect(report.passed).toBe(true);
      expect(report.missingSituations.map((missing) => missing.situation)).toEqual(["suspended_line", "company"]);
      expect(report.missingSituations[0]!.checks).toEqual([
        "askPaymentPromise.as_offered",
        "askPaymentPromise.idempotency",
        "askPaymentPromise.reconnects",
      ]);
      expect(report.missingSituations[1]!.checks).toEqual(["getCustomerInfo.company"]);
    },
    RUN_TIMEOUT,
  );

  it(
    "takes a capability GET /status does not list as not offered, and turns its flag off",
    async () => {
      proxy.plant({
        name: "no promise to pay",
        fails: "",
        only: [],
        response: (exchange, reply) =>
          exchange.operation?.id === "checkApiStatus"
            ? editJson(
                reply,
                (status) =>
                  void (status.capabilities = status.capabilities.filter((name: string) => name !== "payment_promise")),
              )
            : reply,
      });
      try {
        const report = await runConformance({
          apiKey: API_KEY,
          staffTokens: await staffTokens(),
          baseUrl: proxy.url,
          accounts,
          only: ["payment_promise"],
        });
        expect(report.passed).toBe(true);
        expect(new Set(report.results.map((result) => result.outcome))).toEqual(new Set(["not_offered"]));
        expect(report.flags).toEqual([
          { flag: "FLAG_PAYMENT_PROMISE", capability: "payment_promise", value: 0, why: "not offered" },
        ]);
      } finally {
        proxy.plant(undefined);
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "takes an API without call-centre staff (decision 141) as lacking an optional capability: not offered, never failed",
    async () => {
      proxy.plant({
        name: "no staff",
        fails: "",
        only: [],
        // As a sandbox without SANDBOX_STAFF_ISSUER answers: left out of the list, its calls routes that do not exist.
        request: (exchange) =>
          exchange.operation?.capability === "staff"
            ? {
                status: 404,
                headers: { "content-type": "application/json" },
                body: Buffer.from('{"message":"La ruta no existe"}'),
              }
            : exchange,
        response: (exchange, reply) =>
          exchange.operation?.id === "checkApiStatus"
            ? editJson(
                reply,
                (status) => void (status.capabilities = status.capabilities.filter((name: string) => name !== "staff")),
              )
            : reply,
      });
      try {
        const report = await runConformance({
          apiKey: API_KEY,
          staffTokens: await staffTokens(),
          baseUrl: proxy.url,
          accounts,
          only: ["staff"],
        });
        expect(report.passed).toBe(true);
        expect(new Set(report.results.map((result) => result.outcome))).toEqual(new Set(["not_offered"]));
        expect(report.flags).toEqual([{ flag: "FLAG_STAFF", capability: "staff", value: 0, why: "not offered" }]);
      } finally {
        proxy.plant(undefined);
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "without a list in GET /status, learns it from a capability's bare call answering 404",
    async () => {
      proxy.plant({
        name: "no list, no streaming",
        fails: "",
        only: [],
        request: (exchange) =>
          exchange.operation?.capability === "streaming"
            ? {
                status: 404,
                headers: { "content-type": "application/json" },
                body: Buffer.from('{"message":"La ruta no existe"}'),
              }
            : exchange,
        response: (exchange, reply) =>
          exchange.operation?.id === "checkApiStatus"
            ? editJson(reply, (status) => void delete status.capabilities)
            : reply,
      });
      try {
        // The equipment's calls all name a connection: a 401 to one that does not exist says they are there.
        const report = await runConformance({
          apiKey: API_KEY,
          staffTokens: await staffTokens(),
          baseUrl: proxy.url,
          accounts,
          only: ["streaming", "outages", "equipment"],
        });
        expect(report.offeredBy).toBe("probe");
        expect(report.offered).not.toContain("streaming");
        expect(report.offered).toEqual(expect.arrayContaining(["outages", "equipment"]));
        expect(report.flags.map((flag) => [flag.flag, flag.value])).toEqual([
          ["FLAG_STREAMING", 0],
          ["FLAG_OUTAGES", 1],
          ["FLAG_EQUIPMENT", 1],
        ]);
        expect(report.passed).toBe(true);
      } finally {
        proxy.plant(undefined);
      }
    },
    RUN_TIMEOUT,
  );
});

describe("planted defects", () => {
  it("are at least twelve, each naming a different check", () => {
    expect(DEFECTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEFECTS.map((defect) => defect.fails)).size).toBe(DEFECTS.length);
  });

  it.each(DEFECTS)(
    "$name: the kit fails $fails",
    async (defect) => {
      proxy.plant(defect);
      let report;
      try {
        report = await runConformance({
          apiKey: API_KEY,
          staffTokens: await staffTokens(),
          baseUrl: proxy.url,
          accounts,
          only: defect.only,
        });
      } finally {
        proxy.plant(undefined);
      }
      const failed = report.results.filter((result) => result.outcome === "fail");
      expect(failed.map((result) => result.id)).toContain(defect.fails);
      expect(report.passed).toBe(false);
      const caught = failed.find((result) => result.id === defect.fails)!;
      expect(`${caught.operation}.${caught.check}`).toBe(defect.fails);
      expect(caught.detail).toMatch(/\S/);
    },
    RUN_TIMEOUT,
  );

  it(
    "leave the sandbox as the kit finds it: without a defect, every check passes on it",
    async () => {
      const report = await runConformance({
        apiKey: API_KEY,
        staffTokens: await staffTokens(),
        baseUrl: proxy.url,
        accounts,
      });
      expect(report.results.filter((result) => result.outcome === "fail")).toEqual([]);
      for (const defect of DEFECTS)
        expect(
          report.results.find((result) => result.id === defect.fails),
          defect.fails,
        ).toMatchObject({ outcome: "pass" });
    },
    RUN_TIMEOUT,
  );
});

describe("an API that says it is offline", () => {
  const offline = {
    name: "offline",
    fails: "",
    only: [],
    response: (exchange: { operation?: { id: string } }, reply: Reply) =>
      exchange.operation?.id === "checkApiStatus"
        ? editJson(reply, (status) => void (status.status = "offline"))
        : reply,
  };

  it("fails GET /status's check, whatever the run was limited to, and says the portal cannot run", async () => {
    proxy.plant(offline);
    try {
      const report = await runConformance({
        apiKey: API_KEY,
        staffTokens: await staffTokens(),
        baseUrl: proxy.url,
        accounts,
        only: ["claims"],
      });
      expect(report.results.map((result) => [result.id, result.outcome])).toEqual([["checkApiStatus.online", "fail"]]);
      expect(report).toMatchObject({ passed: false, portalCanRun: false, offeredBy: "none" });
    } finally {
      proxy.plant(undefined);
    }
  });

  it(
    "makes the command exit 1 and write its JUnit XML and JSON",
    async () => {
      proxy.plant(offline);
      try {
        const junit = join(folder, "conformance.xml");
        const json = join(folder, "conformance.json");
        let printed = "";
        const status = await runCommand(
          [
            "--base-url",
            proxy.url,
            "--accounts",
            "conformance/accounts.sandbox.json",
            "--api-key",
            API_KEY,
            "--junit",
            junit,
            "--json",
            json,
          ],
          (text) => void (printed += text),
        );
        expect(status).toBe(1);
        expect(printed).toContain("✗ checkApiStatus › online [core]");
        expect(printed).toContain("Core: FAILS; the portal cannot run against this API.");
        expect(readFileSync(junit, "utf8")).toContain(
          '<testcase classname="conformance.core" name="checkApiStatus › online"><failure message=',
        );
        expect(JSON.parse(readFileSync(json, "utf8"))).toMatchObject({ passed: false, portalCanRun: false });
      } finally {
        proxy.plant(undefined);
      }
    },
    RUN_TIMEOUT,
  );

  it("makes the command exit 2, naming the field, for an accounts file it cannot take", async () => {
    const file = join(folder, "accounts.json");
    writeFileSync(
      file,
      JSON.stringify({ pasword: { identification: "27222333" }, company: { identification: "30712345672" } }),
    );
    let printed = "";
    expect(await runCommand(["--base-url", proxy.url, "--accounts", file], (text) => void (printed += text))).toBe(2);
    expect(printed).toContain("company.identification");
    expect(printed).toContain("pasword");
  });
});

describe("the kit's sources", () => {
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(folder, entry.name))
        : entry.name.endsWith(".ts")
          ? [join(folder, entry.name)]
          : [],
    );

  it("import nothing of the sandbox or the portal: the contract, node's builtins and zod only", () => {
    const files = sources("conformance");
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
        // A relative import, resolved from the file's folder, stays in the kit or the contract.
        const where = specifier!.startsWith(".") ? join(file, "..", specifier!).split("/")[0] : specifier!;
        expect(where, `${file} imports ${specifier}`).toMatch(/^(conformance|contract|zod|node:.+)$/);
      }
    }
  });

  it("never name the fault switch, and send their requests through the one client", () => {
    for (const file of sources("conformance")) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/__faults/);
      if (!file.endsWith("api.ts")) expect(text, file).not.toMatch(/\bfetch\(/);
    }
  });
});
