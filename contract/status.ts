import { z } from "zod";
import { CapabilityList } from "./capabilities.ts";

/**
 * `GET /status`: whether the provider's systems are up or in maintenance, and which of the
 * optional capabilities the API offers (decision 126). An API that leaves `capabilities`
 * out is taken to offer them all; the portal then learns from their calls' 404 and 501.
 */
export const ApiStatus = z.object({
  status: z.enum(["online", "offline"]),
  capabilities: CapabilityList.optional(),
});
export type ApiStatus = z.infer<typeof ApiStatus>;
