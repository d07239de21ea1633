import { expect, expectStatus, sitemapPaths, test } from "./fixtures.ts";

/*
 * The Content-Security-Policy (hashes of each page's inline styles and scripts, no
 * 'unsafe-inline') blocks nothing the site itself needs: every route is opened, its form island
 * hydrated where it has one, and any policy violation (or console error, see fixtures.ts) fails.
 */
const notFound = ["/pagina-inesistente", "/blog/articolo-inesistente"];
const paths = [...sitemapPaths(), ...notFound];

for (const pathname of paths) {
  test(`CSP blocks nothing on ${pathname}`, async ({ page }, testInfo) => {
    if (notFound.includes(pathname)) expectStatus(testInfo, 404, new RegExp(`^${pathname}$`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        );
      });
    });
    const response = await page.goto(pathname);
    expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-inline");
    // Islands hydrate on interaction: touch each one so its module and styles load too.
    for (const island of await page.locator("astro-island").all()) {
      await island.dispatchEvent("focusin");
    }
    // The manifest link is added after the first paint; wait for it and any late violation.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    // Console errors and page errors fail the test too (fixtures.ts).
    expect(violations).toEqual([]);
  });
}
