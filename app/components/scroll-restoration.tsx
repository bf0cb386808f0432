import {
  ScrollRestoration as StockScrollRestoration,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from "react-router";

/** React Router's own key: positions saved by earlier versions of the portal still count. */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Which script the server writes (decision 133): this one, or React Router's own
 * (`OWN_SCROLL_SCRIPT=0`). Set once by `entry.server.tsx` from the configuration; the
 * browser never reads it (the script is the server's to write).
 */
export const scrollScript = { own: true };

/**
 * Runs as the page is parsed, before its first paint (decision 123). An entry the browser
 * opens for the first time (a link, a typed address, a search result) has no key: it gets
 * one and nothing is read, since no position can have been saved under a key just made.
 * Only an entry that had a key (a reload, a return to a page of the portal) reads the
 * saved positions from `sessionStorage`, and scrolls to its own. React Router's script
 * read the storage on every load: the first read in a new renderer opens the tab's
 * storage with a round trip to the browser's process, 8–21 ms of this machine's main
 * thread before the paint, for nothing on a first visit.
 */
const RESTORE_SCROLL =
  `(function(k){var h=window.history,s=h.state;if(!s||!s.key){h.replaceState({key:Math.random().toString(32).slice(2)},"");return}` +
  `try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y=="number")window.scrollTo(0,y)}` +
  `catch(e){try{sessionStorage.removeItem(k)}catch(e){}}})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;

/**
 * React Router's scroll restoration (positions kept per entry, saved when the page is
 * left, restored on back and forward) with the script above in place of its own. The
 * browser never runs the script a second time, so only the server writes its text.
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  // The server's choice only: the browser's bundle keeps this component alone (a constant per build).
  if (import.meta.env.SSR && !scrollScript.own)
    return <StockScrollRestoration nonce={nonce} storageKey={SCROLL_POSITIONS_KEY} />;
  return <OwnScrollRestoration nonce={nonce} />;
}

function OwnScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RESTORE_SCROLL : "" }}
    />
  );
}
