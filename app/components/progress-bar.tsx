import { useFetchers, useNavigation } from "react-router";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * The top loading bar: visible while a navigation or a submission is under way; it
 * turns to the error colour when the page it led to failed.
 */
export function ProgressBar({ failed = false }: { failed?: boolean }) {
  const t = useT(commonStrings);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const state = busy ? "busy" : failed ? "failed" : "idle";
  return (
    <div className="progress-bar" data-state={state} aria-hidden={!busy}>
      {busy ? (
        <span className="visually-hidden" role="status">
          {t("a11y.loading")}
        </span>
      ) : null}
    </div>
  );
}
