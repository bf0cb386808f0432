import { href, Link } from "react-router";
import type { Route } from "./+types/inicio";
import { PageTitle } from "~/components/page-title";
import staffStrings from "~/locales/staff";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { staffSessionContext } from "~/utils/staff-session.server";

/**
 * The desk's home (decision 140): who is signed in, and what the desk offers: finding the
 * caller links to its page (decision 143), a sale by phone to the hiring flow (decision 145);
 * what is still to come is said so, with no link:
 * nothing here pretends to work before it does.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { name, agentNumber, roles } = context.get(staffSessionContext);
  return { name, agentNumber, roles };
}

export default function DeskHome({ loaderData }: Route.ComponentProps) {
  const t = useT(staffStrings);
  const { name, agentNumber, roles } = loaderData;
  const roleNames = roles.map((role) => t(`desk.role.${role}`)).join(", ");
  const hiring = useRootData()?.config.FLAG_HIRING;
  return (
    <>
      <PageTitle>{t("titles.desk")}</PageTitle>
      <h1>{t("home.heading", { name: name.split(" ")[0] ?? name })}</h1>
      <p className="lead">{t("home.who", { name, number: agentNumber, roles: roleNames })}</p>
      <section aria-labelledby="desk-next">
        <h2 id="desk-next">{t("home.nextHeading")}</h2>
        <p className="staff-note">{t("home.nextIntro")}</p>
        <ul>
          {roles.includes("agent") ? (
            <>
              <li>
                <Link to={href("/agentes/clientes")}>{t("home.agent.find")}</Link>
              </li>
              <li>{t("home.agent.consent")}</li>
              <li>{t("home.agent.readOnly")}</li>
              {hiring ? (
                <li>
                  <Link to={href("/contratar")}>{t("home.agent.sales")}</Link>
                </li>
              ) : null}
            </>
          ) : null}
          {roles.includes("supervisor") ? <li>{t("home.supervisor.activity")}</li> : null}
        </ul>
        <p>{t("home.record")}</p>
      </section>
    </>
  );
}
