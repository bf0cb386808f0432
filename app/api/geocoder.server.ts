import { GeocoderResult, type GeocoderQuery } from "../../contract/geocoder";
import { getConfig } from "~/config.server";
import { apiRequest, type ApiOptions } from "./transport.server";

/**
 * Address search at GEOCODER_URL, a Photon-compatible service (the sandbox serves one).
 * It is not the provider API, so the maintenance flag does not stop it, and the metrics
 * name it apart from the API's endpoints.
 */
export const searchAddresses = (query: GeocoderQuery, options: Omit<ApiOptions, "token"> = {}) =>
  apiRequest(
    { name: "searchAddresses", method: "GET", path: { path: "", pattern: "(geocoder)" }, query, schema: GeocoderResult, ignoreOffline: true, ignoreAuth: true },
    { ...options, baseUrl: options.baseUrl ?? getConfig().GEOCODER_URL },
  );
