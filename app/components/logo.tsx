import { href, Link } from "react-router";
import { useRootData } from "~/utils/root-data";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * The provider's wordmark, linking home. The mark itself is drawn by the stylesheet
 * (`.logo::before`): as markup it cost every page's JavaScript a few hundred bytes.
 */
export function Logo() {
  const t = useT(commonStrings);
  const product = useRootData()?.config.PRODUCT_NAME ?? "";
  return (
    <Link to={href("/")} className="logo" viewTransition aria-label={t("a11y.home", { product })}>
      <span className="logo-name">{product}</span>
    </Link>
  );
}
