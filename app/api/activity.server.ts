import type { ActivityQuery } from "../../contract/activity";
import { operations } from "../../contract/operations";
import { apiRequest, type ApiSession } from "./transport.server";

/** The account's activity (decision 141): its sign-ins and changes, who made each and from where, newest first. */
export const listAccountActivity = (session: ApiSession, query: ActivityQuery = {}) =>
  apiRequest(operations.listAccountActivity, { query }, session);
