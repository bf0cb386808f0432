import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PageTitle } from "~/components/page-title";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { isChunkLoadError, reloadAfterChunkError } from "~/utils/chunk-reload";
import { useT } from "~/utils/i18n";

/**
 * The error screen (spec §2, §8) for every thrown response and unexpected error:
 * status code, headline, title and text, the sad mascot and a way back home.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

  // The server's message for a route that does not exist: `Page not found: <path>`.
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  // Outside production the developer sees what failed; production errors are
  // sanitised by React Router before they reach this component.
  const devMessage =
    import.meta.env.DEV && error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : null;

  return (
    <div className="layout layout-error">
      <PageTitle>{notFound ? t("titles.notFound") : t("titles.error")}</PageTitle>
      <SiteHeader variant="focused" />
      <main id="contenido" className="container error-screen">
        <img className="error-mascot" src="/mascota-triste.svg" alt="" width="240" height="240" />
        <div className="error-copy">
          <p className="error-status">{t("errorPage.statusLabel", { status })}</p>
          <h1>{notFound ? t("errorPage.notFoundHeadline") : t("errorPage.serverHeadline")}</h1>
          <p className="error-title">{notFound ? t("errorPage.notFoundTitle") : t("errorPage.serverTitle")}</p>
          <p>{notFound ? t("errorPage.notFoundText") : t("errorPage.serverText")}</p>
          {detail ? (
            <p className="error-detail">
              <code>{detail}</code>
            </p>
          ) : null}
          {devMessage ? <pre className="error-stack">{devMessage}</pre> : null}
          <Link to="/" className="button" viewTransition>
            {t("errorPage.back")}
          </Link>
        </div>
      </main>
      <SiteFooter compact />
    </div>
  );
}
