import { data } from "react-router";
import type { Route } from "./+types/demasiados-intentos";
import { Notice } from "~/components/notice";
import { useT } from "~/utils/i18n";
import { safeRedirectPath } from "~/utils/safe-redirect";

function retryPath(request: Request) {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/iniciar-sesion");
}

export function loader({ request }: Route.LoaderArgs) {
  return data({ retry: retryPath(request) }, { status: 429, headers: { "Retry-After": "900", "Cache-Control": "no-store" } });
}

export default function TooManyAttempts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <Notice title={t("titles.tooManyAttempts")} copy="tooManyAttempts" retryTo={loaderData.retry} />;
}
