import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { TOAST_DURATION_MS } from "~/constants";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";
import type { Toast } from "~/utils/toast";

/**
 * One stack of toasts, newest on top. The server renders them, so they show without
 * JavaScript (until the next page); with JavaScript each closes after 5 s.
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  const t = useT(commonStrings);
  const [visible, setVisible] = useState(toasts);
  // New toasts (the next page's) join the stack as they arrive: state adjusted while rendering.
  const [arrived, setArrived] = useState(toasts);
  if (toasts !== arrived) {
    setArrived(toasts);
    setVisible((current) => {
      const known = new Set(current.map((toast) => toast.id));
      const fresh = toasts.filter((toast) => !known.has(toast.id));
      return fresh.length ? [...fresh, ...current] : current;
    });
  }

  const dismiss = (id: string) => setVisible((current) => current.filter((toast) => toast.id !== id));

  return (
    <section className="toaster" aria-label={t("a11y.notifications")}>
      <ol>
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useT(commonStrings);
  const hydrated = useHydrated();

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  return (
    <li className={`toast toast-${toast.kind}`}>
      <div className="toast-body" role={toast.kind === "error" ? "alert" : "status"}>
        <strong className="toast-title">{toast.title ?? t(`toast.kind.${toast.kind}`)}</strong>
        <p>{toast.message}</p>
      </div>
      {hydrated ? (
        <button type="button" className="toast-close" onClick={() => onDismiss(toast.id)} aria-label={t("a11y.close")}>
          ×
        </button>
      ) : null}
    </li>
  );
}
