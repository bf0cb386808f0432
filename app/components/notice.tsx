import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import noticeStrings from "~/locales/notices";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";

type NoticeNamespace = "noService" | "tryLater" | "tooManyAttempts";

/**
 * An error-layout page: what happened, what to do next, a retry link and a way home.
 * The copy lives in the `notices` namespace under `<copy>.headline|text|next|retry|back`;
 * `children` adds what this visitor in particular should know, after the text.
 */
export function Notice({
  title,
  copy,
  retryTo,
  children,
}: {
  title: string;
  copy: NoticeNamespace;
  retryTo: string;
  children?: ReactNode;
}) {
  const t = useT(noticeStrings);
  const outages = useRootData()?.config?.FLAG_OUTAGES;
  return (
    <article className="notice">
      <PageTitle>{title}</PageTitle>
      <img className="notice-mascot" src="/mascota-triste.svg" alt="" width="160" height="160" />
      <h1>{t(`${copy}.headline`)}</h1>
      <p className="lead">{t(`${copy}.text`)}</p>
      {children}
      {/* Decision 101: whoever lands here without service may be in an outage. */}
      {copy !== "tooManyAttempts" && outages ? (
        <p>
          {t("serviceStatus")} <Link to={href("/estado-del-servicio")}>{t("serviceStatusLink")}</Link>
        </p>
      ) : null}
      <p>{t(`${copy}.next`)}</p>
      <p className="actions">
        <Link to={retryTo} className="button" viewTransition>
          {t(`${copy}.retry`)}
        </Link>
        <Link to={href("/")} className="button button-secondary" viewTransition>
          {t(`${copy}.back`)}
        </Link>
      </p>
    </article>
  );
}
