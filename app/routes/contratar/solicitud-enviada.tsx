import { useEffect, useRef } from "react";
import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/solicitud-enviada";
import { PageTitle } from "~/components/page-title";
import hiringStrings from "~/locales/hiring";
import { useT } from "~/utils/i18n";
import { clearDraft, readDraft } from "./draft.server";
import { FormToken } from "~/components/form-token";
import { readForm } from "~/utils/forms.server";

/** The confirmation: the application number and what happens next. */
export async function loader({ request }: Route.LoaderArgs) {
  const { sent } = await readDraft(request);
  if (!sent) throw redirect(href("/contratar"));
  return { sent };
}

/** "Nueva solicitud": an agent's next call starts from an empty draft. */
export async function action({ request, context }: Route.ActionArgs) {
  // No fields, but read as every form is: an upload's body carries its token (decision 133).
  await readForm(request, context);
  return redirect(href("/contratar/dejanos-tus-datos"), { headers: { "Set-Cookie": await clearDraft() } });
}

export default function ApplicationSent({ loaderData }: Route.ComponentProps) {
  const t = useT(hiringStrings);
  const { sent } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // React only autofocuses form controls when it renders in the browser.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <PageTitle>{t("sent.title")}</PageTitle>
      {/* Focus starts on the news, so it is read first; one Tab reaches "Nueva solicitud". */}
      <h1 className="hiring-sent-title" tabIndex={-1} autoFocus ref={heading}>
        {t("sent.headline")}
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
        <dt>{t("sent.phone")}</dt>
        <dd>{sent.phone}</dd>
      </dl>
      <p className="hint">{t("sent.numberHint")}</p>
      <h2>{t("sent.nextTitle")}</h2>
      <ol>
        <li>{t("sent.next1")}</li>
        <li>{t("sent.next2")}</li>
        <li>{t("sent.next3")}</li>
      </ol>
      <Form method="post" className="actions">
        {import.meta.env.SSR ? <FormToken /> : null}
        <button type="submit" className="button">
          {t("sent.again")}
        </button>
        <Link to={href("/")} className="button button-secondary">
          {t("sent.home")}
        </Link>
      </Form>
    </>
  );
}
