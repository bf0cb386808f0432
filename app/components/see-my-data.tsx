import { Link, useLocation } from "react-router";
import areaStrings from "~/locales/area";
import { useT } from "~/utils/i18n";
import { proofPath } from "~/utils/proof-path";

/**
 * Beside personal data shown masked to a quick-access session (decision 097): why, and "Ver mis
 * datos", which asks for proof and comes back to this very page, now in full.
 */
export function SeeMyData() {
  const t = useT(areaStrings);
  const { pathname, search } = useLocation();
  return (
    <p className="masked-note">
      {t("masked.note")} <Link to={proofPath(`${pathname}${search}`)}>{t("masked.link")}</Link>
    </p>
  );
}
