import { useEffect, useRef } from "react";
import { Form, href, Link } from "react-router";
import { ErrorSummary, hasErrors, OneTimeCodeField, SubmitButton, type FormResult } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import consumerStrings from "~/locales/consumer";
import { formatDateTime } from "~/utils/format";
import { useT } from "~/utils/i18n";

/** Pieces the cancellation and withdrawal pages share (decision 073). */

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

/**
 * The page after a request was filed: its request code and date at once, then the form
 * that confirms it with the code sent to the holder's verified contacts (decision 099).
 * Its words are the same whatever the data matched, so it tells nobody who is a customer.
 */
export function SentRequestPage({
  sent,
  wait,
  waitText,
  verifyText,
  result,
  title,
}: {
  sent: { code: string; created_at: string; confirmed: boolean };
  wait: number;
  /** The wait in words, from the loader (its plural forms stay on the server). */
  waitText: string | null;
  /** The confirmation's longer words, from the loader too (they stay out of the request forms' download). */
  verifyText: { intro: string; pending: string } | null;
  result: FormResult;
  title: string;
}) {
  const t = useT(consumerStrings);
  const heading = useRef<HTMLHeadingElement>(null);
  const failed = hasErrors(result);
  // React only autofocuses form controls when it renders in the browser; a refused code's summary takes the focus instead.
  useEffect(() => {
    if (!failed) heading.current?.focus();
  }, [failed]);
  const labels = { confirmation_code: t("fields.confirmationCode") };
  return (
    <article className="page-narrow">
      <PageTitle error={failed}>{title}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1 tabIndex={-1} autoFocus={!failed} ref={heading}>
        {sent.confirmed ? t("sent.confirmedHeadline") : t("sent.headline")}
      </h1>
      <dl className="facts panel">
        <dt>{t("sent.code")}</dt>
        <dd>
          <strong className="request-code">{sent.code}</strong>
        </dd>
        <dt>{t("sent.date")}</dt>
        <dd>{formatDateTime(sent.created_at)}</dd>
        <dt>{t("status.state")}</dt>
        <dd>{sent.confirmed ? t("status.received") : t("status.pending_verification")}</dd>
      </dl>
      <p>{t("sent.keep")}</p>
      {sent.confirmed ? (
        <p>{t("sent.next")}</p>
      ) : (
        <section aria-labelledby="confirmar-titular">
          <h2 id="confirmar-titular">{t("verify.heading")}</h2>
          <p>{verifyText?.intro}</p>
          <Form method="post" noValidate className="form">
            <Honeypot />
            <OneTimeCodeField
              name="confirmation_code"
              label={labels.confirmation_code}
              hint={t("fields.confirmationCodeHint")}
              result={result}
            />
            <div className="actions">
              <SubmitButton name="intent" value="confirm">
                {t("verify.submit")}
              </SubmitButton>
              {/* Shown but off while waiting; the server refuses an early one either way (decision 072). */}
              <button
                type="submit"
                name="intent"
                value="resend"
                className="button button-secondary"
                formNoValidate
                disabled={wait > 0}
              >
                {t("verify.resend")}
              </button>
            </div>
            {waitText ? <p className="hint">{waitText}</p> : null}
          </Form>
          <p className="hint">{verifyText?.pending}</p>
        </section>
      )}
      <p>
        <Link to={`${href("/baja/estado")}?${new URLSearchParams({ codigo: sent.code })}`}>{t("sent.status")}</Link>
      </p>
    </article>
  );
}
