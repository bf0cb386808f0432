import { data } from "react-router";
import type { Route } from "./+types/intenta-mas-tarde";
import { Notice } from "~/components/notice";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageUrl } from "~/utils/request-scope.server";

/** Where the visitor was going when the API was down: the retry link goes back there. */
function retryPath(request: Request) {
  return safeRedirectPath(pageUrl(request).searchParams.get("redirectTo"), "/");
}

export function loader({ request }: Route.LoaderArgs) {
  return data(
    { retry: retryPath(request) },
    { status: 503, headers: { "Retry-After": "300", "Cache-Control": "no-store" } },
  );
}

export default function TryLater({ loaderData }: Route.ComponentProps) {
  const t = useT(commonStrings);
  return <Notice title={t("titles.tryLater")} copy="tryLater" retryTo={loaderData.retry} />;
}
