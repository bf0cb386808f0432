import puppeteer from "puppeteer-core";
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
if (process.env.SAVEDATA) await page.setExtraHTTPHeaders({ "Save-Data": "on" });
await page.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8.execute", "blink", "loading"] });
await page.goto(process.argv[2], { waitUntil: "networkidle0" });
await new Promise((r) => setTimeout(r, 1500));
const buf = await page.tracing.stop();
await browser.close();
const events = JSON.parse(Buffer.from(buf).toString("utf8")).traceEvents;
const main = events.find((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
const tasks = events.filter((e) => e.ph === "X" && e.name === "RunTask" && e.pid === main.pid && e.tid === main.tid && e.dur > 5000).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const kids = events.filter((e) => e.ph === "X" && e.pid === main.pid && e.tid === main.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 1000);
  const by = {};
  for (const k of kids) by[k.name] = (by[k.name] ?? 0) + k.dur;
  console.log(Math.round(t.dur / 1000), "ms", JSON.stringify(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => [n, Math.round(d / 1000)])));
}
