import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

interface Watch {
  errors: string[];
  /** Responses with a 4xx or 5xx status: each must be one the test asked for. */
  failedResponses: { status: number; url: string }[];
}

/** Collects console errors, uncaught exceptions and failed responses of every page of a context. */
function watchContext(context: BrowserContext, watch: Watch): void {
  context.on("console", (message) => {
    if (message.type() === "error") watch.errors.push(message.text());
  });
  context.on("weberror", (error) => watch.errors.push(error.error().message));
  context.on("response", (response) => {
    if (response.status() >= 400) watch.failedResponses.push({ status: response.status(), url: response.url() });
  });
}

/** The 4xx responses a test provokes on purpose, by status and URL path. */
function expectedStatuses(testInfo: TestInfo): { status: number; path: RegExp }[] {
  return testInfo.annotations
    .filter((note) => note.type === "expect-status")
    .map((note) => {
      const [status, pattern] = (note.description ?? "").split(" ", 2);
      return { status: Number(status), path: new RegExp(pattern ?? "^$") };
    });
}

/**
 * Every test fails on a console error, an uncaught exception or a failed response in any page it
 * opens (its own page, and the contexts it creates for axe, LCP or no-JavaScript checks): a CSP
 * violation, a broken script or a missing asset shows up here. A test that provokes a 4xx on
 * purpose says so with expectStatus.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, browser }, use, testInfo) => {
      const watch: Watch = { errors: [], failedResponses: [] };
      watchContext(page.context(), watch);
      const newContext = browser.newContext.bind(browser);
      const watched: Browser["newContext"] = async (options) => {
        const context = await newContext(options);
        watchContext(context, watch);
        return context;
      };
      browser.newContext = watched;
      // use() returns once the test body has run, passed or failed.
      await use(watch.errors);
      browser.newContext = newContext;
      const allowFailed = testInfo.annotations.some((note) => note.type === "allow-failed-requests");
      const expected = expectedStatuses(testInfo);
      const unexpectedResponses = watch.failedResponses.filter(
        ({ status, url }) =>
          !expected.some((allowed) => allowed.status === status && allowed.path.test(new URL(url).pathname)),
      );
      expect(unexpectedResponses, "risposte con errore non previste dal test").toEqual([]);
      // Chromium logs each failed response once more as a console error: those are checked above.
      const unexpected = watch.errors.filter(
        (text) =>
          !/^Failed to load resource: the server responded with a status of \d{3}/.test(text) &&
          !(allowFailed && /Failed to load resource/.test(text)),
      );
      expect(unexpected, "errori nella console del browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** For tests that make a request fail on purpose: the browser logs that failure as an error. */
export function allowFailedRequests(testInfo: TestInfo): void {
  testInfo.annotations.push({ type: "allow-failed-requests" });
}

/** For tests that provoke an error status on purpose: `status` from paths matching `pathname`. */
export function expectStatus(testInfo: TestInfo, status: number, pathname: RegExp): void {
  testInfo.annotations.push({ type: "expect-status", description: `${status} ${pathname.source}` });
}

/** Marks the cookie choice as made (today), so the banner stays out of the way. */
export async function withConsent(page: Page, choice: "accepted" | "declined" = "accepted", date = new Date()) {
  await page.addInitScript(
    ([value, iso]) => {
      localStorage.setItem("cookie-consent", value);
      localStorage.setItem("cookie-consent-date", iso);
    },
    [choice, date.toISOString()] as const,
  );
}

export function sitemapPaths(): string[] {
  const xml = readFileSync(path.resolve("dist/sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}
