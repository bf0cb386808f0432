import { href, useLocation } from "react-router";
import { useT } from "~/utils/i18n";
import { useLightMode } from "~/utils/light-mode";

/**
 * The footer's switch: "Versión liviana" (pages without JavaScript) or, in light mode,
 * "Versión completa". A plain link, not a client navigation: the other version is a new
 * document. It comes back to this very page.
 */
export function LightModeLink() {
  const t = useT();
  const light = useLightMode();
  const { pathname, search } = useLocation();
  const target = href(light ? "/version-completa" : "/version-liviana");
  return (
    <p className="light-mode-switch">
      <a href={`${target}?${new URLSearchParams({ volver: `${pathname}${search}` })}`}>{t(light ? "lightMode.off" : "lightMode.on")}</a>
    </p>
  );
}
