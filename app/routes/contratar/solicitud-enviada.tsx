import { useEffect, useRef } from "react";
import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/solicitud-enviada";
import { PageTitle } from "~/components/page-title";
import hiringStrings from "~/locales/hiring";
import { useT } from "~/utils/i18n";
import { clearDraft, readDraft } from "./draft.server";
import { FormToken } from "~/components/form-token";
import { readForm } from "~/utils/forms.server";
import { getInstance } from "~/middleware/i18next.server";

/**
 * The confirmation: the application number and what happens next; for a sale by phone
 * (decision 145), whose it is (the agent's number, the draft's stamp: the API was sent their
 * token) and the way back to the desk.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { sent, agent } = await readDraft(request);
  if (!sent) throw redirect(href("/contratar"));
  if (!agent) return { sent, desk: null };
  // An agent's page only carries the desk's words.
  const t = getInstance(context).getFixedT(null, "hiringServer");
  return {
    sent,
    desk: {
      title: t("desk.sentTitle"),
      headline: t("desk.sentHeadline"),
      phone: t("desk.sentPhone"),
      by: t("desk.sentBy"),
      agent: t("desk.sentAgent", { number: agent }),
      hint: t("desk.sentHint"),
      again: t("desk.again"),
      back: t("desk.back"),
    },
  };
}

/** "Nueva solicitud" ("Nueva venta" at the desk): an agent's next call starts from an empty draft. */
export async function action({ request, context }: Route.ActionArgs) {
  // No fields, but read as every form is: an upload's body carries its token (decision 133).
  await readForm(request, context);
  return redirect(href("/contratar/dejanos-tus-datos"), { headers: { "Set-Cookie": await clearDraft() } });
}

export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const t = useT(hiringStrings);
  const { sent, desk } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // React only autofocuses form controls when it renders in the browser.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <PageTitle>{desk ? desk.title : t("sent.title")}</PageTitle>
      {/* Focus starts on the news, so it is read first; one Tab reaches "Nueva solicitud". */}
      <h1 className="hiring-sent-title" tabIndex={-1} autoFocus ref={heading}>
        {desk ? desk.headline : t("sent.headline")}
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
        <dt>{desk ? desk.phone : t("sent.phone")}</dt>
        <dd>{sent.phone}</dd>
        {desk ? (
          <>
            <dt>{desk.by}</dt>
            <dd className="application-agent">{desk.agent}</dd>
          </>
        ) : null}
      </dl>
      <p className="hint">{desk ? desk.hint : t("sent.numberHint")}</p>
      <h2>{t("sent.nextTitle")}</h2>
      <ol>
        <li>{t("sent.next1")}</li>
        <li>{t("sent.next2")}</li>
        <li>{t("sent.next3")}</li>
      </ol>
      <Form method="post" className="actions">
        {import.meta.env.SSR ? <FormToken /> : null}
        <button type="submit" className="button">
          {desk ? desk.again : t("sent.again")}
        </button>
        <Link to={desk ? href("/agentes") : href("/")} className="button button-secondary">
          {desk ? desk.back : t("sent.home")}
        </Link>
      </Form>
    </>
  );
}
