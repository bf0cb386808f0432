import { useRootData } from "~/utils/root-data";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * `<page> - <PRODUCT_NAME>`, with "Error: " in front while the page shows form errors
 * (so a screen reader hears it first); React hoists the element into the head.
 */
export function PageTitle({ children, error = false }: { children: string; error?: boolean }) {
  const t = useT(commonStrings);
  const product = useRootData()?.config.PRODUCT_NAME;
  const page = error ? `${t("forms.errorTitlePrefix")} ${children}` : children;
  return <title>{product ? `${page} - ${product}` : page}</title>;
}
