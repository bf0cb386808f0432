import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { CAPABILITY_NAMES, type Capability } from "../contract/capabilities.ts";
import { matchOperation } from "../contract/operations.ts";
import type { ApiStatus } from "../contract/status.ts";
import { activityRoutes } from "./activity.ts";
import { clientAddress } from "./client-address.ts";
import { clientCredentials, type ClientKeys } from "./clients.ts";
import type { Sandbox, SandboxEnv } from "./context.ts";
import { openDatabase } from "./db.ts";
import { delegationGuard } from "./delegation.ts";
import { FaultSwitch, faultMiddleware, faultRoutes } from "./faults.ts";
import { ApiProblem, handleError } from "./http.ts";
import { idempotency } from "./idempotency.ts";
import { testClaimRoutes } from "./test-claims.ts";
import { testConsumerRequestRoutes } from "./test-consumer-requests.ts";
import { testVisitRoutes } from "./test-visits.ts";
import { testEquipmentRoutes } from "./test-equipment.ts";
import { testOutageRoutes } from "./test-outages.ts";
import { accountRoutes } from "./routes/account.ts";
import { authRoutes } from "./routes/auth.ts";
import { billingRoutes } from "./routes/billing.ts";
import { checkoutRoutes } from "./routes/checkout.ts";
import { consumerRequestRoutes } from "./routes/consumer-requests.ts";
import { equipmentRoutes } from "./routes/equipment.ts";
import { fileRoutes } from "./routes/files.ts";
import { handoverRoutes } from "./routes/handover.ts";
import { geocoderRoutes } from "./routes/geocoder.ts";
import { customerOutageRoutes, publicOutageRoutes } from "./routes/outages.ts";
import { publicRoutes } from "./routes/public.ts";
import { paymentReportRoutes } from "./routes/payment-reports.ts";
import { DEFAULT_PROMISE_RULES, paymentPromiseRoutes, type PromiseRules } from "./routes/payment-promise.ts";
import { proofRoutes } from "./routes/proof.ts";
import { staffRoutes } from "./routes/staff.ts";
import { streamingRoutes } from "./routes/streaming.ts";
import { ticketRoutes } from "./routes/tickets.ts";
import { tileRoutes } from "./routes/tiles.ts";
import { visitRoutes } from "./routes/visits.ts";
import { seedIfEmpty } from "./seed/index.ts";
import { requireCustomer } from "./sessions.ts";
import { staffVerifier, type StaffSettings } from "./staff.ts";
import { testCustomerRoutes } from "./test-customers.ts";

export type SandboxOptions = {
  /** A libsql URL, e.g. `file:data/sandbox.db`. */
  dbUrl: string;
  /** Turns the fault switch's routes on (`SANDBOX_FAULTS=1`). */
  faults?: boolean;
  /** The origin links point at; defaults to where the sandbox listens. */
  publicUrl?: string;
  now?: () => Date;
  /** How long a proved session stays verified without a call (decision 097); 15 minutes unless said. */
  proofWindowMs?: number;
  /** The promise to pay's rules (decision 119): 3 days, one overdue invoice, $ 200.000 unless said. */
  promiseRules?: Partial<PromiseRules>;
  /** The optional capabilities it offers (decision 126); all unless said. */
  capabilities?: readonly Capability[];
  /**
   * Its clients, id → `X-Api-Key` (decision 127; `SANDBOX_CLIENT_KEYS`): with any, the
   * contract's `clientOnly` calls answer 401 without one of these keys. None: open.
   */
  clients?: ClientKeys;
  /**
   * The identity provider whose access tokens call-centre staff bring (decision 141;
   * `SANDBOX_STAFF_ISSUER`, `SANDBOX_STAFF_AUDIENCE`). None: no staff, and the `staff`
   * capability is not offered whatever `capabilities` says.
   */
  staff?: StaffSettings | null;
};

export const DEFAULT_PROOF_WINDOW_MS = 15 * 60 * 1000;

