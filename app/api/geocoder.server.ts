import type { GeocoderQuery } from "../../contract/geocoder";
import { operations } from "../../contract/operations";
import { apiRequest, type ApiOptions } from "./transport.server";

/**
 * Address search at GEOCODER_URL, a Photon-compatible service (the sandbox serves one).
 * It is not the provider API, so the maintenance flag does not stop it, and the metrics
 * name it apart from the API's endpoints.
 */
export const searchAddresses = (query: GeocoderQuery, options: Omit<ApiOptions, "token"> = {}) =>
  apiRequest(operations.searchAddresses, { query }, options);
