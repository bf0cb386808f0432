import { Form, href, Link } from "react-router";
import { SubmitButton } from "~/components/forms";
import staffStrings from "~/locales/staff";
import { formatTime } from "~/utils/format";
import { useT } from "~/utils/i18n";

/** What the desk's frame knows of the caller being served: never the token. */
export type ServedBanner = { name: string; access: "consent" | "read_only"; until: string };

/**
 * On every desk page while an attention lasts (decision 143): whose account it is (the name
 * masked), how (with the customer's consent, or read-only) and until when, the way to their
 * account (decision 144), and "Terminar la atención", which signs the customer token out at
 * the API.
 */
export function ServedCustomerBanner({ served }: { served: ServedBanner }) {
  const t = useT(staffStrings);
  return (
    <section className="desk-served" aria-labelledby="atencion-en-curso">
      <div className="container desk-served-inner">
        <p id="atencion-en-curso">
          <strong>
            {t(served.access === "consent" ? "banner.consent" : "banner.readOnly", { name: served.name })}
          </strong>{" "}
          {t("banner.until", { time: formatTime(served.until) })}{" "}
          <Link to={href("/mi-cuenta")}>{t("banner.account")}</Link>
        </p>
        <Form method="post" action={href("/agentes/atencion/terminar")}>
          <SubmitButton className="button button-secondary button-small">{t("banner.end")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
