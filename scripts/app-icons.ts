// Draws the installed app's PNG icons from public/icons/icon.svg with Chromium (decision
// 150): `node scripts/app-icons.ts` after changing the drawing. The PNGs are committed.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const dir = join(import.meta.dirname, "..", "public", "icons");
const svg = await readFile(join(dir, "icon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await writeFile(join(dir, `icon-${size}.png`), await page.screenshot({ type: "png" }));
    await page.close();
  }
} finally {
  await browser.close();
}
