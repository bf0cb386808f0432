import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { listAccountActivity } from "~/api/activity.server";
import { loginWithIdentification } from "~/api/auth.server";
import { openClaim } from "~/api/tickets.server";
import { searchAddresses } from "~/api/geocoder.server";
import { startApplication } from "~/api/public.server";
import {
  askConsent,
  endStaffSession,
  findCustomers,
  getCustomerSummary,
  listAgentActions,
  openReadOnlySession,
  submitApplicationByPhone,
  verifyConsent,
  type StaffSession,
} from "~/api/staff.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { staffSandbox } from "../sandbox/harness";
import type { StaffIssuer } from "../support/staff-issuer";

/**
 * The portal's client for call-centre staff (decision 141) against the sandbox and a real
 * issuer: every call typed through the table, answers parsed with the contract; and the
 * browser's address forwarded to the API (never elsewhere) for the account's activity.
 */

const running = staffSandbox();
let api: { baseUrl: string; timeoutMs: number };
beforeAll(() => {
  vi.stubEnv("API_BASE_URL", running.sandbox.url);
  api = { baseUrl: running.sandbox.url, timeoutMs: 5000 };
});

const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
const staff = async (claims: Parameters<StaffIssuer["sign"]>[0] = {}): Promise<StaffSession> => ({
  ...api,
  token: await running.issuer.sign(claims),
});

describe("the staff's client", () => {
  it("finds a caller, asks and verifies their consent, acts with the token it gives, and a supervisor sees it", async () => {
    const agent = await staff({ agent_number: "4321", sub: "staff-4321" });
    const [carlos] = await findCustomers(agent, { by: "identification", value: "20304050" });
    expect(carlos).toMatchObject({ identification: "20.•••.050", consent: { available: true } });
    const sent = await askConsent(agent, carlos!.id, carlos!.consent.channels[0]!.contact_id);
    expect(sent.channel.masked).toBe("c•••••@example.com");
    const code = (await running.sandbox.client.outbox({ identification: "20304050" }))
      .filter((message) => message.purpose === "consent_code")
      .at(-1)!.code!;
    await expect(verifyConsent(agent, carlos!.id, code === "000000" ? "111111" : "000000")).rejects.toMatchObject({
      status: 400,
      reason: "code_invalid",
    });
    const delegated = await verifyConsent(agent, carlos!.id, code);
    expect(delegated).toMatchObject({ access: "consent", customer_id: carlos!.id, agent_number: "4321" });
    const customer = { ...api, token: delegated.access_token };
    await openClaim(customer, { category_id: 6, subject: "Consulta", message: "Una consulta por teléfono." });
    const { data } = await listAccountActivity(customer, { per_page: 3 });
    expect(data[0]).toMatchObject({ kind: "claim_opened", actor: { agent_number: "4321" } });

    await expect(listAgentActions(agent, { date: today() })).rejects.toMatchObject({
      status: 403,
      reason: "supervisor_only",
    });
    const supervisor = await staff({ roles: ["supervisor"], agent_number: "9001" });
    const actions = await listAgentActions(supervisor, { date: today(), agent_number: "4321" });
    expect(actions.data.map((action) => action.kind)).toEqual(["claim_opened", "sign_in_agent", "consent_requested"]);
  });

  it("reads one caller by id as the search did, and signs the staff member out at the API", async () => {
    const agent = await staff();
    const [carlos] = await findCustomers(agent, { by: "identification", value: "20304050" });
    expect(await getCustomerSummary(agent, carlos!.id)).toEqual(carlos);
    await expect(getCustomerSummary(agent, 999_999)).rejects.toMatchObject({ status: 404 });
    expect(await endStaffSession(agent)).toEqual({ message: "Sesión de atención cerrada" });
    await expect(getCustomerSummary(agent, carlos!.id)).rejects.toMatchObject({ status: 401 });
  });

  it("opens a read-only session for a customer without a verified contact, and applies by phone", async () => {
    const agent = await staff();
    const { id } = (await running.sandbox.client.call("POST", "/__faults/customers", { json: { plans: [1] } })).body;
    await expect(askConsent(agent, id, 1)).rejects.toMatchObject({ status: 409, reason: "no_verified_contact" });
    expect(await openReadOnlySession(agent, id)).toMatchObject({ access: "read_only", customer_id: id });
    const applicant = (await running.sandbox.client.call("POST", "/__faults/customers/identifications")).body
      .identification;
    const { request_id } = await startApplication(api);
    const application = await submitApplicationByPhone(agent, {
      request_id,
      plan_id: 1,
      localidad_id: 1,
      lat: -31.2446,
      lng: -64.4659,
      address: { street: "Independencia", number: "2950" },
      applicant: {
        kind: "person",
        identification: applicant,
        nombre: "Ana",
        apellido: "Ruiz",
        email: "ana.ruiz@example.com",
        phone: "+54 9 3541 55-1234",
      },
      accept_terms: true,
    });
    const stored = (await running.sandbox.client.call("GET", `/__faults/applications?identification=${applicant}`)).body
      .applications[0];
    expect(stored).toMatchObject({ number: application.number, channel: "phone", agent_number: "4127" });
  });
});

describe("the browser's address", () => {
  it("goes to the API with every call of a page, and the API records it", async () => {
    const token = await runInRequestScope(
      { requestId: "r-1", clientAddress: "190.210.33.12" },
      async () => (await loginWithIdentification("26555444", api)).access_token,
    );
    const proved = await running.sandbox.client.prove(token);
    const { data } = await listAccountActivity({ ...api, token: proved });
    expect(data.at(-1)).toMatchObject({ kind: "sign_in_quick_access", client_address: "190.210.33.12" });
  });

  it("never goes to another host, a geocoder elsewhere included", async () => {
    const seen: (string | undefined)[] = [];
    const geocoder = createServer((request, response) => {
      seen.push(request.headers["x-client-address"] as string | undefined);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ type: "FeatureCollection", features: [] }));
    });
    await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/api`;
      await runInRequestScope({ requestId: "r-2", clientAddress: "190.210.33.12" }, () =>
        searchAddresses({ q: "San Martín 100" }, { baseUrl, timeoutMs: 5000 }),
      );
      expect(seen).toEqual([undefined]);
    } finally {
      geocoder.close();
    }
  });
});
