import { expect, test, withConsent } from "./fixtures.ts";

// The guard in fixtures.ts must be able to fail: each of these tests breaks a page on purpose
// and is marked as expected to fail, so it turns red if the guard lets the breakage through.
test.describe("the console and response guard", () => {
  test("fails a test whose page misses an asset", async ({ page }) => {
    test.fail();
    await withConsent(page);
    // Content pages carry their only script inline: the contact form's island is an external module,
    // fetched when a visitor first touches the form.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/contatti");
    const island = page.waitForResponse(/\/_astro\/contact-form\.[^/]+\.js$/);
    await page.locator("astro-island").first().dispatchEvent("focusin");
    await island;
  });

  test("fails a test whose own context (axe, LCP, no JavaScript) logs an error", async ({ browser }) => {
    test.fail();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/faq");
    await page.evaluate(() => console.error("errore di prova"));
    await context.close();
  });

  test("fails a test that meets a 404 it did not ask for", async ({ page }) => {
    test.fail();
    await page.goto("/pagina-che-non-esiste");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
