import { href, Link } from "react-router";
import type { Route } from "./+types/dgo";
import { withApiErrors } from "~/api/failures.server";
import { getStreamingCatalogue } from "~/api/streaming.server";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import servicesStrings from "~/locales/services";
import { useRootData } from "~/utils/root-data";
import { getApiSession } from "~/utils/api-session.server";
import { useT } from "~/utils/i18n";
import { StreamingFacts } from "./streaming-facts";

/** `/mi-cuenta/servicios/dgo`: the streaming subscription, the way in to watch it, and its actions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const { subscription } = await withApiErrors(request, () => getStreamingCatalogue(session));
  return { subscription };
}

export default function Streaming({ loaderData }: Route.ComponentProps) {
  const t = useT(servicesStrings);
  const login = useRootData()?.config.STREAMING_LOGIN_URL;
  const { subscription } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.streaming")}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/servicios")}>{t("common.back")}</Link>
      </p>
      <h1>{t("streaming.heading")}</h1>
      {!subscription ? (
        <>
          <p className="lead">{t("streaming.none")}</p>
          <p>{t("streaming.noneHint")}</p>
          <p>
            <Link to={href("/mi-cuenta/servicios/contratar-dgo")} className="button">
              {t("streaming.hire")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <section className="panel">
            <StreamingFacts strings={servicesStrings} subscription={subscription} />
          </section>
          {subscription.state === "paused" ? <p className="services-note">{t("streaming.pausedNote")}</p> : null}
          {subscription.state === "stopped" ? (
            <>
              <p className="services-note">{t("streaming.stoppedNote")}</p>
              <p>
                <Link to={href("/mi-cuenta/servicios/contratar-dgo")} className="button">
                  {t("streaming.hireAgain")}
                </Link>
              </p>
            </>
          ) : (
            <>
              {subscription.state === "active" && login ? (
                <p>
                  <ExternalLink href={login} className="button">
                    {t("streaming.watch")}
                  </ExternalLink>
                  <br />
                  <span className="hint">{t("streaming.watchHint")}</span>
                </p>
              ) : null}
              <p>
                <Link to={href("/mi-cuenta/servicios/gestionar/dgo")}>{t("streaming.manage")}</Link>
              </p>
              <p>
                <Link to={`${href("/baja")}?servicio=dgo`}>{t("detail.cancel")}</Link>
              </p>
            </>
          )}
        </>
      )}
    </>
  );
}
