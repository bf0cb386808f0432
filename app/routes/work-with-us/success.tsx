import { href, Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import careersStrings from "~/locales/careers";
import { useT } from "~/utils/i18n";

export default function WorkWithUsSuccess() {
  const t = useT(careersStrings);
  return (
    <div className="page-narrow">
      <PageTitle>{t("titles.success")}</PageTitle>
      <h1>{t("success.heading")}</h1>
      <p className="lead">{t("success.text")}</p>
      <p>
        <Link to={href("/")} className="button">
          {t("success.back")}
        </Link>
      </p>
    </div>
  );
}
