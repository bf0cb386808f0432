import { href } from "react-router";
import type { Route } from "./+types/enviada";
import consumerStrings from "~/locales/consumer";
import { useT } from "~/utils/i18n";
import { SentRequestPage } from "./components";
import { confirmationAction, sentPage } from "./confirmation.server";
import { cancellationDraft } from "./consumer.server";

/** `/baja/enviada`: the code of the cancellation just filed, and its confirmation by the holder's code (decision 099). */
export function loader({ request, context }: Route.LoaderArgs) {
  return sentPage(request, context, cancellationDraft, href("/baja"));
}

export function action(args: Route.ActionArgs) {
  return confirmationAction(args, cancellationDraft, { form: href("/baja"), here: href("/baja/enviada") });
}

export default function CancellationSent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  return <SentRequestPage {...loaderData} result={actionData?.result} title={t("titles.sent")} />;
}
