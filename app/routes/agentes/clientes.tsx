import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/clientes";
import { CustomerSearchRequest } from "../../../contract/staff";
import { ErrorSummary, hasErrors, lastValue, SubmitButton, TextField } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import staffStrings from "~/locales/staff";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { pageUrl } from "~/utils/request-scope.server";
import { staffSessionContext } from "~/utils/staff-session.server";
import { callerPath, openSearch, resultsPath, SEARCH_PARAM, sealSearch, search } from "./clientes.server";
import { CustomerSummaryCard } from "./customer-summary";

/**
 * `/agentes/clientes`: finding the caller (decision 143). One form, the contract's own
 * schema: how to search (DNI or CUIT, connection number, phone, e-mail) and the value.
 * Posted, then answered by the results' address, which carries the search sealed: the
 * identification never reaches a URL. The results are the API's masked summaries, each a
 * link to the caller's page. The agent is on the phone: the value field takes the focus.
 */

const WAYS = ["identification", "connection_number", "phone", "email"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffSessionContext);
  const url = pageUrl(request);
  const sealed = url.searchParams.get(SEARCH_PARAM);
  const searched = openSearch(sealed, staff);
  // The caller's token ended at the API while the agent was on their account (decision 144).
  const lapsed = url.searchParams.get("atencion") === "terminada";
  if (!sealed || !searched) return { searched: null, stale: Boolean(sealed), lapsed, results: [] };
  const results = await search(staff, searched);
  return {
    searched,
    stale: false,
    lapsed,
    results: results.map((customer) => ({ ...customer, path: callerPath(customer.id, sealed) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffSessionContext);
  const submission = parseForm(await readForm(request, context), CustomerSearchRequest);
  if (submission.status !== "success") return sendBack(submission);
  // The API is asked by the results' page; a refusal of the search itself (its own rules) comes back here.
  try {
    await search(staff, submission.value);
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context, { value: "value", by: "by" }));
  }
  return redirect(resultsPath(sealSearch(submission.value, staff)));
}

export default function FindCaller({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(staffStrings);
  const result = actionData?.result;
  const { searched, stale, lapsed, results } = loaderData;
  const labels = { by: t("find.by"), value: t("find.value") };
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.find")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("find.heading")}</h1>
      {stale || lapsed ? (
        <p className="staff-note" role="status">
          {t(lapsed ? "banner.lapsed" : "find.stale")}
        </p>
      ) : null}
      <Form method="post" noValidate className="form">
        <RadioGroup
          name="by"
          legend={t("find.by")}
          result={result}
          defaultValue={lastValue(result, "by") ?? searched?.by ?? "identification"}
          options={WAYS.map((way) => ({ value: way, label: t(`find.ways.${way}`) }))}
        />
        <TextField
          name="value"
          label={t("find.value")}
          hint={t("find.valueHint")}
          result={result}
          defaultValue={searched?.value}
          autoComplete="off"
          spellCheck={false}
          // A call-centre form (decision 130): the agent types what the caller says, at once.
          autoFocus={!hasErrors(result)}
        />
        <SubmitButton>{t("find.submit")}</SubmitButton>
      </Form>
      {searched ? (
        <section aria-labelledby="resultados">
          <h2 id="resultados">{t("find.resultsHeading")}</h2>
          {results.length ? (
            <>
              <p role="status">{t("find.found", { count: results.length })}</p>
              <ul className="desk-results">
                {results.map((customer) => (
                  <li key={customer.id}>
                    <CustomerSummaryCard customer={customer} link={customer.path} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p role="status">{t("find.none")}</p>
          )}
        </section>
      ) : null}
      <p>
        <Link to={href("/agentes")}>{t("find.back")}</Link>
      </p>
    </>
  );
}
