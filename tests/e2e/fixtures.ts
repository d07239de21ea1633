import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every test fails on a console error or an uncaught exception in the page: a CSP violation, a
 * broken script or a failed resource shows up here.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const allowFailed = testInfo.annotations.some((note) => note.type === "allow-failed-requests");
      const unexpected = errors.filter(
        (text) => !/status of 4\d\d/.test(text) && !(allowFailed && /Failed to load resource/.test(text)),
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
