/**
 * An API call's endpoint as a metric's label (decision 115): `/v3/tickets/:id/visit`, never
 * `/v3/tickets/R-104310/visit`. Labels must stay few (each value is a time series kept by
 * Prometheus) and must never carry a person's data: a DNI, a CUIT, a code, a token.
 *
 * An operation's label is its path template from `contract/operations.ts`, each parameter
 * `:id`, so it is the code's own fixed words whatever a visitor puts in a URL (the
 * transport builds it). `endpointPattern` masks any other path (a file's path from the API)
 * by shape: only short lowercase words and API versions survive; anything with a digit, a
 * capital, a dot, an escape or a hex-looking run becomes `:id`.
 */

export const PARAMETER = ":id";

const WORD = /^[a-z]+(?:[-_][a-z]+)*$/;
const VERSION = /^v\d{1,2}$/;
// A random token or hash in lowercase hex could pass for a word ("deadbeef").
const HEX_LIKE = /^[a-f]{8,}$/;
const LONGEST_WORD = 40;

const isFixedWord = (segment: string) =>
  VERSION.test(segment) || (segment.length <= LONGEST_WORD && WORD.test(segment) && !HEX_LIKE.test(segment));

/** The pattern of a path: its fixed words kept, every other segment `:id`; no query. */
export function endpointPattern(path: string): string {
  const segments = (path.split(/[?#]/, 1)[0] ?? "").split("/").filter(Boolean);
  return `/${segments.map((segment) => (segment === PARAMETER || isFixedWord(segment) ? segment : PARAMETER)).join("/")}`;
}
