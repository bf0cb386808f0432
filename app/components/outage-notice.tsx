import { Form, href, Link } from "react-router";
import type { OutageState } from "../../contract/outages";
import { FormToken } from "~/components/form-token";

/**
 * The outage that affects the customer (decision 101), first thing on the customer home and on
 * Mi conexión: since when, until when we expect it, its latest update, the credit, and
 * "Avisarme cuando vuelva" (a plain POST, so it works without JavaScript). The sentences
 * come worded from the loader (app/routes/mi-cuenta/cortes/notices.server.ts). Each notice
 * is an article, not a landmark: outages may share a locality and a minute, and landmarks'
 * names must differ.
 */

export type OutageNoticeView = {
  id: number;
  resolved: boolean;
  headline: string;
  state: OutageState;
  stateLabel: string;
  details: string | null;
  latest: string | null;
  notify: boolean;
};

type Words = { label: string; allUpdates: string; credit: string; notify: string; notifying: string };

export function OutageNotices({ notices, words, back }: { notices: OutageNoticeView[]; words: Words; back: string }) {
  return (
    <>
      {notices.map((notice) =>
        notice.resolved ? (
          <article key={notice.id} className="panel outage-notice outage-resolved" aria-label={words.label}>
            <p>{notice.headline}</p>
          </article>
        ) : (
          <article key={notice.id} className="panel outage-notice" aria-labelledby={`corte-${notice.id}-aviso`}>
            <h2 id={`corte-${notice.id}-aviso`}>{notice.headline}</h2>
            <p>
              <span className={`status status-${notice.state}`}>{notice.stateLabel}</span> {notice.details}
            </p>
            {notice.latest ? <p>{notice.latest}</p> : null}
            <p>
              <Link to={`${href("/estado-del-servicio")}#corte-${notice.id}`}>{words.allUpdates}</Link>
            </p>
            <p>{words.credit}</p>
            {notice.notify ? (
              <p className="outage-notifying" role="status">
                {words.notifying}
              </p>
            ) : (
              <Form method="post" action={href("/mi-cuenta/cortes/:id/avisarme", { id: String(notice.id) })}>
                <input type="hidden" name="volver" value={back} />
                {import.meta.env.SSR ? <FormToken /> : null}
                <button type="submit" className="button">
                  {words.notify}
                </button>
              </Form>
            )}
          </article>
        ),
      )}
    </>
  );
}
