import { useEffect, useState, useSyncExternalStore } from "react";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

type Status = "online" | "offline" | "back-online";

/** Says when the browser loses its connection, and when it comes back. */
export function NetworkBanner() {
  const t = useT(commonStrings);
  // The server, and the first render in the browser, take the connection for granted.
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  // "Back online" for a few seconds after it comes back (React's state adjusted while rendering).
  const [wasOnline, setWasOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (online !== wasOnline) {
    setWasOnline(online);
    setBackOnline(online);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), 4000);
    return () => clearTimeout(timer);
  }, [backOnline]);
  const status: Status = !online ? "offline" : backOnline ? "back-online" : "online";

  return (
    <div className="network-banner" data-status={status} role="status">
      {status === "offline" ? t("network.offline") : status === "back-online" ? t("network.online") : null}
    </div>
  );
}

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener("offline", onChange);
  window.addEventListener("online", onChange);
  return () => {
    window.removeEventListener("offline", onChange);
    window.removeEventListener("online", onChange);
  };
}
