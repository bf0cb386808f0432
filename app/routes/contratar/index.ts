import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { nextStep, readDraft, redirectWithDraft } from "./draft.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/contratar`, the redirect guard: sends to the first step not done yet. A plan chosen on
 * `/planes/:id` arrives as `?plan=<id>` and is kept in the draft for the form step.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const draft = await readDraft(request);
  const plan = pageUrl(request).searchParams.get("plan");
  if (plan && /^[1-9]\d{0,8}$/.test(plan)) {
    const next = { ...draft, plan: Number(plan) };
    return redirectWithDraft(request, nextStep(next), next);
  }
  return redirect(nextStep(draft));
}
