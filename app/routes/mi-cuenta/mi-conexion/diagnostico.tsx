import { Fragment } from "react";
import { Form, href, Link } from "react-router";
import type { Route } from "./+types/diagnostico";
import { ErrorSummary, hasErrors, SubmitButton, type FormResult } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import { withApiErrors } from "~/api/failures.server";
import { features } from "~/api/capabilities.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { pageUrl } from "~/utils/request-scope.server";
import { answerParams, nextStep, readAnswers, readFacts, type Question, type Step } from "./diagnosis.server";
import { diagnosisScreen, type Screen } from "./diagnosis-screen.server";
import { connectionLabel, customerConnection } from "./line.server";
import { SpeedTest } from "./speed-test";

/**
 * `/mi-cuenta/mi-conexion/:id/diagnostico`: "no tengo internet", one screen at a time
 * (decision 102). Every screen is a GET: the answers so far travel in the URL
 * (hidden fields of each question's form), and the server reads the equipment and the
 * area's outages again on each, so "Volver a comprobar" is a link to the same address. It
 * ends in an outage (nothing to file), the equipment's checklist, or what was found, sent
 * on to the claim form, which reads the facts again itself. Each screen is worded on the
 * server (diagnosis-screen.server.ts).
 */

/** The question a step asks, by its URL name. */
const ASKS: Partial<Record<Step, Question>> = { problem: "problema", restarted: "reinicio", devices: "dispositivos" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const connection = await customerConnection(request, session, routeId(params.id));
  const url = pageUrl(request);
  const answers = readAnswers((name) => url.searchParams.get(name));
  const facts = await withApiErrors(request, () => readFacts(session, connection));
  const step = nextStep(answers, facts);
  const asks = ASKS[step];
  const t = getInstance(context).getFixedT(null, "lineServer");
  const on = features();
  const equipment = facts.equipment;
  const screen = diagnosisScreen({
    t,
    step,
    connectionId: connection.id,
    answers,
    equipment,
    outage: facts.outage,
    // A question's form sent without a choice: the same question, with a message.
    unanswered: asks !== undefined && url.searchParams.get("pregunta") === asks,
    canRestart: on.FLAG_EQUIPMENT && equipment?.state === "online" && !equipment.restart_available_at,
    claims: on.FLAG_ISSUES,
  });
  const { number, address } = connectionLabel(connection);
  return {
    screen,
    params: answerParams(answers),
    title: t("diagnosis.title"),
    back: t("diagnosis.back"),
    connection: t("diagnosis.connection", { number, address }),
  };
}

export default function Diagnosis({ loaderData }: Route.ComponentProps) {
  const { screen } = loaderData;
  const result: FormResult =
    screen.kind === "question" && screen.error
      ? { status: "error", initialValue: {}, error: { [screen.name]: [screen.error] } }
      : null;
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{loaderData.title}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/mi-conexion")}>{loaderData.back}</Link>
      </p>
      <ErrorSummary result={result} labels={screen.kind === "question" ? { [screen.name]: screen.legend } : {}} />
      {/* Which connection this is, under each screen's heading: the heading first on a phone (decision 106). */}
      {screen.kind === "question" ? (
        <QuestionScreen screen={screen} params={loaderData.params} result={result} connection={loaderData.connection} />
      ) : screen.kind === "found" ? (
        <FoundScreen screen={screen} connection={loaderData.connection} />
      ) : (
        <TextScreen screen={screen} connection={loaderData.connection} />
      )}
    </div>
  );
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** One question (its legend the page's heading), as a GET form to this page carrying the answers so far. */
function QuestionScreen({
  screen,
  params,
  result,
  connection,
}: {
  screen: Extract<Screen, { kind: "question" }>;
  params: Record<string, string>;
  result: FormResult;
  connection: string;
}) {
  const carried = Object.fromEntries(Object.entries(params).filter(([name]) => name !== screen.name));
  return (
    <Form method="get" className="form" noValidate>
      <Hidden fields={{ ...carried, pregunta: screen.name }} />
      <RadioGroup
        name={screen.name}
        legend={<h1 className="legend-heading">{screen.legend}</h1>}
        hint={
          screen.hint ? (
            <>
              {connection}
              <br />
              {screen.hint}
            </>
          ) : (
            connection
          )
        }
        result={result}
        options={screen.options}
      />
      {/* A plain button: a get form's address must not carry the form token (decision 133). */}
      <button type="submit" className="button">
        {screen.next}
      </button>
    </Form>
  );
}

function TextScreen({ screen, connection }: { screen: Extract<Screen, { kind: "text" }>; connection: string }) {
  const { notify } = screen;
  return (
    <>
      <h1>{screen.heading}</h1>
      <p className="hint">{connection}</p>
      {screen.lead ? <p className="lead">{screen.lead}</p> : null}
      {screen.status ? <p role="status">{screen.status}</p> : null}
      {screen.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {screen.steps.length ? (
        <ol className="checklist">
          {screen.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {notify && "done" in notify ? <p role="status">{notify.done}</p> : null}
      {notify && "action" in notify ? (
        // The outages module's own action, back to this screen.
        <Form method="post" action={notify.action}>
          <input type="hidden" name="volver" value={notify.back} />
          <SubmitButton>{notify.label}</SubmitButton>
        </Form>
      ) : null}
      <p className="actions">
        {screen.links.map((link) => (
          <Link key={link.href} to={link.href} className={link.primary ? "button" : "button button-secondary"}>
            {link.label}
          </Link>
        ))}
      </p>
    </>
  );
}

function FoundScreen({ screen, connection }: { screen: Extract<Screen, { kind: "found" }>; connection: string }) {
  return (
    <>
      <h1>{screen.heading}</h1>
      <p className="hint">{connection}</p>
      <p className="lead">{screen.lead}</p>
      <dl className="facts">
        {screen.facts.map(({ term, description }) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{description}</dd>
          </Fragment>
        ))}
      </dl>
      <h2>{screen.answersHeading}</h2>
      <ul>
        {screen.answers.map(({ question, answer }) => (
          <li key={question}>
            {question} <strong>{answer}</strong>
          </li>
        ))}
      </ul>
      {screen.claim ? (
        <Form method="get" action={screen.claim.action} className="form">
          <Hidden fields={screen.claim.fields} />
          <SpeedTest />
          <button type="submit" className="button">
            {screen.claim.label}
          </button>
        </Form>
      ) : (
        <p>{screen.noClaims}</p>
      )}
    </>
  );
}
