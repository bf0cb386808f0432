import { features } from "~/api/capabilities.server";
import type { Connection } from "../../../../contract/customer";
import type { Equipment } from "../../../../contract/equipment";
import type { CustomerOutage } from "../../../../contract/outages";
import type { ClaimDiagnosis, TicketCategory } from "../../../../contract/tickets";
import type { ApiSession } from "~/api/transport.server";
import { formatDateTime } from "~/utils/format";
import { equipmentView, outageOf, type LineT } from "./line.server";
import { formatDbm, formatMbps } from "./line-format";

/**
 * The guided diagnosis (decision 102). Its state is the customer's answers, in
 * the URL (`?problema=sin-internet&reinicio=si…`), each a value from a short list; what the
 * network says (the equipment, an outage in the area) is never carried: the server reads
 * it again on every step and again when the claim is filed, so a diagnosis posted from a
 * browser cannot claim facts the API does not state. Each module that is off (FLAG_EQUIPMENT,
 * FLAG_OUTAGES) is a check skipped, not a broken step.
 */

export type { LineT } from "./line.server";

/** Each answer's URL value (Spanish, as the URLs are) and what it means. */
const CHOICES = {
  problema: { "sin-internet": "no_service", lento: "slow", cortes: "drops" },
  reinicio: { si: "yes", no: "no" },
  dispositivos: { todos: "all", uno: "one" },
  revisado: { si: "yes" },
  corte: { visto: "seen" },
} as const;
type Params = typeof CHOICES;
export type Question = keyof Params;
export const QUESTIONS = Object.keys(CHOICES) as Question[];
export type Answers = { [Q in Question]?: Params[Q][keyof Params[Q]] };

/** The answers a query (or a form's fields) gives; anything not on the lists is no answer. */
export function readAnswers(get: (name: string) => string | null): Answers {
  const answers: Record<string, string> = {};
  for (const question of QUESTIONS) {
    const value = get(question);
    const choices: Record<string, string> = CHOICES[question];
    if (value !== null && Object.hasOwn(choices, value)) answers[question] = choices[value]!;
  }
  return answers as Answers;
}

/** The answers as URL values again, for the next step's links and hidden fields. */
export function answerParams(answers: Answers): Record<string, string> {
  const params: Record<string, string> = {};
  for (const question of QUESTIONS) {
    const meaning = answers[question];
    const choices: Record<string, string> = CHOICES[question];
    const value = Object.keys(choices).find((key) => choices[key] === meaning);
    if (value) params[question] = value;
  }
  return params;
}

/** The speed the browser measured, in Mbps, when it is one a line could have. */
export function readSpeed(value: string | null): number | null {
  if (!value || !/^\d{1,5}(\.\d{1,2})?$/.test(value)) return null;
  const mbps = Number(value);
  return mbps <= 100_000 ? mbps : null;
}

/** What the network says about the connection, read now. undefined: not asked (module off, or failing). */
export type Facts = { equipment: Equipment | undefined; outage: CustomerOutage | null | undefined; checkedAt: string };

export async function readFacts(session: ApiSession, connection: Pick<Connection, "id" | "status">): Promise<Facts> {
  const [equipment, outage] = await Promise.all([equipmentView(session, connection), outageOf(session, connection.id)]);
  return {
    equipment: equipment?.state === "shown" ? equipment.equipment : undefined,
    outage,
    checkedAt: new Date().toISOString(),
  };
}

/** A restart from the portal (or the provider) in the last hour counts as "I restarted it". */
const RECENT_RESTART_MS = 60 * 60 * 1000;
export function restartedRecently(equipment: Equipment | undefined, now = Date.now()) {
  const last = equipment?.last_restart;
  return Boolean(last && last.state === "done" && now - Date.parse(last.requested_at) < RECENT_RESTART_MS);
}

export type Step =
  "outage" | "problem" | "restarting" | "equipment" | "restarted" | "restart-first" | "devices" | "found";

/**
 * The next screen: an outage in the area comes first (the customer learns it on the first
 * screen), then what happens, then the equipment (offline: the checklist; restarting: wait),
 * whether it was restarted (no: try that first), and whether it happens on every device.
 */
