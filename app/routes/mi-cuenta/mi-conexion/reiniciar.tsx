import { data, Form, href, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reiniciar";
import { getEquipment, restartEquipment } from "~/api/equipment.server";
import { isApiError, optional, withApiErrors } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { ErrorSummary, FormKey, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import lineStrings from "~/locales/line";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { formKeyField, newFormKey, parseForm, readForm, refusalOf, sendBack, type Refusal } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import { connectionLabel, customerConnection } from "./line.server";
import { formatTime } from "./line-format";

/**
 * `/mi-cuenta/mi-conexion/:id/reiniciar` (FLAG_EQUIPMENT): the remote restart, confirmed
 * on a page of its own that says what to expect. The API enforces its rules (a proved
 * session, one per 10 minutes, one in progress answered and never sent twice, an offline
 * equipment refused); this page says them before asking, and asks for proof only when a
 * restart is possible, so nobody proves who they are only to be told to wait.
 */

async function equipmentOf(request: Request, session: ApiSession, connectionId: number) {
  try {
    return await withApiErrors(request, () => getEquipment(session, connectionId));
  } catch (error) {
    // Another customer's connection, or one without equipment: no page here.
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const connection = await customerConnection(request, session, routeId(params.id));
  const equipment = await equipmentOf(request, session, connection.id);
  const possible = equipment.state === "online" && !equipment.restart_available_at;
  if (possible) await requireProof({ request, context });
  // A form kept across the proof step has nothing worth showing again (only its key): dropped.
  const kept = await takeKeptForm(request);
  return data(
    { connection: connectionLabel(connection), equipment, possible, formKey: newFormKey() },
    { headers: kept.headers },
  );
}

const restartSchema = (message: string) => z.object({ idempotency_key: formKeyField(message) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const t = getInstance(context).getFixedT(null, "lineServer");
  // The API answers 404 for a connection not the customer's: no list of them to read first.
  const connectionId = routeId(params.id);
  if (connectionId === null) throw notFound(request);
  const form = await readForm(request, context);
  const submission = parseForm(form, restartSchema(t("errors.formKey")));
  const fresh = { data: { formKey: newFormKey() } };
  if (submission.status !== "success") return sendBack(submission, {}, fresh);
  try {
    await restartEquipment({ ...session, idempotencyKey: submission.value.idempotency_key }, connectionId);
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    return sendBack(submission, await restartRefusal(error, request, context, session, connectionId), fresh);
  }
  return redirectWithToast(request, `${href("/mi-cuenta/mi-conexion")}#equipo-${connectionId}-bloque`, {
    kind: "success",
    message: t("toasts.restarting"),
  });
}

/** The API's 409s in the customer's words; "too soon" says until when, as the API now has it. */
async function restartRefusal(
  error: unknown,
  request: Request,
  context: Route.ActionArgs["context"],
  session: ApiSession,
  connectionId: number,
): Promise<Refusal> {
  const t = getInstance(context).getFixedT(null, "lineServer");
  if (isApiError(error, 409, "equipment_offline")) return { form: t("errors.offline") };
  if (isApiError(error, 409, "restart_too_soon")) {
    const equipment = await optional("Restart refusal: equipment", getEquipment(session, connectionId)).catch(
      () => null,
    );
    const at = equipment?.restart_available_at;
    return { form: at ? t("errors.tooSoon", { time: formatTime(at) }) : t("errors.tooSoonNoTime") };
  }
  return refusalOf(error, request, context);
}

export default function RestartEquipment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(lineStrings);
  const { connection, equipment, possible } = loaderData;
  const result = actionData?.result;
  const formKey = actionData?.formKey ?? loaderData.formKey;
  const back = `${href("/mi-cuenta/mi-conexion")}#equipo-${connection.id}-bloque`;
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.restart")}</PageTitle>
      <ErrorSummary result={result} labels={{}} />
      <h1>{t("restart.heading")}</h1>
      <p className="lead">{t("restart.intro", { number: connection.number, address: connection.address })}</p>
      {equipment.state === "restarting" ? (
        <p role="status">{t("restart.inProgress")}</p>
      ) : equipment.state === "offline" ? (
        <p>{t("restart.offline")}</p>
      ) : equipment.restart_available_at ? (
        <p>{t("restart.tooSoon", { time: formatTime(equipment.restart_available_at) })}</p>
      ) : null}
      {possible ? (
        <>
          <h2>{t("restart.expectTitle")}</h2>
          <ul>
            <li>{t("restart.expectDown")}</li>
            <li>{t("restart.expectLights")}</li>
            <li>{t("restart.expectOnce")}</li>
          </ul>
          <Form method="post" className="actions">
            {/* A refused restart gets a new key: the API keeps its refusal under the old one. */}
            <FormKey fresh={formKey} />
            <SubmitButton>{t("restart.confirm")}</SubmitButton>
            <Link to={back} className="button button-secondary">
              {t("restart.cancel")}
            </Link>
          </Form>
        </>
      ) : (
        <p>
          <Link to={back}>{t("restart.cancel")}</Link>
        </p>
      )}
    </div>
  );
}
