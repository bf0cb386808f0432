import type { TicketCategory } from "../../../../contract/tickets";
import type { RouterContextProvider } from "react-router";
import type { Connection } from "../../../../contract/customer";
import type { ClaimDiagnosis } from "../../../../contract/tickets";
import { withApiErrors } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { getInstance } from "~/middleware/i18next.server";
import {
  answerParams,
  categoryFor,
  claimDiagnosis,
  claimSummary,
  readAnswers,
  readFacts,
  readSpeed,
} from "./diagnosis.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * A claim that follows the guided diagnosis (decision 102): the form comes filled with what was
 * found (category, subject, a message the customer may add to), and the claim carries the
 * diagnosis to the API. Only the answers and the measured speed come from the browser, each
 * checked against its short list; the equipment and the outage are read again here, on the
 * form and again on filing (decision 102).
 */

type Get = (name: string) => string | null | undefined;
const fromQuery =
  (url: URL): Get =>
  (name) =>
    url.searchParams.get(name);
const fromForm =
  (formData: FormData): Get =>
  (name) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  };

function diagnosed(get: Get, connections: Connection[]) {
  if (get("diagnostico") !== "1") return null;
  const connection = connections.find((entry) => String(entry.id) === get("conexion"));
  if (!connection) return null;
  return { connection, answers: readAnswers((name) => get(name) ?? null), speed: readSpeed(get("velocidad") ?? null) };
}

/** The claim form's prefill from `?diagnostico=1&conexion=…&problema=…&velocidad=…`; null without one. */
export async function diagnosisPrefill<Category extends Pick<TicketCategory, "id" | "kind">>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  session: ApiSession,
  connections: Connection[],
  categories: Category[],
) {
  const found = diagnosed(fromQuery(pageUrl(request)), connections);
  if (!found) return null;
  const { connection, answers, speed } = found;
  const facts = await withApiErrors(request, () => readFacts(session, connection));
  const t = getInstance(context).getFixedT(null, "lineServer");
  const category = categoryFor(categories, answers.problema);
  return {
    category: category ? String(category.id) : undefined,
    connection: String(connection.id),
    subject: answers.problema ? t(`claim.subject.${answers.problema}`) : undefined,
    message: claimSummary(t, answers, facts, speed),
    /** Sent again with the form (hidden fields), for the action to rebuild the diagnosis. */
    carried: {
      diagnostico: "1",
      conexion: String(connection.id),
      ...answerParams(answers),
      ...(speed !== null ? { velocidad: String(speed) } : {}),
    },
  };
}

/**
 * The diagnosis a claim being filed carries: the form's answers with the facts read now,
 * for the connection the claim is about (another connection chosen meanwhile: none).
 */
export async function diagnosisOfClaim(
  request: Request,
  context: Readonly<RouterContextProvider>,
  session: ApiSession,
  formData: FormData,
  connections: Connection[],
  connectionId: number | undefined,
): Promise<ClaimDiagnosis | undefined> {
  const found = diagnosed(fromForm(formData), connections);
  if (!found || found.connection.id !== connectionId) return undefined;
  const facts = await withApiErrors(request, () => readFacts(session, found.connection));
  // The API's record is read by the provider's staff: in Spanish.
  return claimDiagnosis(getInstance(context).getFixedT("es", "lineServer"), found.answers, facts, found.speed);
}
