import { href, Link } from "react-router";

/**
 * A claim joined to a known outage (decision 101), worded by the loader
 * (app/routes/mi-cuenta/cortes/notices.server.ts): its own module, so the claim page carries
 * nothing of the home's notice.
 */
export type ClaimOutageView = { id: number; linked: string; estimate: string; label: string; see: string };

export function ClaimOutage({ outage }: { outage: ClaimOutageView }) {
  return (
    <article className="panel outage-notice" aria-label={outage.label}>
      <p>
        <strong>{outage.linked}</strong> {outage.estimate}
      </p>
      <p>
        <Link to={`${href("/estado-del-servicio")}#corte-${outage.id}`}>{outage.see}</Link>
      </p>
    </article>
  );
}
