import { z } from "zod";
import { Id, IsoDateTime, Money } from "./common.ts";

/** The streaming TV add-on (DIRECTV GO): `/v2/services/dgo/...` and `/v3/services/dgo/...`. */

export const StreamingPlan = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  price: Money,
  channels: z.number().int().nonnegative(),
  featured: z.boolean(),
});
export type StreamingPlan = z.infer<typeof StreamingPlan>;

export const StreamingExtra = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  price: Money,
});
export type StreamingExtra = z.infer<typeof StreamingExtra>;

export const SubscriptionState = z.enum(["active", "paused", "stopped"]);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const StreamingSubscription = z.object({
  id: Id,
  state: SubscriptionState,
  plan: StreamingPlan,
  extras: z.array(StreamingExtra),
  /** Plan plus extras, per month. */
  monthly_price: Money,
  started_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type StreamingSubscription = z.infer<typeof StreamingSubscription>;

/** The catalogue, plus the caller's subscription when signed in (null otherwise). */
export const StreamingCatalogue = z.object({
  plans: z.array(StreamingPlan),
  extras: z.array(StreamingExtra),
  subscription: StreamingSubscription.nullable(),
});
export type StreamingCatalogue = z.infer<typeof StreamingCatalogue>;

export const SubscribeRequest = z.object({
  plan_id: Id,
  extra_ids: z.array(Id).max(10).default([]),
});
export type SubscribeRequest = z.input<typeof SubscribeRequest>;

export const ChangePlanRequest = z.object({ plan_id: Id });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

export const ExtraRequest = z.object({ extra_id: Id });
export type ExtraRequest = z.infer<typeof ExtraRequest>;
