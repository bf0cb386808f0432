import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAccounts } from "../../conformance/accounts";
import { runConformance } from "../../conformance/run";
import { startSandbox } from "../../sandbox/app";
import { DEFECTS } from "./defects";
import { startDefectProxy, type DefectProxy } from "./proxy";

/**
 * The kit catches what an adapter gets wrong: each planted defect, alone in front of the
 * sandbox, makes the kit fail the exact check it names. After them all, the same sandbox
 * without a defect passes every check: what each run caught was its defect, not what the
 * runs before it left behind.
 */

const accounts = readAccounts("conformance/accounts.sandbox.json");
let folder: string;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let proxy: DefectProxy;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "conformance-defects-"));
  sandbox = await startSandbox({ port: 0, dbUrl: `file:${join(folder, "sandbox.db")}` });
  proxy = await startDefectProxy(sandbox.url);
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("planted defects", () => {
  it("are at least twelve, each naming a different check", () => {
    expect(DEFECTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEFECTS.map((defect) => defect.fails)).size).toBe(DEFECTS.length);
  });

  it.each(DEFECTS)("$name: the kit fails $fails", async (defect) => {
    proxy.plant(defect);
    let report;
    try {
      report = await runConformance({ baseUrl: proxy.url, accounts, only: defect.only });
    } finally {
      proxy.plant(undefined);
    }
    const failed = report.results.filter((result) => result.outcome === "fail");
    expect(failed.map((result) => result.id)).toContain(defect.fails);
    expect(report.passed).toBe(false);
    const caught = failed.find((result) => result.id === defect.fails)!;
    expect(`${caught.operation}.${caught.check}`).toBe(defect.fails);
    expect(caught.detail).toMatch(/\S/);
  }, 90_000);

  it("leave the sandbox as the kit finds it: without a defect, every check passes on it", async () => {
    const report = await runConformance({ baseUrl: proxy.url, accounts });
    expect(report.results.filter((result) => result.outcome === "fail")).toEqual([]);
    for (const defect of DEFECTS) expect(report.results.find((result) => result.id === defect.fails), defect.fails).toMatchObject({ outcome: "pass" });
  }, 90_000);
});
