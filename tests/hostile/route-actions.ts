import { routeTable, urlOf } from "../support/route-table";

/** Every route of the URL table whose module has an action (tests/support/route-table.ts). */
export type ActionRoute = {
  /** The URL to post to, parameters filled with sample values, `?index` for index routes. */
  url: string;
  file: string;
  /** Inside the customer area: posted with a customer's session. */
  customer: boolean;
  /** Reads a multipart upload. */
  upload: boolean;
  /** The hiring flow's, posted again as an agent's sale by phone (decision 145): a staff session and its draft. */
  desk?: boolean;
};

const SAMPLE_PARAMS: Record<string, string> = { id: "1", service: "internet" };

export function actionRoutes(): ActionRoute[] {
  return routeTable()
    .filter((route) => route.hasAction && !route.pattern.includes("*"))
    .map((route) => {
      const url = urlOf(route, SAMPLE_PARAMS, "1");
      return {
        url,
        file: route.file,
        customer: url.startsWith("/mi-cuenta"),
        upload: /readUploadForm\(/.test(route.source),
      };
    });
}

/** The hiring flow's actions once more, as an agent selling by phone posts them (decision 145). */
export function deskSaleRoutes(): ActionRoute[] {
  return actionRoutes()
    .filter((route) => route.url.startsWith("/contratar/"))
    .map((route) => ({ ...route, desk: true }));
}
