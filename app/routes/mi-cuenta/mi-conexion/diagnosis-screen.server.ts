import { href } from "react-router";
import type { Equipment } from "../../../../contract/equipment";
import type { CustomerOutage } from "../../../../contract/outages";
import { formatDateTime } from "~/utils/format";
import type { Answers, Question, Step } from "./diagnosis.server";
import { answerList, answerParams } from "./diagnosis.server";
import { signalWords, stateWords, type LineT } from "./line.server";

/**
 * Each screen of the diagnosis, worded on the server (decision 102): only the shown screen's
 * words travel, in the page's data, instead of every screen's in its JavaScript.
 */

export type ScreenLink = { label: string; href: string; primary: boolean };

export type Screen =
  | {
      kind: "question";
      name: Question;
      legend: string;
      hint: string | null;
      options: { value: string; label: string }[];
      error: string | null;
      next: string;
    }
  | {
      kind: "text";
      heading: string;
      lead: string | null;
      status: string | null;
      paragraphs: string[];
      steps: string[];
      /** "Avisarme cuando vuelva": the outages module's action, or that it is asked already (a status). */
      notify: { action: string; back: string; label: string } | { done: string } | null;
      links: ScreenLink[];
    }
  | {
      kind: "found";
      heading: string;
      lead: string;
      facts: { term: string; description: string }[];
      answersHeading: string;
      answers: { question: string; answer: string }[];
      claim: { action: string; fields: Record<string, string>; label: string } | null;
      noClaims: string;
    };

type Input = {
  t: LineT;
  step: Step;
  connectionId: number;
  answers: Answers;
  equipment: Equipment | undefined;
  outage: CustomerOutage | null | undefined;
  unanswered: boolean;
  canRestart: boolean;
  claims: boolean;
};

/** This page again, with more answers. */
export function stepUrl(connectionId: number, answers: Answers, more: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...answerParams(answers), ...more });
  const path = href("/mi-cuenta/mi-conexion/:id/diagnostico", { id: String(connectionId) });
  return query.size ? `${path}?${query}` : path;
}

const QUESTIONS = {
  problem: {
    name: "problema",
    key: "problem",
    options: [
      ["sin-internet", "no_service"],
      ["lento", "slow"],
      ["cortes", "drops"],
    ],
    hint: false,
  },
  restarted: {
    name: "reinicio",
    key: "restarted",
    options: [
      ["si", "yes"],
      ["no", "no"],
    ],
    hint: true,
  },
  devices: {
    name: "dispositivos",
    key: "devices",
    options: [
      ["todos", "all"],
      ["uno", "one"],
    ],
    hint: true,
  },
} as const;

export function diagnosisScreen(input: Input): Screen {
  const { t, step, connectionId, answers } = input;
  const here = stepUrl(connectionId, answers);
  const text = (heading: string, rest: Partial<Extract<Screen, { kind: "text" }>> = {}): Screen => ({
    kind: "text",
    heading,
    lead: null,
    status: null,
    paragraphs: [],
    steps: [],
    notify: null,
    links: [],
    ...rest,
  });
  switch (step) {
    case "problem":
    case "restarted":
    case "devices": {
      const question = QUESTIONS[step];
      return {
        kind: "question",
        name: question.name,
        legend: t(`diagnosis.${question.key}.legend`),
        hint: question.hint ? t(`diagnosis.${question.key}.hint` as "diagnosis.devices.hint") : null,
        options: question.options.map(([value, key]) => ({
          value,
          label: t(`diagnosis.${question.key}.${key}` as "diagnosis.devices.all"),
        })),
        error: input.unanswered ? t("diagnosis.choose") : null,
        next: t("diagnosis.next"),
      };
    }
    case "outage": {
      const outage = input.outage!;
      const place = outage.area ? `${outage.localities.join(", ")} (${outage.area})` : outage.localities.join(", ");
      return text(t("diagnosis.outage.heading"), {
        lead: t("diagnosis.outage.since", { place, date: formatDateTime(outage.started_at) }),
        paragraphs: [
          outage.estimated_end
            ? t("diagnosis.outage.until", { date: formatDateTime(outage.estimated_end) })
            : t("diagnosis.outage.unknownEnd"),
          outage.cause,
          t("diagnosis.outage.nothingToFile"),
        ],
        notify: outage.notify
          ? { done: t("diagnosis.outage.notifying") }
          : {
              action: href("/mi-cuenta/cortes/:id/avisarme", { id: String(outage.id) }),
              back: here,
              label: t("diagnosis.outage.notify"),
            },
        links: [
          { label: t("diagnosis.outage.status"), href: href("/estado-del-servicio"), primary: false },
          {
            label: t("diagnosis.outage.other"),
            href: stepUrl(connectionId, answers, { corte: "visto" }),
            primary: false,
          },
        ],
      });
    }
    case "restarting":
      return text(t("diagnosis.equipment.restartingHeading"), {
        status: t("diagnosis.equipment.restartingText"),
        links: [{ label: t("diagnosis.equipment.check"), href: here, primary: true }],
      });
    case "equipment":
      return text(t("diagnosis.equipment.heading"), {
        lead: t("diagnosis.equipment.intro"),
        steps: [
          t("diagnosis.equipment.power"),
          t("diagnosis.equipment.cables"),
          t("diagnosis.equipment.lights"),
          t("diagnosis.equipment.unplug"),
        ],
        links: [
          { label: t("diagnosis.equipment.check"), href: here, primary: true },
          {
            label: t("diagnosis.equipment.stillDown"),
            href: stepUrl(connectionId, answers, { revisado: "si" }),
            primary: false,
          },
        ],
      });
    case "restart-first":
      return text(t("diagnosis.restartFirst.heading"), {
        lead: t("diagnosis.restartFirst.intro"),
        paragraphs: [input.canRestart ? t("diagnosis.restartFirst.remote") : t("diagnosis.restartFirst.unplug")],
        links: [
          ...(input.canRestart
            ? [
                {
                  label: t("diagnosis.restartFirst.restart"),
                  href: href("/mi-cuenta/mi-conexion/:id/reiniciar", { id: String(connectionId) }),
                  primary: true,
                },
              ]
            : []),
          {
            label: t("diagnosis.restartFirst.done"),
            href: stepUrl(connectionId, answers, { reinicio: "si" }),
            primary: false,
          },
        ],
      });
    case "found":
      return found(input);
  }
}

function found({ t, connectionId, answers, equipment, outage, claims }: Input): Screen {
  const facts = [
    ...(equipment ? [{ term: t("diagnosis.found.equipment"), description: stateWords(t, equipment) }] : []),
    ...(equipment?.signal
      ? [{ term: t("diagnosis.found.signal"), description: signalWords(t, equipment.signal) }]
      : []),
    ...(outage === undefined
      ? []
      : [
          {
            term: t("diagnosis.found.outage"),
            description: outage
              ? t("diagnosis.outage.since", {
                  place: outage.localities.join(", "),
                  date: formatDateTime(outage.started_at),
                })
              : t("diagnosis.found.noOutage"),
          },
        ]),
  ];
  return {
    kind: "found",
    heading: t("diagnosis.found.heading"),
    lead: t("diagnosis.found.intro"),
    facts,
    answersHeading: t("diagnosis.found.answers"),
    answers: answerList(t, answers, { equipment }),
    claim: claims
      ? {
          action: href("/mi-cuenta/reclamos/crear"),
          fields: { diagnostico: "1", conexion: String(connectionId), ...answerParams(answers) },
          label: t("diagnosis.found.claim"),
        }
      : null,
    noClaims: t("diagnosis.found.noClaims"),
  };
}