/** Builds the sandbox API over a database (opened, migrated and seeded when new). */
export async function createSandbox(options: SandboxOptions & { publicUrl: string }) {
  const db = await openDatabase(options.dbUrl);
  const now = options.now ?? (() => new Date());
  const seeded = await seedIfEmpty(db, now());
  const sandbox: Sandbox = {
    db,
    publicUrl: options.publicUrl.replace(/\/+$/, ""),
    now,
    faults: new FaultSwitch(),
    proofWindowMs: options.proofWindowMs ?? DEFAULT_PROOF_WINDOW_MS,
    promiseRules: { ...DEFAULT_PROMISE_RULES, ...options.promiseRules },
    capabilities: new Set(
      (options.capabilities ?? CAPABILITY_NAMES).filter((capability) => capability !== "staff" || options.staff),
    ),
    clients: { ...options.clients },
    staff: options.staff ? staffVerifier(options.staff, now) : undefined,
  };

  const app = new Hono<SandboxEnv>();
  app.onError(handleError);
  app.notFound(() => {
    throw new ApiProblem(404, "La ruta no existe");
  });
  app.use(faultMiddleware(sandbox.faults, options.faults ?? false));
  // A capability it does not offer: its calls are routes that do not exist (decision 126).
  app.use(async (c, next) => {
    const operation = matchOperation(c.req.method, c.req.path);
    if (operation && operation.capability !== "core" && !sandbox.capabilities.has(operation.capability))
      throw new ApiProblem(404, "La ruta no existe");
    await next();
  });
  // The portal's own credential (decision 127): before idempotency, so a refused call keeps nothing.
  app.use(clientCredentials(sandbox.clients));
  // After the credential: the browser's address is believed only from a client it knows (decision 141).
  app.use(clientAddress(sandbox));
  // What a token an agent holds may not do, for every call of the table (decision 141).
  app.use(delegationGuard(sandbox));
  app.use(idempotency(sandbox));
  if (options.faults) {
    app.route("/__faults/customers", testCustomerRoutes(sandbox));
    app.route("/__faults/claims", testClaimRoutes(sandbox));
    app.route("/__faults/consumer-requests", testConsumerRequestRoutes(sandbox));
    app.route("/__faults/visits", testVisitRoutes(sandbox));
    app.route("/__faults/equipment", testEquipmentRoutes(sandbox));
    app.route("/__faults/outages", testOutageRoutes(sandbox));
    app.route("/__faults", faultRoutes(sandbox.faults, db));
  }

  app.get("/status", (c) =>
    c.json({ status: sandbox.faults.apiStatus, capabilities: [...sandbox.capabilities] } satisfies ApiStatus),
  );
  app.route("/p", publicRoutes(sandbox));
  app.route("/p", consumerRequestRoutes(sandbox));
  app.route("/p", publicOutageRoutes(sandbox));
  app.route("/auth/proof", proofRoutes(sandbox));
  app.route("/", handoverRoutes(sandbox));
  app.route("/", authRoutes(sandbox));
  app.route("/geocoder", geocoderRoutes(sandbox));
  app.route("/", fileRoutes(sandbox));
  app.route("/checkout", checkoutRoutes(sandbox));
  app.route("/tiles", tileRoutes());
  // Streaming answers its catalogue without a token too, so it handles auth itself.
  app.route("/", streamingRoutes(sandbox));

  const customer = new Hono<SandboxEnv>();
  customer.use(requireCustomer(sandbox));
  customer.route("/", accountRoutes(sandbox));
  customer.route("/", billingRoutes(sandbox));
  customer.route("/", equipmentRoutes(sandbox));
  customer.route("/", customerOutageRoutes(sandbox));
  customer.route("/", paymentPromiseRoutes(sandbox));
  customer.route("/", activityRoutes(sandbox));
  app.route("/v2/customers/current", customer);

  app.route("/staff", staffRoutes(sandbox));

  const v3 = new Hono<SandboxEnv>();
  v3.use(requireCustomer(sandbox));
  v3.route("/tickets", ticketRoutes(sandbox));
  v3.route("/", visitRoutes(sandbox));
  v3.route("/informe/pagos", paymentReportRoutes(sandbox));
  app.route("/v3", v3);

  return { app, sandbox, seeded, close: () => db.close() };
}

/**
 * Starts the sandbox on 127.0.0.1 (or `hostname`: 0.0.0.0 in a container); port 0 picks a
 * free one (tests do).
 */
export async function startSandbox(options: SandboxOptions & { port?: number; hostname?: string }) {
  let handle: ((request: Request, env: unknown) => Response | Promise<Response>) | undefined;
  const hostname = options.hostname ?? "127.0.0.1";
  // The node server's bindings go along: the caller's address is read from them (`client-address.ts`).
  const server = serve({ fetch: (request, env) => handle!(request, env), port: options.port ?? 3100, hostname });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${hostname === "0.0.0.0" ? "127.0.0.1" : hostname}:${port}`;
  let built: Awaited<ReturnType<typeof createSandbox>>;
  try {
    built = await createSandbox({ ...options, publicUrl: options.publicUrl ?? url });
  } catch (error) {
    server.close();
    throw error;
  }
  handle = (request, env) => built.app.fetch(request, env);
  return {
    url,
    port,
    sandbox: built.sandbox,
    /** Whether this start seeded a new database (false: it kept an earlier run's data). */
    seeded: built.seeded,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      built.close();
    },
  };
}
