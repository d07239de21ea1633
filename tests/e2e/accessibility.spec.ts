import AxeBuilder from "@axe-core/playwright";
import { expect, expectStatus, sitemapPaths, test, withConsent } from "./fixtures.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const paths = [...sitemapPaths(), "/pagina-inesistente", "/blog/articolo-inesistente"];
/** The two unknown URLs are checked on purpose: their 404 is expected. */
const MISSING = /^\/(pagina-inesistente|blog\/articolo-inesistente)$/;

for (const pathname of paths) {
  test(`axe: ${pathname} with the cookie banner shown and dismissed`, async ({ browser }, testInfo) => {
    expectStatus(testInfo, 404, MISSING);
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(pathname);
    // A key press loads the banner's module at once, as it does for a visitor (else a second after load).
    await page.keyboard.press("Shift");
    await expect(page.getByRole("region", { name: "Cookie" })).toBeVisible();
    const shown = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(
      shown.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`),
    ).toEqual([]);
    await page.getByRole("button", { name: "Accetta" }).click();
    const dismissed = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(
      dismissed.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
      ),
    ).toEqual([]);
    await context.close();
  });
}

test("focus is visible on links and buttons", async ({ page }) => {
  await withConsent(page);
  await page.goto("/");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe("none");
});

test("no page is wider than a 360 px phone (WCAG 1.4.10 reflow)", async ({ page }, testInfo) => {
  expectStatus(testInfo, 404, MISSING);
  test.setTimeout(120_000);
  await withConsent(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const pathname of paths) {
    await page.goto(pathname);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${pathname}: ${width}px`);
  }
  expect(wide).toEqual([]);
});

test("the cookie banner is never the largest contentful paint", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  expectStatus(testInfo, 404, MISSING);
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  const offenders: string[] = [];
  for (const pathname of paths) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(pathname);
    await expect(page.getByRole("region", { name: "Cookie" })).toBeVisible();
    const inBanner = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const last = entries[entries.length - 1];
            resolve(Boolean(last?.element?.closest("#cookie-banner")));
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    if (inBanner) offenders.push(pathname);
    await context.close();
  }
  expect(offenders).toEqual([]);
});
