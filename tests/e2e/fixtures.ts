import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { ReceivedMail } from "../integration/support/test-smtp.ts";

interface Watch {
  /** Console errors (with the URL they concern, when the browser gives one) and uncaught exceptions. */
  errors: { text: string; url: string }[];
  /** Responses with a 4xx or 5xx status: each must be one the test asked for. */
  failedResponses: { status: number; url: string }[];
  /** Requests that got no response at all (aborted, blocked, connection refused). */
  failedRequests: { url: string; failure: string }[];
}

/** Collects console errors, uncaught exceptions and failed responses of every page of a context. */
function watchContext(context: BrowserContext, watch: Watch): void {
  context.on("console", (message) => {
    if (message.type() === "error") watch.errors.push({ text: message.text(), url: message.location().url });
  });
  context.on("weberror", (error) => watch.errors.push({ text: error.error().message, url: "" }));
  context.on("response", (response) => {
    if (response.status() >= 400) watch.failedResponses.push({ status: response.status(), url: response.url() });
  });
  context.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // Cancelled by the page itself (a navigation away, a closed page): not a failure of the site.
    if (failure !== "net::ERR_ABORTED") watch.failedRequests.push({ url: request.url(), failure });
  });
}

type Annotation = TestInfo["annotations"][number];

/** The statuses a test provokes on purpose (expect-status), or the failures it allows, by URL path. */
function allowances(annotations: Annotation[], type: string): { status: number; path: RegExp }[] {
  return annotations
    .filter((note) => note.type === type)
    .map((note) => {
      const [status, pattern] = (note.description ?? "").split(" ", 2);
      return { status: Number(status), path: new RegExp(pattern ?? "^$") };
    });
}

/** What the guard holds against a test: the two lists must be empty for it to pass. */
export interface GuardFindings {
  /** Error statuses and failed requests the test did not ask for ("404 /path", "failed /path: net::…"). */
  responses: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

export function guardFindings(watch: Watch, annotations: Annotation[]): GuardFindings {
  const expected = allowances(annotations, "expect-status");
  const allowedFailures = allowances(annotations, "allow-failed-requests").map((allowed) => allowed.path);
  const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);
  const responses = [
    ...watch.failedResponses
      .filter(
        ({ status, url }) => !expected.some((allowed) => allowed.status === status && allowed.path.test(pathOf(url))),
      )
      .map(({ status, url }) => `${status} ${pathOf(url)}`),
    ...watch.failedRequests
      .filter(({ url }) => !allowedFailures.some((allowed) => allowed.test(pathOf(url))))
      .map(({ url, failure }) => `failed ${pathOf(url)}: ${failure}`),
  ];
  // Chromium logs each failed response or request once more as a console error: checked above.
  const errors = watch.errors
    .filter(
      ({ text, url }) =>
        !/^Failed to load resource: the server responded with a status of \d{3}/.test(text) &&
        !(/^Failed to load resource: net::/.test(text) && allowedFailures.some((allowed) => allowed.test(pathOf(url)))),
    )
    .map(({ text }) => text);
  return { responses, errors };
}

export interface ConsoleGuard {
  /** What the guard would fail the test for, were it to end now. */
  findings(): GuardFindings;
  /** Forgets what was seen so far: for the guard's own tests, once they have checked findings(). */
  reset(): void;
}

/**
 * Every test fails on a console error, an uncaught exception or a failed response or request in
 * any page it opens (its own page, and the contexts it creates for no-JavaScript checks): a CSP
 * violation, a broken script or a missing asset shows up here. A test that provokes a 4xx on
 * purpose says so with expectStatus, one that makes a request fail with allowFailedRequests.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page, browser }, use, testInfo) => {
      const watch: Watch = { errors: [], failedResponses: [], failedRequests: [] };
      watchContext(page.context(), watch);
      const newContext = browser.newContext.bind(browser);
      const watched: Browser["newContext"] = async (options) => {
        const context = await newContext(options);
        watchContext(context, watch);
        return context;
      };
      browser.newContext = watched;
      // use() returns once the test body has run, passed or failed.
      await use({
        findings: () => guardFindings(watch, testInfo.annotations),
        reset: () => {
          watch.errors.length = 0;
          watch.failedResponses.length = 0;
          watch.failedRequests.length = 0;
        },
      });
      browser.newContext = newContext;
      const { responses, errors } = guardFindings(watch, testInfo.annotations);
      expect(responses, "risposte con errore non previste dal test").toEqual([]);
      expect(errors, "errori nella console del browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For tests that make a request fail on purpose (aborted, or no answer): requests to paths
 * matching `pathname` may fail, and the console errors the browser logs for them are allowed.
 */
export function allowFailedRequests(testInfo: TestInfo, pathname: RegExp): void {
  testInfo.annotations.push({ type: "allow-failed-requests", description: `0 ${pathname.source}` });
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

const parsedMail = new Map<string, ReceivedMail>();

/**
 * Every message the run's SMTP server has accepted so far (tests/e2e/global-setup.ts), from all
 * workers: find yours by recipient and a unique marker, polling until it arrives.
 */
export async function inbox(): Promise<ReceivedMail[]> {
  const directory = process.env["E2E_MAIL_DIR"];
  if (!directory) throw new Error("E2E_MAIL_DIR manca: la casella la apre tests/e2e/global-setup.ts");
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    if (parsedMail.has(name)) continue;
    const raw = readFileSync(path.join(directory, name.replace(/\.json$/, ".eml")));
    const envelope = JSON.parse(readFileSync(path.join(directory, name), "utf8")) as {
      envelopeFrom: string;
      envelopeTo: string[];
    };
    parsedMail.set(name, { ...envelope, raw, parsed: await simpleParser(raw) });
  }
  return [...parsedMail.values()];
}
