import { operations } from "../../contract/operations";
import type { SubscribeRequest } from "../../contract/streaming";
import { apiRequest, type ApiOptions, type ApiSession } from "./transport.server";

/** The streaming add-on (DIRECTV GO). */

/** Plans and extras for anyone; with a token, also the customer's subscription. */
export const getStreamingCatalogue = (options?: ApiOptions) =>
  apiRequest(operations.getStreamingCatalogue, {}, options);

export const subscribeToStreaming = (session: ApiSession, request: SubscribeRequest) =>
  apiRequest(operations.subscribeToStreaming, { body: request }, session);

export const stopStreaming = (session: ApiSession) => apiRequest(operations.stopStreaming, {}, session);

export const changeStreamingPlan = (session: ApiSession, planId: number) =>
  apiRequest(operations.changeStreamingPlan, { body: { plan_id: planId } }, session);

export const addStreamingExtra = (session: ApiSession, extraId: number) =>
  apiRequest(operations.addStreamingExtra, { body: { extra_id: extraId } }, session);

export const removeStreamingExtra = (session: ApiSession, extraId: number) =>
  apiRequest(operations.removeStreamingExtra, { body: { extra_id: extraId } }, session);

export const pauseStreaming = (session: ApiSession, subscriptionId: number) =>
  apiRequest(operations.pauseStreaming, { params: { id: subscriptionId } }, session);

export const activateStreaming = (session: ApiSession, subscriptionId: number) =>
  apiRequest(operations.activateStreaming, { params: { id: subscriptionId } }, session);
