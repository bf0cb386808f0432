import { href, Link } from "react-router";
import consumerStrings from "~/locales/consumer";
import { useT } from "~/utils/i18n";

/** Past the 10 days: what to do instead, with the baja filled in from this draft. */
export function TooLate() {
  const t = useT(consumerStrings);
  return (
    <div className="error-summary" role="alert" tabIndex={-1} autoFocus>
      <p>{t("withdrawal.tooLate")}</p>
      <p>
        <Link to={`${href("/baja")}?desde=arrepentimiento`}>{t("withdrawal.toCancellation")}</Link>
      </p>
    </div>
  );
}
