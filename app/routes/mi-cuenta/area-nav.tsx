import { Form, NavLink } from "react-router";
import commonStrings from "~/locales/common";
import areaStrings from "~/locales/area";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { AREA_SECTIONS, visibleSections, type AreaSectionId } from "./sections";

/** The sections this customer can reach now (their module on), as the navigation lists them. */
export function useAreaSections() {
  return visibleSections(useRootData()?.config, AREA_SECTIONS);
}

/** A section's path when it can be linked, or undefined: pages link only to what exists. */
export function useSectionPath() {
  const sections = useAreaSections();
  return (id: AreaSectionId) => sections.find((section) => section.id === id)?.path;
}

/**
 * The customer area's navigation, on every page of the area and on its error screen.
 * Plain links and a sign-out form: it works without JavaScript. On a phone the entries
 * wrap onto short rows (nothing hidden, nothing scrolls sideways); from 960 px they
 * stand in a column beside the page.
 */
export function AreaNav() {
  const t = useT(areaStrings);
  const common = useT(commonStrings);
  const sections = useAreaSections();
  return (
    <nav className="area-nav" aria-label={t("nav.label")}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            {/* NavLink marks the entry aria-current="page" on its page and on the pages under it. */}
            <NavLink to={section.path} end={section.id === "home"} viewTransition>
              {t(`nav.${section.id}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action="/cerrar-sesion">
            <button type="submit">{common("nav.signOut")}</button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
