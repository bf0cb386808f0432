import { data } from "react-router";
import type { Route } from "./+types/sin-servicio";
import { Notice } from "~/components/notice";
import { useT } from "~/utils/i18n";

export function loader(_: Route.LoaderArgs) {
  return data({ retry: "/contratar/seleccionar-ubicacion" }, { status: 200 });
}

export default function NoService({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <Notice title={t("titles.noService")} copy="noService" retryTo={loaderData.retry} />;
}
