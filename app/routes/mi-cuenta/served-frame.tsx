import type { ReactNode } from "react";
import { DeskFrame, deskStylesheet } from "~/routes/agentes/desk-frame";
import type { DeskData } from "~/routes/agentes/desk-data.server";

/**
 * The customer area's pages served for a caller (decision 144): inside the desk's frame,
 * with the banner of whose account it is. Loaded only in an attention (`lazy` in the
 * area's layout): a customer's page carries none of it. The desk's stylesheet comes with
 * it, hoisted into the head by React.
 */
export function ServedFrame({ desk, children }: { desk: DeskData; children: ReactNode }) {
  return (
    <>
      <link {...deskStylesheet} precedence="desk" />
      <DeskFrame desk={desk} ownMain>
        {children}
      </DeskFrame>
    </>
  );
}
