import { features } from "~/api/capabilities.server";
import { data, href, Link } from "react-router";
import type { Route } from "./+types/demasiados-intentos";
import { Notice } from "~/components/notice";
import commonStrings from "~/locales/common";
import noticeStrings from "~/locales/notices";
import { useT } from "~/utils/i18n";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageUrl } from "~/utils/request-scope.server";

/** Where "Reintentar" leads: back to the page, or the sign-in (the home, without the customer area). */
function retryPath(request: Request) {
  return safeRedirectPath(
    pageUrl(request).searchParams.get("redirectTo"),
    features().FLAG_PLATFORM ? href("/iniciar-sesion") : href("/"),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return data(
    { retry: retryPath(request), recover: features().FLAG_PLATFORM },
    { status: 429, headers: { "Retry-After": "900", "Cache-Control": "no-store" } },
  );
}

export default function TooManyAttempts({ loaderData }: Route.ComponentProps) {
  const t = useT(commonStrings);
  const notices = useT(noticeStrings);
  return (
    <Notice title={t("titles.tooManyAttempts")} copy="tooManyAttempts" retryTo={loaderData.retry}>
      {/* A locked identification is unlocked by a new password too (decision 035). */}
      {loaderData.recover ? (
        <p>
          <Link to={href("/password-reset")}>{notices("tooManyAttempts.recover")}</Link>
        </p>
      ) : null}
    </Notice>
  );
}
