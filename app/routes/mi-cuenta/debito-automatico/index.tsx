import { href, Link } from "react-router";
import type { Route } from "./+types/index";
import { PageTitle } from "~/components/page-title";
import debitStrings from "~/locales/debit";
import { formatDate } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { readDebit } from "./debit.server";

/**
 * The automatic debit as the API has it (none, pending, active, rejected, cancelled), in
 * words, with the actions that fit: request it, manage it, cancel a request, try again.
 */
export async function loader(args: Route.LoaderArgs) {
  const { debit, services } = await readDebit(args);
  if (!debit) return { state: "none" as const, services: [], requestedOn: null, updatedOn: null };
  const chosen = debit.services.map(
    (id) => services.find((service) => service.id === id) ?? { id, plan: null, kind: null, connection: null },
  );
  return { state: debit.status, services: chosen, requestedOn: debit.created_at, updatedOn: debit.updated_at };
}

type State = Route.ComponentProps["loaderData"]["state"];

const ACTION: Record<State, { to: string; secondary?: boolean }> = {
  none: { to: href("/mi-cuenta/debito-automatico/solicitar") },
  pending: { to: `${href("/mi-cuenta/debito-automatico/gestionar")}?cancelar`, secondary: true },
  active: { to: href("/mi-cuenta/debito-automatico/gestionar") },
  rejected: { to: href("/mi-cuenta/debito-automatico/solicitar") },
  cancelled: { to: href("/mi-cuenta/debito-automatico/solicitar") },
};

export default function AutomaticDebit({ loaderData }: Route.ComponentProps) {
  const t = useT(debitStrings);
  const { state, services, requestedOn, updatedOn } = loaderData;
  const action = ACTION[state];
  return (
    <article className="page-narrow">
      <PageTitle>{t("titles.index")}</PageTitle>
      <h1>{t("index.heading")}</h1>
      <p className="lead">{t("index.intro")}</p>
      <section className="panel" aria-labelledby="estado-debito">
        <h2 id="estado-debito">{t(`index.state.${state}.heading`)}</h2>
        <p>{t(`index.state.${state}.text`)}</p>
        {services.length ? (
          <>
            <h3>{t("index.services")}</h3>
            <ul>
              {services.map((service) =>
                service.plan === null ? (
                  <li key={service.id}>{t("unknownService", { id: service.id })}</li>
                ) : (
                  <li key={service.id}>
                    {t("service", {
                      plan: service.plan,
                      kind: t(`kind.${service.kind}`),
                      connection: service.connection,
                    })}
                  </li>
                ),
              )}
            </ul>
          </>
        ) : null}
        {requestedOn ? <p className="hint">{t("index.requestedOn", { date: formatDate(requestedOn) })}</p> : null}
        {updatedOn && updatedOn !== requestedOn ? (
          <p className="hint">{t("index.updatedOn", { date: formatDate(updatedOn) })}</p>
        ) : null}
        <p>
          <Link to={action.to} className={action.secondary ? "button button-secondary" : "button"}>
            {t(`index.state.${state}.action`)}
          </Link>
        </p>
      </section>
    </article>
  );
}
