import type { Route } from "./+types/carta-poder";
import { contentDisposition } from "~/api/files.server";
import { getConfig } from "~/config.server";
import { powerOfAttorneyPdf } from "./power-of-attorney.server";

/**
 * `/informacion-al-cliente/carta-poder.pdf`: the "carta poder" model to print and fill in
 * (Res. 733/2017), the same for everyone, so any cache may keep it for a day.
 */
export function loader(_: Route.LoaderArgs) {
  const pdf = powerOfAttorneyPdf(getConfig().PRODUCT_NAME);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition("attachment", "carta-poder.pdf"),
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "public, max-age=86400",
    },
  });
}
