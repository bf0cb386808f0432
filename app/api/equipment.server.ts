import { operations } from "../../contract/operations";
import { apiRequest, type ApiSession } from "./transport.server";

/** A connection's equipment (decision 102): `/v2/customers/current/conexiones/{id}/equipment`. */

export const getEquipment = (session: ApiSession, connectionId: number) =>
  apiRequest(operations.getEquipment, { params: { id: connectionId } }, session);

/** 202 with the equipment restarting; needs a proved token; 409 `equipment_offline` or `restart_too_soon`. */
export const restartEquipment = (session: ApiSession, connectionId: number) =>
  apiRequest(operations.restartEquipment, { params: { id: connectionId } }, session);
