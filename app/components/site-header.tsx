import type { ReactNode } from "react";
import { Logo } from "~/components/logo";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * The site's header: the skip link, the logo and the layout's navigation (`children`): the
 * public pages' (`PublicNav`), the customer area's way back to the account (`AccountNav`),
 * or none where the page must keep the visitor on one task. Each navigation is a module of
 * its own, so a page downloads only the one its layout shows.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const t = useT(commonStrings);
  return (
    <header className="site-header">
      <a className="skip-link" href="#contenido">
        {t("a11y.skipToContent")}
      </a>
      <div className="container site-header-inner">
        <Logo />
        {children}
      </div>
    </header>
  );
}
