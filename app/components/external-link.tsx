import type { ReactNode } from "react";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/** A link to another site: a new tab, announced as such, without an opener. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useT(commonStrings);
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("a11y.newWindow")}</span>
    </a>
  );
}
