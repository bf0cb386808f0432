import { Link } from "react-router";
import { useRootData } from "~/utils/root-data";
import { useT } from "~/utils/i18n";

/** The provider's wordmark, linking home. */
export function Logo() {
  const t = useT();
  const product = useRootData()?.config.PRODUCT_NAME ?? "";
  return (
    <Link to="/" className="logo" viewTransition aria-label={t("a11y.home", { product })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path
          d="M8 20a11 11 0 0 1 16 0M11 16.5a7 7 0 0 1 10 0M14 13a3 3 0 0 1 4 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="16" cy="23" r="2" fill="#ffb400" />
      </svg>
      <span className="logo-name">{product}</span>
    </Link>
  );
}
