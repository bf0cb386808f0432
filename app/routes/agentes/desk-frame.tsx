import type { ReactNode } from "react";
import { Form, href, NavLink } from "react-router";
import deskStyles from "./desk.css?url";
import { FormToken } from "~/components/form-token";
import { Logo } from "~/components/logo";
import commonStrings from "~/locales/common";
import staffStrings from "~/locales/staff";
import { formatTime } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import type { DeskData } from "./desk-data.server";
import { ServedCustomerBanner } from "./served-banner";

/**
 * The desk's frame (decision 140): who is signed in, until when, signing out; the desk's
 * navigation; the banner of the caller being served (decision 143). Drawn by the desk's own
 * pages, around the customer area's pages during an attention (decision 144), and around the
 * hiring flow's during a sale by phone (decision 145).
 */
export function DeskFrame({
  desk,
  ownMain = false,
  children,
}: {
  desk: DeskData | null | undefined;
  /** The page below draws its own `<main>` (the customer area's frame does): the desk's frame then holds none. */
  ownMain?: boolean;
  children: ReactNode;
}) {
  const t = useT(staffStrings);
  const common = useT(commonStrings);
  // A sale by phone is the hiring module's: no link while it is off (or the API lacks it).
  const hiring = useRootData()?.config.FLAG_HIRING;
  return (
    <div className="layout layout-desk">
      <link rel="stylesheet" href={deskStyles} precedence="desk" />
      <header className="site-header desk-header">
        <a className="skip-link" href="#contenido">
          {common("a11y.skipToContent")}
        </a>
        <div className="container desk-header-inner">
          <Logo />
          {desk ? (
            <div className="desk-agent">
              <p>
                <strong>{desk.agent.name}</strong> · {t("desk.agentNumber", { number: desk.agent.agentNumber })} ·{" "}
                {t("desk.roles", { roles: desk.agent.roles.map((role) => t(`desk.role.${role}`)).join(", ") })}
              </p>
              <p className="desk-ends">{t("desk.endsAt", { time: formatTime(desk.endsAt) })}</p>
              {/* A real navigation: signing out may go on to the identity provider's own page. */}
              <Form method="post" action={href("/agentes/salir")} reloadDocument>
                {import.meta.env.SSR ? <FormToken /> : null}
                <button type="submit" className="button button-secondary button-small">
                  {t("desk.signOut")}
                </button>
              </Form>
            </div>
          ) : null}
        </div>
        <nav className="container desk-nav" aria-label={t("desk.nav")}>
          <ul>
            <li>
              <NavLink to={href("/agentes")} end>
                {t("desk.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/agentes/clientes")}>{t("desk.find")}</NavLink>
            </li>
            {hiring ? (
              <li>
                {/* The hiring flow itself, at its own addresses, in this frame (decision 145). */}
                <NavLink to={href("/contratar")}>{t("desk.sale")}</NavLink>
              </li>
            ) : null}
            {desk?.agent.roles.includes("supervisor") ? (
              <li>
                <NavLink to={href("/agentes/actividad")}>{t("desk.activity")}</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        {desk?.served ? <ServedCustomerBanner served={desk.served} /> : null}
      </header>
      {ownMain ? (
        <div className="container page">{children}</div>
      ) : (
        <main id="contenido" className="container page desk-content">
          {children}
        </main>
      )}
    </div>
  );
}
