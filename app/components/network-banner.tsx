import { useEffect, useState } from "react";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

type Status = "online" | "offline" | "back-online";

/** Says when the browser loses its connection, and when it comes back. */
export function NetworkBanner() {
  const t = useT(commonStrings);
  const [status, setStatus] = useState<Status>("online");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(timer);
      setStatus("offline");
    };
    const onOnline = () => {
      setStatus("back-online");
      timer = setTimeout(() => setStatus("online"), 4000);
    };
    if (!navigator.onLine) setStatus("offline");
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  return (
    <div className="network-banner" data-status={status} role="status">
      {status === "offline" ? t("network.offline") : status === "back-online" ? t("network.online") : null}
    </div>
  );
}
