import { StreamingCatalogue, StreamingSubscription, type SubscribeRequest } from "../../contract/streaming";
import { apiRequest, type ApiOptions, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/** The streaming add-on (DIRECTV GO). */

/** Plans and extras for anyone; with a token, also the customer's subscription. */
export const getStreamingCatalogue = (options?: ApiOptions) =>
  apiRequest({ name: "getStreamingCatalogue", method: "GET", path: "/v2/services/dgo/plans", schema: StreamingCatalogue }, options);

export const subscribeToStreaming = (session: ApiSession, request: SubscribeRequest) =>
  apiRequest({ name: "subscribeToStreaming", method: "POST", path: "/v2/services/dgo/subscribe", body: request, schema: StreamingSubscription }, session);

export const stopStreaming = (session: ApiSession) =>
  apiRequest({ name: "stopStreaming", method: "POST", path: "/v2/services/dgo/stop-subscription", schema: StreamingSubscription }, session);

export const changeStreamingPlan = (session: ApiSession, planId: number) =>
  apiRequest({ name: "changeStreamingPlan", method: "PUT", path: "/v2/services/dgo/change-plan", body: { plan_id: planId }, schema: StreamingSubscription }, session);

export const addStreamingExtra = (session: ApiSession, extraId: number) =>
  apiRequest({ name: "addStreamingExtra", method: "POST", path: "/v2/services/dgo/extras", body: { extra_id: extraId }, schema: StreamingSubscription }, session);

export const removeStreamingExtra = (session: ApiSession, extraId: number) =>
  apiRequest(
    { name: "removeStreamingExtra", method: "DELETE", path: "/v2/services/dgo/extras/unsubscribe", body: { extra_id: extraId }, schema: StreamingSubscription },
    session,
  );

export const pauseStreaming = (session: ApiSession, subscriptionId: number) =>
  apiRequest({ name: "pauseStreaming", method: "POST", path: apiPath`/v3/services/dgo/subscriptions/${subscriptionId}/pause`, schema: StreamingSubscription }, session);

export const activateStreaming = (session: ApiSession, subscriptionId: number) =>
  apiRequest(
    { name: "activateStreaming", method: "POST", path: apiPath`/v3/services/dgo/subscriptions/${subscriptionId}/activate`, schema: StreamingSubscription },
    session,
  );
