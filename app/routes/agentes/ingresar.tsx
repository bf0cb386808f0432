import { Form, href, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/ingresar";
import deskStyles from "./desk.css?url";
import { ErrorSummary, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import staffStrings from "~/locales/staff";
import { getInstance } from "~/middleware/i18next.server";
import { parseForm, readForm, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { logWarning } from "~/utils/logger.server";
import { pageUrl } from "~/utils/request-scope.server";
import { readStaffSession } from "~/utils/staff-session.server";
import { deskPath, startSignIn } from "./sign-in.server";

/**
 * `/agentes/ingresar`: the call centre's sign-in (decision 140). The page offers one
 * button, a form posted to this site, that starts the code flow at the provider's
 * identity provider: a post, so it works without JavaScript and no other site can start a
 * flow in an agent's browser (decision 133), and counted against the address's sign-in
 * limits (decision 100). A posted form leaves with a real navigation (`reloadDocument`):
 * the answer is a redirect to another site.
 */

const signInSchema = z.object({
  redirectTo: z.string().max(500).optional(),
  // "Ingresar con otra cuenta", offered to someone the desk refused: the provider asks again.
  another_account: z.literal("1").optional(),
});

/** Why the session asked again ended, from `?sesion=` (the guard's words): shown above the button. */
function endedWhy(url: URL): "idle" | "expired" | null {
  const said = url.searchParams.get("sesion");
  return said === "inactiva" ? "idle" : said === "vencida" ? "expired" : null;
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const redirectTo = deskPath(url.searchParams.get("redirectTo"));
  if (readStaffSession(request).state === "active") throw redirect(redirectTo);
  return { redirectTo, ended: endedWhy(url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { rateLimit: "sign-in" });
  const submission = parseForm(form, signInSchema);
  if (submission.status !== "success") return sendBack(submission);
  try {
    const { location, setCookie } = await startSignIn(request, submission.value.redirectTo ?? href("/agentes"), {
      anotherAccount: Boolean(submission.value.another_account),
    });
    return redirect(location, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    logWarning("Staff sign-in: the identity provider could not be reached", error);
    const t = getInstance(context).getFixedT(null, "staff");
    return sendBack(submission, { form: t("signIn.unavailable") }, { status: 503 });
  }
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(staffStrings);
  const result = actionData?.result;
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.signIn")}</PageTitle>
      <ErrorSummary result={result} labels={{}} />
      <h1>{t("signIn.heading")}</h1>
      {loaderData.ended ? (
        <p className="staff-note" role="status">
          {t(`signIn.ended.${loaderData.ended}`)}
        </p>
      ) : null}
      <p>{t("signIn.intro")}</p>
      <Form method="post" reloadDocument className="form">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <SubmitButton>{t("signIn.submit")}</SubmitButton>
      </Form>
    </>
  );
}
