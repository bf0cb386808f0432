/** What a cancellation may name (the contract's `CancelledService`, without zod in the browser). */
export const SERVICES = ["internet", "tv", "dgo", "all"] as const;
