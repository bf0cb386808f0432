import type { IncomingMessage, ServerResponse } from "node:http";

export function cookieSecurity(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
export function withoutSecure(cookie: string): string;
export function isLoopback(hostname: string): boolean;
