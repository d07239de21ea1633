import { allowFailedRequests, expect, test, withConsent } from "./fixtures.ts";

// The guard in fixtures.ts must be able to fail, and for the right reason: each test breaks a page
// on purpose, then checks that the guard holds exactly that breakage against it (the findings the
// guard fails a test for), and clears it so that this test itself passes. A timeout, a renamed
// chunk or a wrong selector fails these tests instead of passing them.
test.describe("the console and response guard", () => {
  test("fails a test whose page misses an asset", async ({ page, consoleGuard }) => {
    await withConsent(page);
    // Content pages carry their only script inline: the contact form's island is an external module,
    // fetched when a visitor first touches the form.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/contatti");
    const island = page.waitForResponse(/\/_astro\/contact-form\.[^/]+\.js$/);
    await page.locator("astro-island").first().dispatchEvent("focusin");
    const missing = new URL((await island).url()).pathname;
    await expect.poll(() => consoleGuard.findings().responses).toEqual(expect.arrayContaining([`404 ${missing}`]));
    consoleGuard.reset();
  });

  test("fails a test whose own context (no JavaScript, another device) logs an error", async ({
    browser,
    consoleGuard,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/faq");
    await page.evaluate(() => console.error("errore di prova"));
    await expect.poll(() => consoleGuard.findings()).toEqual({ responses: [], errors: ["errore di prova"] });
    await context.close();
    consoleGuard.reset();
  });

  test("fails a test that meets a 404 it did not ask for", async ({ page, consoleGuard }) => {
    await page.goto("/pagina-che-non-esiste");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(consoleGuard.findings()).toEqual({ responses: ["404 /pagina-che-non-esiste"], errors: [] });
    consoleGuard.reset();
  });

  test("fails a test whose request gets no answer, unless the test allows it for that path", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    await withConsent(page);
    await page.goto("/faq");
    await page.route("**/api/captcha", (route) => route.abort());
    await page.evaluate(() => fetch("/api/captcha").catch(() => null));
    await expect.poll(() => consoleGuard.findings().responses).toEqual(["failed /api/captcha: net::ERR_FAILED"]);
    allowFailedRequests(testInfo, /^\/api\/contact$/);
    expect(consoleGuard.findings().responses, "allowed for another path only").toHaveLength(1);
    allowFailedRequests(testInfo, /^\/api\/captcha$/);
    expect(consoleGuard.findings()).toEqual({ responses: [], errors: [] });
  });
});
