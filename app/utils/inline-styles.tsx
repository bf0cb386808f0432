import { createContext, useContext } from "react";
import { useNonce } from "~/utils/nonce";

// The site's stylesheet, given by the server to write into the page's head (decision 111):
// a page paints with its first response, not after a second request for the stylesheet
// that slow networks pay a round trip and its bytes for. Only the server has it: the
// browser's bundle never carries the CSS, and React 19 leaves alone, when it hydrates,
// a <style> in the head it did not render itself.
const InlineStylesContext = createContext("");

export const InlineStylesProvider = InlineStylesContext.Provider;

/** The stylesheet, inline, with the response's CSP nonce; nothing in the browser. */
export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  const nonce = useNonce();
  return css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
