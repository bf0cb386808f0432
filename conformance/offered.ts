import { CAPABILITY_NAMES, isCapability, type Capability } from "../contract/capabilities.ts";
import { notFoundMeansNotOffered, operationList } from "../contract/operations.ts";
import type { ApiStatus } from "../contract/status.ts";
import type { Api } from "./api.ts";

/**
 * Which capabilities the API offers, as the portal learns it (decision 126): the list in
 * `GET /status` when there is one (a capability it leaves out is not offered); without it,
 * each capability's first call that names no record, sent bare: 404 or 501 says the API
 * lacks it (a refusal of the bare call, 400 or 401, says the call is there). A capability
 * whose every call names a record (the equipment) is sent one that does not exist, and only
 * 501 says it is lacking: a 404 there is the record's (`notFoundMeansNotOffered`).
 */

export type Offered = { capabilities: ReadonlySet<Capability>; source: "status" | "probe" };

export async function offeredCapabilities(api: Api, status: ApiStatus): Promise<Offered> {
  if (status.capabilities) {
    return { capabilities: new Set(status.capabilities.filter(isCapability)), source: "status" };
  }
  const offered = new Set<Capability>();
  for (const capability of CAPABILITY_NAMES) {
    const calls = operationList.filter((operation) => operation.capability === capability && !operation.service);
    const bare = calls.filter(notFoundMeansNotOffered);
    // A GET first: it changes nothing even where a bare POST would be taken.
    const probe =
      bare.find((operation) => operation.method === "GET") ??
      bare[0] ??
      calls.find((operation) => operation.method === "GET") ??
      calls[0];
    if (!probe) continue;
    const answer = await api.probe(probe);
    const lacking = answer === null || answer === 501 || (answer === 404 && notFoundMeansNotOffered(probe));
    if (!lacking) offered.add(capability);
  }
  return { capabilities: offered, source: "probe" };
}
