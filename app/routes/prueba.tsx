import { href, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import commonStrings from "~/locales/common";
import toolStrings from "~/locales/tools";
import { useT } from "~/utils/i18n";

/**
 * A preview of the "new" layout and the form components the step-by-step flows use,
 * for designers and testers.
 */
export default function Prueba() {
  const t = useT(commonStrings);
  const tools = useT(toolStrings);
  return (
    <>
      <PageTitle>{t("titles.prueba")}</PageTitle>
      <h1>{tools("prueba.headline")}</h1>
      <p className="lead">{tools("prueba.intro")}</p>
      <form className="form" onSubmit={(event) => event.preventDefault()} action={href("/prueba")}>
        <div className="field">
          <label htmlFor="prueba-nombre">{tools("prueba.sampleField")}</label>
          <p className="hint" id="prueba-nombre-hint">
            {tools("prueba.sampleHint")}
          </p>
          <input id="prueba-nombre" name="nombre" autoComplete="given-name" aria-describedby="prueba-nombre-hint" />
        </div>
        <p className="actions">
          <button type="submit" className="button">
            {tools("prueba.samplePrimary")}
          </button>
          <Link to={href("/")} className="button button-secondary">
            {tools("prueba.sampleSecondary")}
          </Link>
        </p>
      </form>
    </>
  );
}
