import { useEffect, useRef } from "react";
import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/solicitud-enviada";
import { PageTitle } from "~/components/page-title";
import hiringStrings from "~/locales/hiring";
import { useT } from "~/utils/i18n";
import { clearDraft, readDraft } from "./draft.server";
import { FormToken } from "~/components/form-token";
import { readForm } from "~/utils/forms.server";

/**
 * The confirmation: the application number and what happens next; for a sale by phone
 * (decision 145), whose it is (the agent's number, the draft's stamp: the API was sent their
 * token) and the way back to the desk.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { sent, agent } = await readDraft(request);
  if (!sent) throw redirect(href("/contratar"));
  return { sent, agent: agent ?? null };
}

/** "Nueva solicitud" ("Nueva venta" at the desk): an agent's next call starts from an empty draft. */
export async function action({ request, context }: Route.ActionArgs) {
  // No fields, but read as every form is: an upload's body carries its token (decision 133).
  await readForm(request, context);
  return redirect(href("/contratar/dejanos-tus-datos"), { headers: { "Set-Cookie": await clearDraft() } });
}

export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const t = useT(hiringStrings);
  const { sent, agent } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // React only autofocuses form controls when it renders in the browser.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <PageTitle>{agent ? t("desk.sentTitle") : t("sent.title")}</PageTitle>
      {/* Focus starts on the news, so it is read first; one Tab reaches "Nueva solicitud". */}
      <h1 className="hiring-sent-title" tabIndex={-1} autoFocus ref={heading}>
        {agent ? t("desk.sentHeadline") : t("sent.headline")}
      </h1>
      <dl className="facts hiring-sent">
        <dt>{t("sent.number")}</dt>
        <dd>
          <strong className="application-number">{sent.number}</strong>
        </dd>
        {sent.plan ? (
          <>
            <dt>{t("sent.plan")}</dt>
            <dd>{sent.plan}</dd>
          </>
        ) : null}
        <dt>{t("sent.address")}</dt>
        <dd>{sent.address}</dd>
        <dt>{agent ? t("desk.sentPhone") : t("sent.phone")}</dt>
        <dd>{sent.phone}</dd>
        {agent ? (
          <>
            <dt>{t("desk.sentBy")}</dt>
            <dd className="application-agent">{t("desk.sentAgent", { number: agent })}</dd>
          </>
        ) : null}
      </dl>
      <p className="hint">{agent ? t("desk.sentHint") : t("sent.numberHint")}</p>
      <h2>{t("sent.nextTitle")}</h2>
      <ol>
        <li>{t("sent.next1")}</li>
        <li>{t("sent.next2")}</li>
        <li>{t("sent.next3")}</li>
      </ol>
      <Form method="post" className="actions">
        {import.meta.env.SSR ? <FormToken /> : null}
        <button type="submit" className="button">
          {agent ? t("desk.again") : t("sent.again")}
        </button>
        <Link to={agent ? href("/agentes") : href("/")} className="button button-secondary">
          {agent ? t("desk.back") : t("sent.home")}
        </Link>
      </Form>
    </>
  );
}
