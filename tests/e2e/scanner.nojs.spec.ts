import { expect, showInScanner, test, violations } from "./fixtures";

/**
 * The scanner that the no-JS accessibility scans run in (decision 110): each page after the
 * first is written into the same document, so this proves the scan sees each page as it is
 * (its own violations, its styles applied) and nothing of the page before it.
 */
test("the scanner finds each page's own violations, with its styles, and none of the page before", async ({
  page,
  scanner,
}) => {
  const home = await (await page.request.get("/")).text();
  const url = new URL("/", test.info().project.use.baseURL).href;
  expect(await violations(await showInScanner(scanner, url, home))).toEqual([]);

  const broken = home.replace(
    /<main\b[^>]*>/,
    (main) =>
      `${main}<h1 id="roto">Roto</h1><img src="/favicon.ico"><p style="color:#8a8a8a;background:#999">Poco contraste</p>`,
  );
  const shown = await showInScanner(scanner, url, broken);
  await expect(shown.locator("#roto")).toHaveText("Roto");
  // The page's stylesheet applies to the written document: the body has the site's font, not the browser's.
  expect(await shown.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^system-ui/);
  const found = (await violations(shown)).map((violation) => violation.split(":")[0]);
  expect(found).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));

  await showInScanner(scanner, url, home);
  await expect(scanner.locator("#roto")).toHaveCount(0);
  expect(await violations(scanner)).toEqual([]);
});
