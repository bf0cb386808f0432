import { href, Link } from "react-router";
import type { Route } from "./+types/index";
import { withApiErrors } from "~/api/failures.server";
import { listClaims } from "~/api/tickets.server";
import { PageTitle } from "~/components/page-title";
import claimsStrings from "~/locales/claims";
import { getApiSession } from "~/utils/api-session.server";
import { argentinaDay, formatDate } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { isStateFilter, STATE_FILTERS, withDeadline, type StateFilter } from "./claims.server";
import { pageUrl } from "~/utils/request-scope.server";

const PER_PAGE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const url = pageUrl(request);
  const state = url.searchParams.get("estado");
  const filter = isStateFilter(state) ? state : null;
  const asked = Number(url.searchParams.get("pagina"));
  const page = Number.isInteger(asked) && asked > 0 && asked < 10_000 ? asked : 1;
  const claims = await withApiErrors(request, () =>
    listClaims(session, { page, per_page: PER_PAGE, status: filter ? STATE_FILTERS[filter] : undefined }),
  );
  const today = argentinaDay();
  return {
    filter,
    page,
    pages: Math.max(1, Math.ceil(claims.meta.total / PER_PAGE)),
    claims: claims.data.map((claim) => ({
      id: claim.id,
      number: claim.number,
      category: claim.category.name,
      subject: claim.subject,
      status: claim.status,
      updated_at: claim.updated_at,
      ...withDeadline(claim, today),
    })),
  };
}

/** The list's address with a filter and a page: links, so they work without JavaScript. */
function listUrl(filter: StateFilter | null, page = 1) {
  const query = new URLSearchParams();
  if (filter) query.set("estado", filter);
  if (page > 1) query.set("pagina", String(page));
  const search = query.toString();
  return `${href("/mi-cuenta/reclamos")}${search ? `?${search}` : ""}`;
}

const FILTERS: Array<StateFilter | null> = [null, "abiertos", "en-curso", "cerrados"];
const FILTER_STATUS = { abiertos: "open", "en-curso": "in_progress", cerrados: "closed" } as const;

export default function Claims({ loaderData }: Route.ComponentProps) {
  const t = useT(claimsStrings);
  const { claims, filter, page, pages } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.list")}</PageTitle>
      <h1>{t("list.heading")}</h1>
      <p className="lead">{t("list.intro")}</p>
      <p>
        <Link to={href("/mi-cuenta/reclamos/crear")} className="button">
          {t("list.create")}
        </Link>
      </p>
      <nav aria-label={t("list.filterLabel")} className="claim-filters">
        <ul>
          {FILTERS.map((option) => (
            <li key={option ?? "todos"}>
              <Link to={listUrl(option)} aria-current={option === filter ? "page" : undefined}>
                {option ? t(`list.filters.${FILTER_STATUS[option]}`) : t("list.all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {claims.length === 0 ? (
        <p>{filter ? t("list.noneInState") : t("list.none")}</p>
      ) : (
        <table className="responsive-table claims-table">
          <caption>{t("list.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("list.number")}</th>
              <th scope="col">{t("list.category")}</th>
              <th scope="col">{t("list.subject")}</th>
              <th scope="col">{t("list.state")}</th>
              <th scope="col">{t("list.updated")}</th>
              <th scope="col">{t("list.deadline")}</th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr key={claim.id}>
                <td data-label={t("list.number")}>
                  <Link to={href("/mi-cuenta/reclamos/:id", { id: String(claim.id) })}>{claim.number}</Link>
                </td>
                <td data-label={t("list.category")}>{claim.category}</td>
                <td data-label={t("list.subject")}>{claim.subject}</td>
                <td data-label={t("list.state")}>
                  <span className={`status status-${claim.status}`}>{t(`status.${claim.status}`)}</span>
                </td>
                <td data-label={t("list.updated")}>{formatDate(claim.updated_at)}</td>
                <td data-label={t("list.deadline")}>
                  {formatDate(claim.deadline)}
                  {claim.overdue ? (
                    <>
                      {" "}
                      <span className="status status-overdue">{t("list.overdue")}</span>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label={t("list.pagination")} className="pagination">
          {page > 1 ? <Link to={listUrl(filter, page - 1)}>{t("list.previous")}</Link> : null}
          <span>{t("list.pageOf", { page, pages })}</span>
          {page < pages ? <Link to={listUrl(filter, page + 1)}>{t("list.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
