import { href } from "react-router";
import type { Route } from "./+types/enviada";
import consumerStrings from "~/locales/consumer";
import { useT } from "~/utils/i18n";
import { SentRequestPage } from "../baja/components";
import { confirmationAction, sentPage } from "../baja/confirmation.server";
import { withdrawalDraft } from "../baja/consumer.server";

/** `/arrepentimiento/enviada`: the code of the withdrawal just filed, and its confirmation by the holder's code (decision 099). */
export function loader({ request, context }: Route.LoaderArgs) {
  return sentPage(request, context, withdrawalDraft, href("/arrepentimiento"));
}

export function action(args: Route.ActionArgs) {
  return confirmationAction(args, withdrawalDraft, {
    form: href("/arrepentimiento"),
    here: href("/arrepentimiento/enviada"),
  });
}

export default function WithdrawalSent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  return <SentRequestPage {...loaderData} result={actionData?.result} title={t("titles.sent")} />;
}
