import { data, href, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import staffStrings from "~/locales/staff";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";

/**
 * `/agentes/atencion/solo-el-cliente`: where the customer area sends an agent serving a
 * caller who opens (or posts to) a page that is the customer's own (decision 144): online
 * payment, automatic debit, contacts, the password, proving identity, the streaming
 * add-on's changes, the speed test. A page of the desk, in its frame, answered 403.
 */
export function loader() {
  return data(null, { status: 403 });
}

export default function CustomerOnly() {
  const t = useT(staffStrings);
  return (
    <>
      <PageTitle>{t("customerOnly.heading")}</PageTitle>
      <h1>{t("customerOnly.heading")}</h1>
      <p>{t("customerOnly.text")}</p>
      {/* The customer area is the platform module's: no link while it is off (or the API lacks it). */}
      {useRootData()?.config.FLAG_PLATFORM ? (
        <p className="actions">
          <Link to={href("/mi-cuenta")} className="button">
            {t("customerOnly.back")}
          </Link>
        </p>
      ) : null}
    </>
  );
}
