import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/gestionar";
import { cancelAutomaticDebit, updateAutomaticDebit } from "~/api/customer.server";
import { isApiError } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import debitStrings from "~/locales/debit";
import { getApiSession } from "~/utils/api-session.server";
import { formMessages, parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  debitMessages,
  isUnderWay,
  loadDebit,
  manageSchema,
  notTheirs,
  readDebit,
  type ServiceChoice,
} from "./debit.server";
import { ServicesField } from "./services-field";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * Managing the automatic debit: change its services (while active) or cancel it (active
 * or still waiting for the card site). Cancelling asks first, on a page of its own
 * (`?cancelar`), so it works without JavaScript. After either, the state page shows what
 * the API now says, with a toast saying what changed. Only for a session that proved who it
 * is (decision 097).
 */
export async function loader(args: Route.LoaderArgs) {
  const { debit, services } = await readDebit(args);
  if (!debit || !isUnderWay(debit)) throw redirect(href("/mi-cuenta/debito-automatico"));
  await requireProof(args);
  const confirming = pageUrl(args.request).searchParams.has("cancelar");
  const kept = await takeKeptForm(args.request);
  return data(
    { status: debit.status, chosen: debit.services, services, confirming, kept: kept.form },
    { headers: kept.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = debitMessages(context);
  const session = getApiSession(context);
  const form = await readForm(request, context);
  const gone = () =>
    redirectWithToast(request, href("/mi-cuenta/debito-automatico"), { kind: "info", message: t("toasts.notActive") });

  const submission = parseIntent(form, manageSchema(t, formMessages(context).unreadable));

  if (submission.intent === "cancel") {
    try {
      const { debit } = await loadDebit(session);
      // Already gone (a second click, another tab): the state page says so.
      if (!isUnderWay(debit)) return gone();
      if (submission.status !== "success") return sendBack(submission);
      await cancelAutomaticDebit(session);
    } catch (error) {
      if (isApiError(error, 404)) return gone();
      // The confirmation again, with what went wrong above it.
      return sendBack(submission, await refusalOf(error, request, context));
    }
    return redirectWithToast(request, href("/mi-cuenta/debito-automatico"), {
      kind: "success",
      message: t("toasts.cancelled"),
    });
  }

  try {
    const { debit, services } = await loadDebit(session);
    if (debit?.status !== "active") return gone();
    if (submission.status !== "success") return sendBack(submission);
    const chosen = submission.value.services;
    if (notTheirs(chosen, services).length)
      return sendBack(submission, { fields: { services: t("errors.servicesNotYours") } });
    await updateAutomaticDebit(session, chosen);
    return redirectWithToast(request, href("/mi-cuenta/debito-automatico"), {
      kind: "success",
      message: changes(t, services, debit.services, chosen),
    });
  } catch (error) {
    if (isApiError(error, 404)) return gone();
    return sendBack(submission, await refusalOf(error, request, context, { services: "services" }));
  }
}

/** "Guardamos los cambios… Agregaste: X. Quitaste: Y.", from the services before and after. */
function changes(t: ReturnType<typeof debitMessages>, services: ServiceChoice[], before: number[], after: number[]) {
  const name = (id: number) => services.find((service) => service.id === id)?.plan ?? String(id);
  const added = after.filter((id) => !before.includes(id)).map(name);
  const removed = before.filter((id) => !after.includes(id)).map(name);
  if (!added.length && !removed.length) return t("toasts.unchanged");
  return [
    t("toasts.updated"),
    added.length ? t("toasts.added", { services: added.join(", ") }) : null,
    removed.length ? t("toasts.removed", { services: removed.join(", ") }) : null,
  ]
    .filter(Boolean)
    .join(" ");
}

export default function ManageAutomaticDebit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(debitStrings);
  const { status, chosen, services, confirming } = loaderData;
  // What was chosen before the proof step, shown again (decision 098).
  const result = actionData?.result ?? loaderData.kept;
  const labels = { services: t("manage.services") };
  const manage = href("/mi-cuenta/debito-automatico/gestionar");
  if (confirming) {
    return (
      <div className="page-narrow">
        <PageTitle error={hasErrors(result)}>{t("titles.manage")}</PageTitle>
        <ErrorSummary result={result} labels={{}} />
        <h1>{t("manage.confirmTitle")}</h1>
        <p className="lead">{t("manage.confirmText")}</p>
        {/* Posted to this same address: a refusal shows the confirmation again, with its message. */}
        <Form method="post" action={`${manage}?cancelar`} className="actions">
          <SubmitButton name="intent" value="cancel">
            {t("manage.confirm")}
          </SubmitButton>
          <Link
            to={status === "active" ? manage : href("/mi-cuenta/debito-automatico")}
            className="button button-secondary"
          >
            {t("manage.keep")}
          </Link>
        </Form>
      </div>
    );
  }
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.manage")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("manage.heading")}</h1>
      {status === "active" ? (
        <Form method="post" noValidate className="form">
          <input type="hidden" name="intent" value="update" />
          <ServicesField
            legend={labels.services}
            hint={t("manage.servicesHint")}
            result={result}
            services={services}
            checked={chosen}
          />
          <SubmitButton>{t("manage.save")}</SubmitButton>
        </Form>
      ) : (
        <p className="lead">{t("manage.pendingText")}</p>
      )}
      <section aria-labelledby="cancelar-debito">
        <h2 id="cancelar-debito">{t("manage.cancelTitle")}</h2>
        <p>{t("manage.cancelText")}</p>
        <p>
          <Link to={`${manage}?cancelar`} className="button button-secondary">
            {t("manage.cancelAsk")}
          </Link>
        </p>
      </section>
      <p>
        <Link to={href("/mi-cuenta/debito-automatico")}>{t("manage.back")}</Link>
      </p>
    </div>
  );
}
