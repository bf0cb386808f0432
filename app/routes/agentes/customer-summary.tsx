import { Link } from "react-router";
import type { CustomerSummary } from "../../../contract/staff";
import staffStrings from "~/locales/staff";
import { useT } from "~/utils/i18n";

/**
 * A customer as the API's search gives them (decision 141): masked, as to a quick-access
 * session. A result links to the caller's page by the name; the caller's page shows it alone.
 */
export function CustomerSummaryCard({ customer, link }: { customer: CustomerSummary; link?: string }) {
  const t = useT(staffStrings);
  return (
    <div className="panel desk-customer">
      {link ? (
        <h3>
          <Link to={link}>{customer.name}</Link>
        </h3>
      ) : null}
      <dl>
        <dt>{customer.identification_type}</dt>
        <dd>{customer.identification}</dd>
        {customer.contacts.length ? (
          <>
            <dt>{t("summary.contacts")}</dt>
            {customer.contacts.map((contact) => (
              <dd key={`${contact.type}-${contact.masked}`}>
                {contact.masked} ({t(contact.verified ? "summary.verified" : "summary.unverified")})
              </dd>
            ))}
          </>
        ) : null}
        {customer.connections.length ? (
          <>
            <dt>{t("summary.connections")}</dt>
            {customer.connections.map((connection) => (
              <dd key={connection.id}>
                {connection.number}: {connection.street}, {connection.locality}
              </dd>
            ))}
          </>
        ) : null}
      </dl>
    </div>
  );
}
