import { z } from "zod";

/** `GET /status`: whether the provider's systems are up or in maintenance. */
export const ApiStatus = z.object({ status: z.enum(["online", "offline"]) });
export type ApiStatus = z.infer<typeof ApiStatus>;
