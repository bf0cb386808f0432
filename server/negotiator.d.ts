// negotiator 1 ships no types, and @types/negotiator describes the 0.6 line (no `preferred`).
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The available encodings the request accepts, best first; `preferred` breaks ties of q. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
