import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import type { Route } from "./+types/diagnostico";
import type { FormResult } from "~/components/forms";
import { ErrorSummary, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import { withApiErrors } from "~/api/failures.server";
import { getConfig } from "~/config.server";
import lineStrings from "~/locales/line";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatDateTime } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { answerList, answerParams, nextStep, readAnswers, readFacts, type Question, type Step } from "./diagnosis.server";
import { connectionLabel, customerConnection } from "./line.server";
import { formatDbm } from "./line-format";
import { SpeedTest } from "./speed-test";

/**
 * `/mi-cuenta/mi-conexion/:id/diagnostico`: "no tengo internet", one screen at a time
 * (issue 21, decision 102). Every screen is a GET: the answers so far travel in the URL
 * (hidden fields of each question's form), and the server reads the equipment and the
 * area's outages again on each, so "Volver a comprobar" is a link to the same address. It
 * ends in an outage (nothing to file), the equipment's checklist, or what was found, sent
 * on to the claim form, which reads the facts again itself.
 */

/** The question a step asks, by its URL name. */
const ASKS: Partial<Record<Step, Question>> = { problem: "problema", restarted: "reinicio", devices: "dispositivos" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const connection = await customerConnection(request, session, params.id);
  const url = new URL(request.url);
  const answers = readAnswers((name) => url.searchParams.get(name));
  const facts = await withApiErrors(request, () => readFacts(session, connection));
  const step = nextStep(answers, facts);
  const asks = ASKS[step];
  const t = getInstance(context).getFixedT(null, "lineServer");
  // A question's form sent without a choice: the same question, with a message.
  const unanswered = asks !== undefined && url.searchParams.get("pregunta") === asks;
  const config = getConfig();
  const equipment = facts.equipment;
  return {
    connection: connectionLabel(connection),
    step,
    asks,
    unanswered,
    params: answerParams(answers),
    equipment: equipment ?? null,
    outage: facts.outage ?? null,
    outagesChecked: facts.outage !== undefined,
    canRestart: config.FLAG_EQUIPMENT && equipment?.state === "online" && !equipment.restart_available_at,
    claims: config.FLAG_ISSUES,
    answered: step === "found" ? answerList(t, answers, facts) : [],
  };
}

type Data = Route.ComponentProps["loaderData"];

/** This page again, with more answers. */
function stepUrl(data: Data, more: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...data.params, ...more });
  const path = href("/mi-cuenta/mi-conexion/:id/diagnostico", { id: String(data.connection.id) });
  return query.size ? `${path}?${query}` : path;
}

