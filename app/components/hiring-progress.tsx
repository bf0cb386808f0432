import { href, Link } from "react-router";
import hiringStrings from "~/locales/hiring";
import { useT } from "~/utils/i18n";

const STEPS = [
  { name: "data", path: href("/contratar/dejanos-tus-datos") },
  { name: "location", path: href("/contratar/seleccionar-ubicacion") },
  { name: "form", path: href("/contratar/formulario") },
] as const;

export type HiringStep = (typeof STEPS)[number]["name"];

/** Where the applicant is in the hiring flow; the steps already done link back to themselves. */
export function HiringProgress({ current }: { current: HiringStep }) {
  const t = useT(hiringStrings);
  const index = STEPS.findIndex((step) => step.name === current);
  return (
    <nav className="hiring-progress" aria-label={t("progress.label")}>
      <p>{t("progress.step", { current: index + 1, total: STEPS.length })}</p>
      <ol>
        {STEPS.map((step, position) => (
          <li key={step.name} aria-current={position === index ? "step" : undefined}>
            {position < index ? (
              <Link to={step.path}>
                {t(`progress.${step.name}`)}
                <span className="visually-hidden"> {t("progress.done")}</span>
              </Link>
            ) : (
              t(`progress.${step.name}`)
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
