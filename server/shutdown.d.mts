import type { Server } from "node:http";

export function closeGracefully(server: Server, options: { timeoutMs: number }): Promise<void>;
