import { href, redirect } from "react-router";
import type { Route } from "./+types/enviada";
import consumerStrings from "~/locales/consumer";
import { useT } from "~/utils/i18n";
import { SentRequestPage } from "../baja/components";
import { withdrawalDraft } from "../baja/consumer.server";

/** `/arrepentimiento/enviada`: the code of the withdrawal just sent. */
export async function loader({ request }: Route.LoaderArgs) {
  const { sent } = await withdrawalDraft.read(request);
  if (!sent) throw redirect(href("/arrepentimiento"));
  return { sent };
}

export default function WithdrawalSent({ loaderData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  return <SentRequestPage sent={loaderData.sent} title={t("titles.sent")} />;
}
