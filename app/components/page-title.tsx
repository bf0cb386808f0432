import { useRootData } from "~/root";

/** `<page> - <PRODUCT_NAME>`; React hoists the element into the document's head. */
export function PageTitle({ children }: { children: string }) {
  const product = useRootData()?.config.PRODUCT_NAME;
  return <title>{product ? `${children} - ${product}` : children}</title>;
}
