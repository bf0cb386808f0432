import { Link } from "react-router";
import pagerStrings from "~/locales/pager";
import { useT } from "~/utils/i18n";

/**
 * The filter and the pages of a list on the money screens, as plain links: they work
 * without JavaScript, and the current one is marked for screen readers too.
 */

type Option = { key: string; label: string; href: string; current: boolean };

export function FilterLinks({ label, options }: { label: string; options: Option[] }) {
  return (
    <nav className="list-filter" aria-label={label}>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <Link to={option.href} aria-current={option.current ? "page" : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous, the page numbers around the current one, next. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const t = useT(pagerStrings);
  if (pages <= 1 && page <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label={t("pages")}>
      <p className="hint">{t("pageOf", { page: Math.min(page, pages), pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefOf(Math.min(page - 1, pages))} rel="prev">
              {t("previous")}
            </Link>
          </li>
        ) : null}
        {shown.map((n) => (
          <li key={n}>
            <Link to={hrefOf(n)} aria-current={n === page ? "page" : undefined} aria-label={t("pageLink", { page: n })}>
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next">
              {t("next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
