import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/actividad";
import { listAgentActions } from "~/api/staff.server";
import { handleApiError, isApiError } from "~/api/failures.server";
import { ActivityEntryFacts } from "~/components/activity-entry";
import { ErrorSummary, hasErrors, TextField } from "~/components/forms";
import { Pager } from "~/components/invoice-list-nav";
import { PageTitle } from "~/components/page-title";
import activityStrings from "~/locales/activity";
import { getInstance } from "~/middleware/i18next.server";
import { formatDate } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { sendBack } from "~/utils/forms.server";
import { pageUrl } from "~/utils/request-scope.server";
import { requireStaff } from "~/utils/staff-session.server";
import billingStyles from "../mi-cuenta/facturacion/facturacion.css?url";
import activityStyles from "~/styles/activity.css?url";
import { pageOf, readAgentsFilter } from "./actividad.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: billingStyles },
  { rel: "stylesheet", href: activityStyles },
];

const PER_PAGE = 20;

type AgentsFilter = { agent: string | undefined; day: string; page: number };

/** The address of a view of the list: the day as typed (`dd/mm/aaaa`), the agent when one is chosen. */
function agentsHref(filter: AgentsFilter) {
  const params = new URLSearchParams();
  if (filter.agent) params.set("agente", filter.agent);
  params.set("dia", formatDate(filter.day));
  if (filter.page > 1) params.set("pagina", String(filter.page));
  return `${href("/agentes/actividad")}?${params}`;
}

/**
 * The supervisors' view (decision 141): the agents' actions of one Buenos Aires day, of one
 * agent or every one, newest first; today's by default. An agent gets the desk's 403, as the
 * API would answer (`supervisor_only`). A filter that does not read is said in words, next to
 * its field, the other values kept, and nothing is asked of the API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, { role: "supervisor" });
  const t = getInstance(context).getFixedT(null, "activity");
  const submission = readAgentsFilter(pageUrl(request), t);
  if (submission.status !== "success") return sendBack(submission, {}, { data: { list: null } });
  const { agente: agent, dia: day, pagina } = submission.value;
  const filter: AgentsFilter = { agent, day, page: pageOf(pagina) };
  let list;
  try {
    list = await listAgentActions(
      { token: staff.accessToken },
      { date: day, agent_number: agent, page: filter.page, per_page: PER_PAGE },
    );
  } catch (error) {
    // The API's own refusal of a role the portal believed: the same 403 page.
    if (isApiError(error, 403)) throw data(null, { status: 403 });
    return handleApiError(error, request);
  }
  return {
    result: null,
    list: {
      filter,
      pages: Math.max(1, Math.ceil(list.meta.total / list.meta.per_page)),
      total: list.meta.total,
      actions: list.data,
    },
  };
}

export default function AgentsActivity({ loaderData }: Route.ComponentProps) {
  const t = useT(activityStrings);
  const { result, list } = loaderData;
  const labels = { agente: t("agents.agent"), dia: t("agents.day") };
  const day = list ? formatDate(list.filter.day) : "";
  const hrefOf = (page: number) => agentsHref({ ...list!.filter, page });
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.agents")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("titles.agents")}</h1>
      <p className="lead">{t("agents.intro")}</p>
      <Form method="get" className="form activity-filter" noValidate aria-label={t("agents.filter")}>
        <TextField
          name="agente"
          label={labels.agente}
          hint={t("agents.agentHint")}
          result={result}
          defaultValue={list?.filter.agent ?? ""}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
        <TextField
          name="dia"
          label={labels.dia}
          hint={t("agents.dayHint")}
          result={result}
          defaultValue={day}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t("agents.submit")}
        </button>
      </Form>
      {list ? (
        <section aria-labelledby="acciones">
          <h2 id="acciones">
            {list.filter.agent ? t("agents.listOf", { number: list.filter.agent, day }) : t("agents.list", { day })}
          </h2>
          {list.actions.length > 0 ? (
            <ol className="activity-list">
              {list.actions.map((action) => (
                <li key={action.id}>
                  <p className="activity-what">{action.description}</p>
                  <ActivityEntryFacts entry={action}>
                    <dt>{t("agents.customer")}</dt>
                    <dd>
                      {action.customer
                        ? `${action.customer.name} (${action.customer.identification})`
                        : t("agents.noCustomer")}
                    </dd>
                  </ActivityEntryFacts>
                </li>
              ))}
            </ol>
          ) : list.total > 0 ? (
            <p>
              {t("account.beyond")} <Link to={hrefOf(1)}>{t("account.firstPage")}</Link>
            </p>
          ) : (
            <p>{list.filter.agent ? t("agents.noneOf", { number: list.filter.agent }) : t("agents.none")}</p>
          )}
          <Pager page={list.filter.page} pages={list.pages} hrefOf={hrefOf} />
        </section>
      ) : null}
    </>
  );
}
