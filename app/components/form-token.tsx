import { useRootData } from "~/utils/root-data";

/**
 * The token that lets a post with neither `Origin` nor `Sec-Fetch-Site` through (decision
 * 133), in every post form: through `SubmitButton`, or on its own as
 * `{import.meta.env.SSR ? <FormToken /> : null}`. The root loader gives one only to a
 * browser that sends no `Sec-Fetch-Site` (a text browser, an old one); other pages print
 * nothing. Only the server renders it: React's hydration passes over a hidden input it did
 * not render, so the input stays in the form (posts with JavaScript carry it too) and the
 * browser's bundle carries none of this.
 */
export function FormToken() {
  const token = useRootData()?.formToken;
  return token ? <input type="hidden" name="csrf" value={token} /> : null;
}
