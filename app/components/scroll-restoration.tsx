import {
  ScrollRestoration as RouterScrollRestoration,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from "react-router";

/** React Router's own key (positions saved by earlier versions of the portal still count). */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * React Router's scroll restoration: positions kept per history entry, saved when the page
 * is left, restored on back and forward. The server renders React Router's component, whose
 * script puts a loaded page where it was left. The browser never runs that script again, so
 * its bundle keeps only the component's hook and an empty script to hydrate: React Router's
 * component would carry the script's source on every page (decision 129).
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  return import.meta.env.SSR ? (
    <RouterScrollRestoration nonce={nonce} storageKey={SCROLL_POSITIONS_KEY} />
  ) : (
    <BrowserScrollRestoration nonce={nonce} />
  );
}

function BrowserScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
