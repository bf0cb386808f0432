import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { PageTitle } from "~/components/page-title";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { isChunkLoadError, reloadAfterChunkError } from "~/utils/chunk-reload";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * The copy (headline, title, text) for each status; every other one, the API's outages
 * (502, 503, 504) included, is the spec's "any other error" (docs/spec.md#error-screen, decision 078).
 */
const COPY_BY_STATUS = {
  400: "badRequest",
  403: "forbidden",
  404: "notFound",
  405: "methodNotAllowed",
  413: "payloadTooLarge",
  415: "unsupportedMediaType",
  429: "tooManyRequests",
} as const;

export type ErrorCopy = (typeof COPY_BY_STATUS)[keyof typeof COPY_BY_STATUS] | "server";

export function errorCopy(status: number): ErrorCopy {
  return (COPY_BY_STATUS as Record<number, ErrorCopy>)[status] ?? "server";
}

/** A thrown response keeps its status; anything else is an unexpected error, a 500. */
export function errorStatus(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The error screen's content (docs/spec.md#error-screen, #errors): status code, headline, title and text, the
 * sad mascot and a way back. Apart from the page around it, so the customer area can
 * show it inside its own frame (header and the area's navigation stay).
 */
export function ErrorContent({ error, backTo = "/" }: { error: unknown; backTo?: string }) {
  const t = useT(commonStrings);
  const status = errorStatus(error);
  const copy = errorCopy(status);
  const location = useLocation();
  // A form that could not be read (400, 413, 415) is one link away: the same page, anew.
  const formAgain =
    status === 400 || status === 413 || status === 415 ? `${location.pathname}${location.search}` : null;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  // The spec's 404 message (docs/spec.md#errors), `Page not found: <path>`, is the one
  // detail shown: any other error's body is a detail for the logs, in English, and the
  // copy above already says what happened in the visitor's language.
  const detail = status === 404 && isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  // Outside production the developer sees what failed; production errors are
  // sanitised by React Router before they reach this component.
  const devMessage = import.meta.env.DEV && error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : null;

  return (
    <div className="error-screen">
      <PageTitle>{copy === "notFound" ? t("titles.notFound") : t("titles.error")}</PageTitle>
      <img className="error-mascot" src="/mascota-triste.svg" alt="" width="240" height="240" />
      <div className="error-copy">
        <p className="error-status">{t("errorPage.statusLabel", { status })}</p>
        <h1>{t(`errorPage.${copy}.headline`)}</h1>
        <p className="error-title">{t(`errorPage.${copy}.title`)}</p>
        <p>{t(`errorPage.${copy}.text`)}</p>
        {detail ? (
          <p className="error-detail">
            <code>{detail}</code>
          </p>
        ) : null}
        {devMessage ? <pre className="error-stack">{devMessage}</pre> : null}
        <p className="actions">
          {formAgain ? (
            <Link to={formAgain} className="button" reloadDocument>
              {t("errorPage.backToForm")}
            </Link>
          ) : null}
          <Link to={backTo} className={formAgain ? "button button-secondary" : "button"} viewTransition>
            {t("errorPage.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The full-page error screen, for every error no route nearer to it handles. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="layout layout-error">
      <SiteHeader />
      <main id="contenido" className="container">
        <ErrorContent error={error} />
      </main>
      <SiteFooter compact />
    </div>
  );
}
