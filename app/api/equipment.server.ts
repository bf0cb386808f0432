import { Equipment } from "../../contract/equipment";
import { apiRequest, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/** A connection's equipment (issue 21): `/v2/customers/current/conexiones/{id}/equipment`. */

export const getEquipment = (session: ApiSession, connectionId: number) =>
  apiRequest({ name: "getEquipment", method: "GET", path: apiPath`/v2/customers/current/conexiones/${connectionId}/equipment`, schema: Equipment }, session);

/** 202 with the equipment restarting; needs a proved token; 409 `equipment_offline` or `restart_too_soon`. */
export const restartEquipment = (session: ApiSession, connectionId: number) =>
  apiRequest({ name: "restartEquipment", method: "POST", path: apiPath`/v2/customers/current/conexiones/${connectionId}/equipment/restart`, schema: Equipment }, session);
