import { useRootData } from "~/utils/root-data";

/**
 * The token that lets a post with neither `Origin` nor `Sec-Fetch-Site` through (decision
 * 133): in every post form, through `SubmitButton` or on its own (`{formToken}`). The root loader gives one
 * only to a browser that sends no `Sec-Fetch-Site` (a text browser, an old one), so other
 * pages print an empty `<noscript>`. Inside it, because only a browser without JavaScript
 * needs it (one that runs our scripts sends `Origin` with every post), and React neither
 * hydrates nor renders what is in it: the browser's bundle carries one empty element.
 * One element for every form: a constant, which weighs less on the bundle than a component.
 */
export const formToken = import.meta.env.SSR ? (
  <noscript>
    <TokenInput />
  </noscript>
) : (
  <noscript />
);

function TokenInput() {
  const token = useRootData()?.formToken;
  return token ? <input type="hidden" name="csrf" value={token} /> : null;
}
