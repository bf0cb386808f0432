import { data, href, Link } from "react-router";
import type { Route } from "./+types/email-verification";
import { verifyEmail } from "~/api/auth.server";
import { handleApiError, isApiError } from "~/api/failures.server";
import { PageTitle } from "~/components/page-title";
import authStrings from "~/locales/auth";
import { useRootData } from "~/utils/root-data";
import { useT } from "~/utils/i18n";
import { pageUrl } from "~/utils/request-scope.server";

type Outcome = { verified: true; email: string } | { verified: false; reason: "missing" | "invalid" };

/** The link mailed to verify an address: opening it is the verification. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get("token")?.trim();
  const notVerified = (reason: "missing" | "invalid") =>
    data<Outcome>({ verified: false, reason }, { status: 400, headers: { "Cache-Control": "no-store" } });
  if (!token) return notVerified("missing");
  try {
    const { email } = await verifyEmail(token);
    return data<Outcome>({ verified: true, email }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isApiError(error, 400) || isApiError(error, 404)) return notVerified("invalid");
    return handleApiError(error, request);
  }
}

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  const t = useT(authStrings);
  const platform = useRootData()?.config.FLAG_PLATFORM;
  return (
    <>
      <PageTitle>{t("titles.emailVerification")}</PageTitle>
      {loaderData.verified ? (
        <>
          <h1>{t("emailVerification.successHeading")}</h1>
          <p>{t("emailVerification.success", { email: loaderData.email })}</p>
        </>
      ) : (
        <>
          <h1>{t("emailVerification.failureHeading")}</h1>
          <p>{t(`emailVerification.${loaderData.reason}`)}</p>
          <p>{t("emailVerification.next")}</p>
        </>
      )}
      <p className="actions">
        {platform ? (
          <Link to={href("/mi-cuenta")} className="button">
            {t("emailVerification.toAccount")}
          </Link>
        ) : null}
        <Link to={href("/")} className={platform ? "button button-secondary" : "button"}>
          {t("emailVerification.home")}
        </Link>
      </p>
    </>
  );
}
