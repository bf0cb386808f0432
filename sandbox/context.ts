import type { Db } from "./db";
import type { FaultSwitch } from "./faults";

/** What every route group needs: the database, how to build public links, and the time. */
export type Sandbox = {
  db: Db;
  /** Origin the sandbox is reached at, for links it hands out (checkout pages, files, PDFs). */
  publicUrl: string;
  now: () => Date;
  faults: FaultSwitch;
};

export type CustomerRow = {
  id: number;
  identification: string;
  kind: "person" | "company";
  name: string;
  password_hash: string | null;
};

export type SandboxEnv = { Variables: { customer: CustomerRow } };
