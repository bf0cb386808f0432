import { Form, href, Link, useLocation } from "react-router";
import commonStrings from "~/locales/common";
import areaStrings from "~/locales/area";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { AREA_SECTIONS, sectionOf, visibleSections, type AreaSectionId } from "./sections";
import { FormToken } from "~/components/form-token";

/** The sections this customer (or the agent serving them) can reach now, as the navigation lists them. */
export function useAreaSections() {
  const root = useRootData();
  return visibleSections(root?.config, AREA_SECTIONS, Boolean(root?.desk));
}

/** A section's path when it can be linked, or undefined: pages link only to what exists. */
export function useSectionPath() {
  const sections = useAreaSections();
  return (id: AreaSectionId) => sections.find((section) => section.id === id)?.path;
}

/**
 * The customer area's navigation, on every page of the area and on its error screen.
 * Plain links and a sign-out form: it works without JavaScript. From 960 px the entries
 * stand in a column beside the page; from 600 px they wrap onto short rows above it.
 * Under 600 px (decision 106) a disclosure that names the current section shows them
 * when opened: the `<details>` holds only its summary and the list that follows it is
 * hidden by the stylesheet while it is closed, so the links exist once, whatever the
 * width, for screen readers, text browsers and the desktop's side menu alike.
 */
export function AreaNav() {
  const t = useT(areaStrings);
  const common = useT(commonStrings);
  const sections = useAreaSections();
  // An agent signs out of the desk, in its frame (decision 144).
  const served = Boolean(useRootData()?.desk);
  const { pathname } = useLocation();
  const current = sectionOf(pathname, sections);
  return (
    <nav className="area-nav" aria-label={t("nav.label")}>
      {/* Keyed by the page: a client navigation closes it, as loading the page would. */}
      <details className="area-nav-toggle" key={pathname}>
        <summary>{current ? t("nav.current", { section: t(`nav.${current.id}`) }) : t("nav.label")}</summary>
      </details>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            {/* Marked on its pages and the pages under it, as the summary names it. */}
            <Link to={section.path} aria-current={section === current ? "page" : undefined} viewTransition>
              {t(`nav.${section.id}`)}
            </Link>
          </li>
        ))}
        {served ? null : (
          <li>
            <Form method="post" action={href("/cerrar-sesion")}>
              {import.meta.env.SSR ? <FormToken /> : null}
              <button type="submit">{common("nav.signOut")}</button>
            </Form>
          </li>
        )}
      </ul>
    </nav>
  );
}
