import type { TFunction } from "i18next";
import { z } from "zod";
import { parseForm, type FormSubmission } from "~/utils/forms.server";
import { argentinaDay } from "~/utils/format";
import { parseDate } from "~/utils/normalize.server";

/**
 * The supervisors' filter (decision 141): a GET form, so every view has an address and it
 * works without JavaScript. The day is typed `dd/mm/aaaa` as the portal's other dates are
 * (decision 142); the agent's number is optional (every agent).
 */
export const agentsFilterSchema = (t: TFunction<"activity">) =>
  z.object({
    agente: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, t("agents.errors.agent"))
      .optional(),
    dia: z
      .string()
      .trim()
      .max(20, t("agents.errors.day"))
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return argentinaDay();
        const day = parseDate(text);
        if (!day) ctx.addIssue({ code: "custom", message: t("agents.errors.day") });
        return day ?? "";
      }),
    pagina: z.string().optional(),
  });

/** Far more pages than a day has; keeps an absurd `?pagina=` from reaching the API. */
const MAX_PAGE = 9_999;

/** The filter as the address gives it, read leniently for the page (any bad number is the first). */
export function readAgentsFilter(
  url: URL,
  t: TFunction<"activity">,
): FormSubmission<z.output<ReturnType<typeof agentsFilterSchema>>> {
  const formData = new FormData();
  for (const [name, value] of url.searchParams) formData.append(name, value);
  return parseForm({ formData, formError: null }, agentsFilterSchema(t));
}

export function pageOf(text: string | undefined) {
  return text && /^\d{1,4}$/.test(text) ? Math.min(Math.max(Number(text), 1), MAX_PAGE) : 1;
}
