import { lazy, TIME_ZONE } from "~/utils/format";

/** How the line's figures read in es-AR, for the page and for the claim's summary alike. */

// Made on first use, as in ~/utils/format (decision 123).
const time = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);
const decimal = /* @__PURE__ */ lazy(() => new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 }));

/** `14:10`, Buenos Aires time. */
export const formatTime = (value: string | Date) => time().format(new Date(value));

/** `−19,2 dBm`, with the minus sign a reader (and a screen reader) takes for one. */
export const formatDbm = (dbm: number) => `${decimal().format(dbm).replace("-", "−")} dBm`;

/** `45,3`: Mbps with one decimal at most. */
export const formatMbps = (mbps: number) => decimal().format(mbps);
