import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const base = process.env.BASE ?? "http://127.0.0.1:8400";
for (const path of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"] });
  try {
    const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", ...(process.env.CPU ? { throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: Number(process.env.CPU) } } : {}), ...(process.env.SAVEDATA ? { extraHeaders: { "Save-Data": "on" } } : {}) });
    const a = lhr.audits;
    console.log(path, "bench", lhr.environment.benchmarkIndex, "warn", (lhr.runWarnings||[]).length, "score", Math.round(lhr.categories.performance.score * 100), "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "SI", Math.round(a["speed-index"].numericValue), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3));
    if (process.env.LCPEL) { console.log("  LCP element:", JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a["largest-contentful-paint-element"]?.details).slice(0,300)); console.log("  long tasks:", JSON.stringify((a["long-tasks"]?.details?.items ?? []).map((t) => [t.url?.replace(base, ""), Math.round(t.startTime), Math.round(t.duration)]))); }
    if (process.env.BOOT) { console.log("  mainthread:", JSON.stringify(a["mainthread-work-breakdown"].details.items.map((i) => [i.group, Math.round(i.duration)]))); console.log("  bootup:", JSON.stringify(a["bootup-time"].details.items.map((i) => [i.url.replace(base, ""), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)]))); }
    if (process.env.OBS) { const m = a.metrics.details.items[0]; console.log("  observed:", JSON.stringify({ fcp: m.observedFirstContentfulPaint, lcp: m.observedLargestContentfulPaint, dcl: m.observedDomContentLoaded, load: m.observedLoad, lastVisual: m.observedLastVisualChange, tti: m.interactive })); }
    if (process.env.NET) for (const r of a["network-requests"].details.items) console.log("  ", r.priority, r.resourceType, Math.round(r.transferSize), r.url.replace(base, ""), Math.round(r.networkRequestTime), Math.round(r.networkEndTime));
  } finally { await chrome.kill(); }
}