export function nextStep(answers: Answers, facts: Pick<Facts, "equipment" | "outage">, now = Date.now()): Step {
  if (facts.outage && answers.corte !== "seen") return "outage";
  if (!answers.problema) return "problem";
  if (facts.equipment?.state === "restarting") return "restarting";
  if (facts.equipment?.state === "offline" && !answers.revisado) return "equipment";
  if (!answers.revisado && !answers.reinicio && !restartedRecently(facts.equipment, now)) return "restarted";
  if (answers.reinicio === "no") return "restart-first";
  if (!answers.dispositivos) return "devices";
  return "found";
}

/** The questions answered, in the words of the provider's staff (Spanish), for the API's record. */
export function answerList(t: LineT, answers: Answers, facts: Pick<Facts, "equipment">) {
  const list: { question: string; answer: string }[] = [];
  if (answers.problema)
    list.push({ question: t("questions.problem"), answer: t(`answers.problem.${answers.problema}`) });
  if (answers.revisado) list.push({ question: t("questions.checklist"), answer: t("answers.checklist.yes") });
  if (answers.reinicio)
    list.push({ question: t("questions.restarted"), answer: t(`answers.restarted.${answers.reinicio}`) });
  else if (restartedRecently(facts.equipment))
    list.push({ question: t("questions.restarted"), answer: t("answers.restarted.remote") });
  if (answers.dispositivos)
    list.push({ question: t("questions.devices"), answer: t(`answers.devices.${answers.dispositivos}`) });
  return list;
}

/** The diagnosis the claim carries to the API: the facts as the server read them, the answers, the speed. */
export function claimDiagnosis(staff: LineT, answers: Answers, facts: Facts, speed: number | null): ClaimDiagnosis {
  return {
    equipment_state: facts.equipment?.state ?? null,
    signal: facts.equipment?.signal ?? null,
    outage_id: facts.outage?.id ?? null,
    answers: answerList(staff, answers, facts),
    speed_mbps: speed,
    checked_at: facts.equipment?.checked_at ?? facts.checkedAt,
  };
}

/** The claim's message, written for the customer to read and add to: what was found, line by line. */
export function claimSummary(t: LineT, answers: Answers, facts: Facts, speed: number | null) {
  const equipment = facts.equipment;
  const lines = [t("claim.heading", { date: formatDateTime(facts.checkedAt) })];
  if (answers.problema) lines.push(`- ${t("claim.problem")}: ${t(`answers.problem.${answers.problema}`)}`);
  if (features().FLAG_EQUIPMENT) {
    lines.push(
      `- ${t("claim.equipment")}: ${equipment ? `${equipment.model}, ${t(`claim.state.${equipment.state}`, { date: formatDateTime(equipment.since) })}` : t("claim.notChecked")}`,
    );
    if (equipment?.signal) {
      const reading = t(`claim.reading.${equipment.signal.reading}`);
      lines.push(
        `- ${t("claim.signal")}: ${equipment.signal.dbm === null ? reading : t("claim.signalValue", { reading, dbm: formatDbm(equipment.signal.dbm) })}`,
      );
    }
  }
  if (features().FLAG_OUTAGES) {
    const outage = facts.outage;
    const said = outage
      ? t("claim.outageValue", {
          place: outage.area ?? outage.localities.join(", "),
          date: formatDateTime(outage.started_at),
        })
      : outage === null
        ? t("claim.noOutage")
        : t("claim.notChecked");
    lines.push(`- ${t("claim.outage")}: ${said}`);
  }
  for (const { question, answer } of answerList(t, { ...answers, problema: undefined }, facts))
    lines.push(`- ${question} ${answer}`);
  if (speed !== null) lines.push(`- ${t("claim.speed")}: ${t("claim.speedValue", { mbps: formatMbps(speed) })}`);
  lines.push("", t("claim.more"), "");
  return lines.join("\n");
}

/** The claim's category for the problem: the API's category of that kind (its names are the provider's to choose). */
export function categoryFor<Category extends Pick<TicketCategory, "id" | "kind">>(
  categories: Category[],
  problem: Answers["problema"],
) {
  const wanted: TicketCategory["kind"] = problem === "no_service" ? "no_service" : "slow_service";
  return categories.find((category) => category.kind === wanted);
}
