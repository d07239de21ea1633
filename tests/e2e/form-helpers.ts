import type { Page } from "@playwright/test";
import type { ReceivedMail } from "../integration/support/test-smtp.ts";
import { axeViolations } from "./axe.ts";
import { expect, inbox } from "./fixtures.ts";

/** Reads the server's question and types its answer (or a wrong one); returns the question. */
export async function answerCaptcha(scope: ReturnType<Page["locator"]>, wrong = false): Promise<string> {
  const label = scope.getByText(/^Verifica: Quanto fa \d \+ \d\?/);
  await expect(label).toBeVisible();
  const [, a = "0", b = "0"] = /(\d) \+ (\d)/.exec((await label.textContent()) ?? "") ?? [];
  const sum = Number(a) + Number(b);
  await scope.getByLabel(/^Verifica: Quanto fa/).fill(String(wrong ? sum + 1 : sum));
  return `${a}+${b}`;
}

/**
 * Watches the next GET /api/captcha and the next POST to `endpoint`; `check()` then asserts that
 * the POST carried the proof of work the browser solved for that challenge (issue 17, finding 2):
 * the standard ALTCHA payload, base64 of its JSON.
 */
export function watchProofOfWork(page: Page, endpoint: string) {
  const captcha = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/captcha");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === endpoint,
  );
  return {
    async check(): Promise<void> {
      const { pow } = (await (await captcha).json()) as { pow: Record<string, unknown> };
      const body = (await posted).postDataJSON() as { pow?: unknown };
      expect(typeof body.pow).toBe("string");
      const payload = JSON.parse(Buffer.from(String(body.pow), "base64").toString("utf8")) as Record<string, unknown>;
      expect(Object.keys(payload).sort()).toEqual(["algorithm", "challenge", "number", "salt", "signature"]);
      expect(payload).toMatchObject({
        algorithm: pow["algorithm"],
        challenge: pow["challenge"],
        salt: pow["salt"],
        signature: pow["signature"],
      });
      expect(Number.isInteger(payload["number"])).toBe(true);
    },
  };
}

/** A field by its label, with or without the required-field asterisk. */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);
}

/** Mail to `to` whose text or subject contains `marker`, as it arrives from the server's outbox. */
export function mailTo(to: string, marker: string): Promise<ReceivedMail> {
  return mailWhere(
    (mail) => mail.envelopeTo.includes(to) && `${mail.parsed.text ?? ""}${mail.parsed.subject ?? ""}`.includes(marker),
  );
}

/** The first mail that `matches`, polling the run's inbox until it arrives. */
export async function mailWhere(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).find(matches);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/**
 * Follows the confirmation link of an e-mail (docs/decisions/0023) in `page`, with or without
 * JavaScript, and presses the button: opening the link alone confirms nothing.
 */
export async function confirmFromMail(page: Page, mail: ReceivedMail, button: string): Promise<void> {
  const link = /\/conferma-indirizzo\?t=[A-Za-z0-9._-]+/.exec(mail.parsed.text ?? "")?.[0];
  expect(link, "link di conferma nell'e-mail").toBeTruthy();
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "Conferma il tuo indirizzo e-mail" })).toBeVisible();
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { name: "Indirizzo confermato" })).toBeVisible();
}

/**
 * axe on a page as a browser without JavaScript got it: axe runs as a script, so the same HTML is
 * opened, at the same viewport, at `path`, in a context with JavaScript (the answer to a plain POST
 * has no island to hydrate).
 */
export async function axeAsServed(page: Page, path: string): Promise<string[]> {
  const html = await page.content();
  const viewport = page.viewportSize();
  const context = await page
    .context()
    .browser()
    ?.newContext({ javaScriptEnabled: true, ...(viewport ? { viewport } : {}) });
  if (!context) throw new Error("nessun browser");
  try {
    const checked = await context.newPage();
    const url = new URL(path, page.url()).href;
    await checked.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await checked.goto(url);
    return await axeViolations(checked);
  } finally {
    await context.close();
  }
}

/** The POSTs the page sends while `action` runs (a reload after a redirect sends none). */
export async function postsDuring(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const posts: string[] = [];
  const watch = (request: { method(): string; url(): string }) => {
    if (request.method() === "POST") posts.push(request.url());
  };
  page.on("request", watch);
  try {
    await action();
  } finally {
    page.off("request", watch);
  }
  return posts;
}

/** With NOJS_SHOTS=<folder>, saves the whole page there as `<page>-<state>-<width>.png`. */
export async function shotOf(page: Page, name: string): Promise<void> {
  const folder = process.env["NOJS_SHOTS"];
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
}

/** After a plain POST's redirect (docs/decisions/0038): a reload shows the same card and posts nothing again. */
export async function expectReloadPostsNothing(page: Page, heading: string): Promise<void> {
  const posts = await postsDuring(page, async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  });
  expect(posts).toEqual([]);
}
