import { href, redirect } from "react-router";
import type { Route } from "./+types/enviada";
import consumerStrings from "~/locales/consumer";
import { useT } from "~/utils/i18n";
import { SentRequestPage } from "./components";
import { cancellationDraft } from "./consumer.server";

/** `/baja/enviada`: the code of the cancellation just sent. */
export async function loader({ request }: Route.LoaderArgs) {
  const { sent } = await cancellationDraft.read(request);
  if (!sent) throw redirect(href("/baja"));
  return { sent };
}

export default function CancellationSent({ loaderData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  return <SentRequestPage sent={loaderData.sent} title={t("titles.sent")} />;
}
