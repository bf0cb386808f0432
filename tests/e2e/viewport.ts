import { expect, type Page } from "@playwright/test";

/** The narrowest phone the portal is built for (phones first: 360 px wide). */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * The page does not scroll sideways on a 360 px phone: `scrollWidth <= innerWidth`. Sets
 * the viewport to 360 px wide first (the page lays itself out again, no reload). On
 * failure it names the elements that stick out, to find the culprit quickly.
 */
export async function expectNoHorizontalScroll(page: Page, width: number = PHONE.width) {
  const size = page.viewportSize();
  if (size?.width !== width) await page.setViewportSize({ width, height: size?.height ?? PHONE.height });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const viewport = window.innerWidth;
          const scrollWidth = document.documentElement.scrollWidth;
          if (scrollWidth <= viewport) return [];
          const culprits = [...document.querySelectorAll("body *")]
            .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`,
            );
          return [`scrollWidth ${scrollWidth} > innerWidth ${viewport}`, ...culprits];
        }),
      { message: `the page scrolls sideways at ${width} px` },
    )
    .toEqual([]);
}
