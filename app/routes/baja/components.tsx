import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import consumerStrings from "~/locales/consumer";
import { formatDateTime } from "~/utils/format";
import { useT } from "~/utils/i18n";

/** Pieces the cancellation and withdrawal pages share (issue 13). */

/** The Ley 25.326 notice every form that asks for these data shows. */
export function PrivacyNotice() {
  const t = useT(consumerStrings);
  return <p className="hint consumer-privacy">{t("privacy")}</p>;
}

/** A confirmation's facts: label, value (or "not given"). */
export function Summary({ rows }: { rows: Array<[label: string, value: string | undefined]> }) {
  const t = useT(consumerStrings);
  return (
    <dl className="facts panel">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value || t("confirm.notGiven")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page after a request went in: its code, when, what happens next, where the code went. */
export function SentRequestPage({ sent, title }: { sent: { code: string; created_at: string; contact: string }; title: string }) {
  const t = useT(consumerStrings);
  const heading = useRef<HTMLHeadingElement>(null);
  // React only autofocuses form controls when it renders in the browser.
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="page-narrow">
      <PageTitle>{title}</PageTitle>
      <h1 tabIndex={-1} autoFocus ref={heading}>
        {t("sent.headline")}
      </h1>
      <dl className="facts panel">
        <dt>{t("sent.code")}</dt>
        <dd>
          <strong className="request-code">{sent.code}</strong>
        </dd>
        <dt>{t("sent.date")}</dt>
        <dd>{formatDateTime(sent.created_at)}</dd>
      </dl>
      <p>{t("sent.next")}</p>
      <p>{t("sent.sentTo", { contact: sent.contact })}</p>
      <p className="hint">{t("sent.review")}</p>
      <p>
        <Link to={`/baja/estado?codigo=${encodeURIComponent(sent.code)}`}>{t("sent.status")}</Link>
      </p>
    </article>
  );
}
