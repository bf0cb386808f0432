import { href, Link } from "react-router";
import type { Route } from "./+types/actividad";
import { listAccountActivity } from "~/api/activity.server";
import { withApiErrors } from "~/api/failures.server";
import { ActivityEntryFacts } from "~/components/activity-entry";
import { Pager } from "~/components/invoice-list-nav";
import { PageTitle } from "~/components/page-title";
import activityStrings from "~/locales/activity";
import { getApiSession } from "~/utils/api-session.server";
import { useT } from "~/utils/i18n";
import { pageUrl } from "~/utils/request-scope.server";
import billingStyles from "./facturacion/facturacion.css?url";
import { listHref, pageCount, PER_PAGE, readListQuery } from "./facturacion/list-query";
import activityStyles from "~/styles/activity.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: billingStyles },
  { rel: "stylesheet", href: activityStyles },
];

/** One view, no filter: the list-query helpers read and write only its `?pagina=`. */
const ALL = { todas: undefined } as const;

/**
 * "Actividad de tu cuenta" (decision 141): the account's sign-ins and changes as the API
 * records them, newest first, paged by links. The API words each one and masks what a
 * quick-access session may not read (the addresses to their network); shown as given.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const { page } = readListQuery(pageUrl(request), ALL);
  const list = await withApiErrors(request, () => listAccountActivity(session, { page, per_page: PER_PAGE }));
  return {
    page,
    pages: pageCount(list.meta.total, list.meta.per_page),
    total: list.meta.total,
    entries: list.data,
  };
}

export default function AccountActivity({ loaderData }: Route.ComponentProps) {
  const t = useT(activityStrings);
  const { page, pages, total, entries } = loaderData;
  const pageHref = (n: number) => listHref(href("/mi-cuenta/actividad"), ALL, { filter: "todas", page: n });
  return (
    <>
      <PageTitle>{t("titles.account")}</PageTitle>
      <h1>{t("titles.account")}</h1>
      <p className="lead">{t("account.intro")}</p>
      {entries.length > 0 ? (
        <section aria-labelledby="actividad">
          <h2 id="actividad" className="visually-hidden">
            {t("account.list")}
          </h2>
          <ol className="activity-list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <p className="activity-what">{entry.description}</p>
                <ActivityEntryFacts entry={entry} />
              </li>
            ))}
          </ol>
        </section>
      ) : total > 0 ? (
        <p>
          {t("account.beyond")} <Link to={pageHref(1)}>{t("account.firstPage")}</Link>
        </p>
      ) : (
        <p>{t("account.none")}</p>
      )}
      <Pager page={page} pages={pages} hrefOf={pageHref} />
      <p className="hint">{t("account.unknownHint")}</p>
      <p>
        <Link to={href("/mi-cuenta/ajustes")}>{t("account.toSettings")}</Link>
      </p>
    </>
  );
}
