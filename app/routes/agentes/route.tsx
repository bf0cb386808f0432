import type { ReactNode } from "react";
import { Form, href, NavLink, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/route";
import deskStyles from "./desk.css?url";
import { ErrorContent } from "~/components/error-screen";
import { FormToken } from "~/components/form-token";
import { Logo } from "~/components/logo";
import commonStrings from "~/locales/common";
import staffStrings from "~/locales/staff";
import { formatTime } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { servedCustomer } from "~/utils/served-customer.server";
import { requireStaff, STAFF_COOKIE, staffSessionContext, touchedStaffSession } from "~/utils/staff-session.server";
import { ServedCustomerBanner } from "./served-banner";

/**
 * The parent of every desk page (`/agentes`, decision 140): the staff guard for the whole
 * desk, the agent's session in the router's context for the pages below, the desk's own
 * frame (who is signed in, until when, signing out; its navigation) and an error boundary
 * that keeps the frame. Each request here is activity: the session's 30 idle minutes start
 * again (written back at most once a minute).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(staffSessionContext, await requireStaff(request));
    const response = await next();
    // A page that wrote the session itself (an attention begun or ended) already counted as activity.
    const written = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
    const touched = written ? undefined : await touchedStaffSession(request);
    if (touched) response.headers.append("Set-Cookie", touched);
    return response;
  },
];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffSessionContext);
  const { name, agentNumber, roles, expiresAt } = session;
  const served = servedCustomer(session);
  return {
    agent: { name, agentNumber, roles },
    endsAt: new Date(expiresAt).toISOString(),
    served: served
      ? { name: served.name, access: served.access, until: new Date(served.expiresAt).toISOString() }
      : null,
  };
}

type DeskData = Awaited<ReturnType<typeof loader>>;

function DeskFrame({ desk, children }: { desk: DeskData | undefined; children: ReactNode }) {
  const t = useT(staffStrings);
  const common = useT(commonStrings);
  return (
    <div className="layout layout-desk">
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
            {desk?.agent.roles.includes("supervisor") ? (
              <li>
                <NavLink to={href("/agentes/actividad")}>{t("desk.activity")}</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        {desk?.served ? <ServedCustomerBanner served={desk.served} /> : null}
      </header>
      <main id="contenido" className="container page desk-content">
        {children}
      </main>
    </div>
  );
}

export default function Desk({ loaderData }: Route.ComponentProps) {
  return (
    <DeskFrame desk={loaderData}>
      <Outlet />
    </DeskFrame>
  );
}

/** A desk page that fails shows the error inside the frame; "Volver" leads to the desk's home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const desk = useRouteLoaderData<typeof loader>("routes/agentes/route");
  return (
    <DeskFrame desk={desk}>
      <ErrorContent error={error} backTo={href("/agentes")} />
    </DeskFrame>
  );
}