function Carried({ params, except }: { params: Record<string, string>; except?: string }) {
  return (
    <>
      {Object.entries(params)
        .filter(([name]) => name !== except)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

export default function Diagnosis({ loaderData }: Route.ComponentProps) {
  const t = useT(lineStrings);
  const data = loaderData;
  const result: FormResult = data.unanswered && data.asks ? { status: "error", initialValue: {}, error: { [data.asks]: [t("diagnosis.choose")] } } : null;
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.diagnosis")}</PageTitle>
      <p>
        <Link to={href("/mi-cuenta/mi-conexion")}>{t("diagnosis.back")}</Link>
      </p>
      <ErrorSummary result={result} labels={data.asks ? { [data.asks]: "" } : {}} />
      <p className="hint">{t("diagnosis.connection", { number: data.connection.number, address: data.connection.address })}</p>
      <StepScreen data={data} result={result} />
    </div>
  );
}

function StepScreen({ data, result }: { data: Data; result: FormResult }) {
  const t = useT(lineStrings);
  switch (data.step) {
    case "outage":
      return <OutageEnding data={data} />;
    case "problem":
      return (
        <Question data={data}>
          <RadioGroup
            name="problema"
            legend={<h1 className="legend-heading">{t("diagnosis.problem.legend")}</h1>}
            result={result}
            options={[
              { value: "sin-internet", label: t("diagnosis.problem.no_service") },
              { value: "lento", label: t("diagnosis.problem.slow") },
              { value: "cortes", label: t("diagnosis.problem.drops") },
            ]}
          />
        </Question>
      );
    case "restarted":
      return (
        <Question data={data}>
          <RadioGroup
            name="reinicio"
            legend={<h1 className="legend-heading">{t("diagnosis.restarted.legend")}</h1>}
            hint={t("diagnosis.restarted.hint")}
            result={result}
            options={[
              { value: "si", label: t("diagnosis.restarted.yes") },
              { value: "no", label: t("diagnosis.restarted.no") },
            ]}
          />
        </Question>
      );
    case "devices":
      return (
        <Question data={data}>
          <RadioGroup
            name="dispositivos"
            legend={<h1 className="legend-heading">{t("diagnosis.devices.legend")}</h1>}
            hint={t("diagnosis.devices.hint")}
            result={result}
            options={[
              { value: "todos", label: t("diagnosis.devices.all") },
              { value: "uno", label: t("diagnosis.devices.one") },
            ]}
          />
        </Question>
      );
    case "restarting":
      return (
        <>
          <h1>{t("diagnosis.equipment.restartingHeading")}</h1>
          <p role="status">{t("diagnosis.equipment.restartingText")}</p>
          <p>
            <Link to={stepUrl(data)} className="button">
              {t("diagnosis.equipment.check")}
            </Link>
          </p>
        </>
      );
    case "equipment":
      return <EquipmentEnding data={data} />;
    case "restart-first":
      return <RestartFirst data={data} />;
    case "found":
      return <Found data={data} />;
  }
}

/** One question (its legend the page's heading), as a GET form to this page carrying the answers so far. */
function Question({ data, children }: { data: Data; children: ReactNode }) {
  const t = useT(lineStrings);
  return (
    <>
      <Form method="get" className="form" noValidate>
        <Carried params={data.params} except={data.asks} />
        <input type="hidden" name="pregunta" value={data.asks} />
        {children}
        <SubmitButton>{t("diagnosis.next")}</SubmitButton>
      </Form>
    </>
  );
}

function OutageEnding({ data }: { data: Data }) {
  const t = useT(lineStrings);
  const outage = data.outage!;
  const place = outage.area ? `${outage.localities.join(", ")} (${outage.area})` : outage.localities.join(", ");
  return (
    <>
      <h1>{t("diagnosis.outage.heading")}</h1>
      <p className="lead">{t("diagnosis.outage.since", { place, date: formatDateTime(outage.started_at) })}</p>
      <p>{outage.estimated_end ? t("diagnosis.outage.until", { date: formatDateTime(outage.estimated_end) }) : t("diagnosis.outage.unknownEnd")}</p>
      <p>{outage.cause}</p>
      <p>{t("diagnosis.outage.nothingToFile")}</p>
      {outage.notify ? (
        <p role="status">{t("diagnosis.outage.notifying")}</p>
      ) : (
        // The outages module's own action, back to this screen.
        <Form method="post" action={href("/mi-cuenta/cortes/:id/avisarme", { id: String(outage.id) })}>
          <input type="hidden" name="volver" value={stepUrl(data)} />
          <SubmitButton>{t("diagnosis.outage.notify")}</SubmitButton>
        </Form>
      )}
      <p>
        <Link to={href("/estado-del-servicio")}>{t("diagnosis.outage.status")}</Link>
      </p>
      <p>
        <Link to={stepUrl(data, { corte: "visto" })}>{t("diagnosis.outage.other")}</Link>
      </p>
    </>
  );
}

function EquipmentEnding({ data }: { data: Data }) {
  const t = useT(lineStrings);
  return (
    <>
      <h1>{t("diagnosis.equipment.heading")}</h1>
      <p className="lead">{t("diagnosis.equipment.intro")}</p>
      <ol className="checklist">
        <li>{t("diagnosis.equipment.power")}</li>
        <li>{t("diagnosis.equipment.cables")}</li>
        <li>{t("diagnosis.equipment.lights")}</li>
        <li>{t("diagnosis.equipment.unplug")}</li>
      </ol>
      <p className="actions">
        <Link to={stepUrl(data)} className="button">
          {t("diagnosis.equipment.check")}
        </Link>
        <Link to={stepUrl(data, { revisado: "si" })} className="button button-secondary">
          {t("diagnosis.equipment.stillDown")}
        </Link>
      </p>
    </>
  );
}

function RestartFirst({ data }: { data: Data }) {
  const t = useT(lineStrings);
  return (
    <>
      <h1>{t("diagnosis.restartFirst.heading")}</h1>
      <p className="lead">{t("diagnosis.restartFirst.intro")}</p>
      {data.canRestart ? (
        <>
          <p>{t("diagnosis.restartFirst.remote")}</p>
          <p>
            <Link to={href("/mi-cuenta/mi-conexion/:id/reiniciar", { id: String(data.connection.id) })} className="button">
              {t("diagnosis.restartFirst.restart")}
            </Link>
          </p>
        </>
      ) : (
        <p>{t("diagnosis.restartFirst.unplug")}</p>
      )}
      <p>
        <Link to={stepUrl(data, { reinicio: "si" })} className="button button-secondary">
          {t("diagnosis.restartFirst.done")}
        </Link>
      </p>
    </>
  );
}

function Found({ data }: { data: Data }) {
  const t = useT(lineStrings);
  const { equipment, outage } = data;
  return (
    <>
      <h1>{t("diagnosis.found.heading")}</h1>
      <p className="lead">{t("diagnosis.found.intro")}</p>
      <dl className="facts">
        {equipment ? (
          <>
            <dt>{t("diagnosis.found.equipment")}</dt>
            <dd>
              {equipment.state === "restarting"
                ? t("equipment.restarting")
                : t(equipment.state === "online" ? "equipment.online" : "equipment.offline", { date: formatDateTime(equipment.since) })}
            </dd>
            {equipment.signal ? (
              <>
                <dt>{t("diagnosis.found.signal")}</dt>
                <dd>
                  {equipment.signal.dbm === null
                    ? t(`equipment.reading.${equipment.signal.reading}`)
                    : t("equipment.signalValue", { reading: t(`equipment.reading.${equipment.signal.reading}`), dbm: formatDbm(equipment.signal.dbm) })}
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {data.outagesChecked ? (
          <>
            <dt>{t("diagnosis.found.outage")}</dt>
            <dd>{outage ? t("diagnosis.outage.since", { place: outage.localities.join(", "), date: formatDateTime(outage.started_at) }) : t("diagnosis.found.noOutage")}</dd>
          </>
        ) : null}
      </dl>
      <h2>{t("diagnosis.found.answers")}</h2>
      <ul>
        {data.answered.map(({ question, answer }) => (
          <li key={question}>
            {question} <strong>{answer}</strong>
          </li>
        ))}
      </ul>
      {data.claims ? (
        <Form method="get" action={href("/mi-cuenta/reclamos/crear")} className="form">
          <input type="hidden" name="diagnostico" value="1" />
          <input type="hidden" name="conexion" value={data.connection.id} />
          <Carried params={data.params} />
          <SpeedTest />
          <SubmitButton>{t("diagnosis.found.claim")}</SubmitButton>
        </Form>
      ) : (
        <p>{t("diagnosis.found.noClaims")}</p>
      )}
    </>
  );
}
