import { CAPABILITY_NAMES, isCapability, type Capability } from "../contract/capabilities";
import { operationList, pathParameters } from "../contract/operations";
import type { ApiStatus } from "../contract/status";
import type { Api } from "./api";

/**
 * Which capabilities the API offers, as the portal learns it (decision 126): the list in
 * `GET /status` when there is one (a capability it leaves out is not offered); without it,
 * each capability's first call that names no record, sent bare: 404 or 501 says the API
 * lacks it (a refusal of the bare call, 400 or 401, says the call is there).
 */

export type Offered = { capabilities: ReadonlySet<Capability>; source: "status" | "probe" };

export async function offeredCapabilities(api: Api, status: ApiStatus): Promise<Offered> {
  if (status.capabilities) {
    return { capabilities: new Set(status.capabilities.filter(isCapability)), source: "status" };
  }
  const offered = new Set<Capability>();
  for (const capability of CAPABILITY_NAMES) {
    const calls = operationList.filter((operation) => operation.capability === capability && !operation.service && pathParameters(operation.path).length === 0);
    // A GET first: it changes nothing even where a bare POST would be taken.
    const probe = calls.find((operation) => operation.method === "GET") ?? calls[0];
    const answer = probe ? await api.probe(probe) : null;
    if (answer !== null && answer !== 404 && answer !== 501) offered.add(capability);
  }
  return { capabilities: offered, source: "probe" };
}
