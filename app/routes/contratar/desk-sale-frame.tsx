import type { ReactNode } from "react";
import { DeskFrame, deskStylesheet } from "~/routes/agentes/desk-frame";
import type { DeskData } from "~/routes/agentes/desk-data.server";

/**
 * A sale by phone's frame (decision 145): the desk's, with its stylesheet (a prospect's page
 * keeps its single inline one, decision 111) and the steps as narrow as on the web. Loaded
 * lazily by the step-by-step layout, for an agent only.
 */
export default function DeskSaleFrame({ desk, children }: { desk: DeskData; children: ReactNode }) {
  return (
    <DeskFrame desk={desk}>
      <link rel="stylesheet" href={deskStylesheet.href} precedence="default" />
      <div className="page-narrow">{children}</div>
    </DeskFrame>
  );
}
