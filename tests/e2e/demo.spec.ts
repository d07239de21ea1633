import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import type { ReceivedMail } from "../integration/support/test-smtp.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, withConsent } from "./fixtures.ts";
import { answerCaptcha, field, mailWhere } from "./form-helpers.ts";

/*
 * "Prenota una demo" in Chromium (issue 29, docs/decisions/0032 and 0036), with JavaScript and
 * without: book a slot, read the confirmation, read the invitation's .ics back with ical.js,
 * cancel from the e-mail's link, see the slot offered again and the METHOD:CANCEL. Each test books
 * a different place in the list, so the tests may run side by side on one server.
 */

/** "martedì 3 marzo 2026 dalle 10:00 alle 10:30 (ora italiana)", as the pages and the e-mails write it. */
const WHEN =
  /(lunedì|martedì|mercoledì|giovedì|venerdì) \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4} dalle \d\d:\d\d alle \d\d:\d\d \(ora italiana\)/;

async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe, ${what}`).toEqual([]);
}

let sequence = 0;
function visitorAddress(kind: string): string {
  sequence += 1;
  return `demo.${kind}.${Date.now()}.${sequence}@cooperativa-esempio.it`;
}

/** The calendar attachment of an e-mail, parsed with ical.js, its zone registered from the file itself. */
function calendarOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((item) => item.contentType === "text/calendar");
  expect(attachment, "allegato .ics").toBeTruthy();
  const text = attachment?.content.toString("utf8") ?? "";
  const parse = (): unknown[] => ICAL.parse(text) as unknown[];
  const zone = new ICAL.Component(parse()).getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const calendar = new ICAL.Component(parse());
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("VEVENT mancante nell'invito");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The e-mail to `to` whose invitation has this METHOD, as it arrives from the outbox. */
function invitationTo(to: string, method: "REQUEST" | "CANCEL"): Promise<ReceivedMail> {
  return mailWhere(
    (mail) =>
      mail.envelopeTo.includes(to) &&
      mail.parsed.attachments.some(
        (item) => item.contentType === "text/calendar" && item.content.toString("utf8").includes(`METHOD:${method}`),
      ),
  );
}

/** The free slot at `index` in the page's list: its value (the start, ISO) and its radio. */
async function slotAt(page: Page, index: number) {
  const radio = page.locator('input[name="slot"]').nth(index);
  const value = (await radio.getAttribute("value")) ?? "";
  expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
  return { radio, value };
}

async function fillVisitor(page: Page, email: string): Promise<void> {
  const form = page.locator("form[data-demo-form]");
  await form.getByLabel(field("Nome e cognome")).fill("Giulia Bianchi");
  await form.getByLabel(field("Organizzazione")).fill("Cooperativa Sociale Il Faro");
  await form.getByLabel(field("Email")).fill(email);
  await answerCaptcha(form);
  await form.getByLabel(/Ho letto e accetto la Privacy Policy/).check();
}

/** From the confirmation on: the invitation, the cancel link, the slot free again, METHOD:CANCEL. */
async function checkInvitationAndCancel(page: Page, email: string, slot: string, axe = true): Promise<void> {
  const mail = await invitationTo(email, "REQUEST");
  const invite = calendarOf(mail);
  expect(invite.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(invite.event.uid).toMatch(/^[0-9a-f-]{36}@[a-z0-9.-]+$/);
  expect(invite.vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Rome");
  expect(invite.event.startDate.toJSDate().toISOString()).toBe(slot);
  const callLink = String(invite.vevent.getFirstPropertyValue("url"));
  expect(callLink).toMatch(/^https:\/\//);
  expect(mail.parsed.text).toContain(callLink);

  const cancelLink = /\/demo\/annulla\?t=[A-Za-z0-9._-]+/.exec(mail.parsed.text ?? "")?.[0] ?? "";
  expect(cancelLink, "link per annullare nell'e-mail").not.toBe("");
  await page.goto(cancelLink);
  await expect(page.getByRole("heading", { level: 2, name: "Annulla la demo" })).toBeVisible();
  await expect(page).toHaveTitle(/^Annulla la demo \| /);
  await expect(page.getByText(WHEN)).toBeVisible();
  if (axe) await expectAxeClean(page, "pagina per annullare");
  await page.getByRole("button", { name: "Annulla la demo" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Demo annullata" })).toBeVisible();
  await expect(page).toHaveTitle(/^Demo annullata \| /);
  if (axe) await expectAxeClean(page, "demo annullata");

  const cancelled = calendarOf(await invitationTo(email, "CANCEL"));
  expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(cancelled.event.uid).toBe(invite.event.uid);

  await page.goto("/demo");
  await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(1);
}

test.describe("Prenota una demo", () => {
  // One after the other: every test books from 127.0.0.1, and a network holds two open bookings
  // at most (docs/decisions/0032); each test cancels its own before the next books.
  // 90 s: the JavaScript flow runs axe four times and solves the proof of work; beside the rest of
  // the suite on two cores it reached 60 s without a failed check.
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("with JavaScript: books in place with the proof of work, then cancels from the e-mail", async ({ page }) => {
    await withConsent(page);
    await page.goto("/demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAxeClean(page, "/demo");
    const { radio, value } = await slotAt(page, 2);
    await radio.check();
    const email = visitorAddress("js");
    await fillVisitor(page, email);

    // The page is not reloaded: a marker set now survives the booking.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/demo"));
    await page.getByRole("button", { name: "Prenota la demo" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("pow"), "la prova di lavoro risolta nel browser").toMatch(/^[A-Za-z0-9+/]+=*$/);

    await expect(page.getByRole("heading", { level: 2, name: "Demo prenotata" })).toBeVisible();
    await expect(page).toHaveTitle(/^Demo prenotata \| /);
    await expect(page.getByText(new RegExp(`^Ti aspettiamo ${WHEN.source}\\.$`))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByRole("link", { name: "Aggiungi al calendario" })).toBeVisible();
    await expectAxeClean(page, "conferma");

    await checkInvitationAndCancel(page, email, value);
  });

  test("without JavaScript: books with the plain form, then cancels from the e-mail", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/demo");
      const { radio, value } = await slotAt(page, 5);
      await radio.check();
      const email = visitorAddress("nojs");
      await fillVisitor(page, email);
      const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/demo"));
      await page.getByRole("button", { name: "Prenota la demo" }).click();
      const body = new URLSearchParams((await posted).postData() ?? "");
      expect(body.has("pow")).toBe(false);

      await expect(page.getByRole("heading", { level: 2, name: "Demo prenotata" })).toBeVisible();
      await expect(page).toHaveTitle(/^Demo prenotata \| /);
      await expect(page.getByText(new RegExp(`^Ti aspettiamo ${WHEN.source}\\.$`))).toBeVisible();

      // axe needs JavaScript in the page: the same markup is analysed in the test with it.
      await checkInvitationAndCancel(page, email, value, false);
    } finally {
      await context.close();
    }
  });

  test("keyboard only: reaches a slot, picks another with the arrows, fills in and books", async ({ page }) => {
    await withConsent(page);
    await page.goto("/demo");
    const { value: first } = await slotAt(page, 8);
    const { value: chosen } = await slotAt(page, 9);

    /** Presses Tab until the focused element matches, as a keyboard user would. */
    async function tabTo(selector: string): Promise<void> {
      for (let presses = 0; presses < 80; presses += 1) {
        await page.keyboard.press("Tab");
        if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
      }
      throw new Error(`${selector} non raggiunto con il tasto Tab`);
    }

    await tabTo('input[name="slot"]');
    // One radio group: the arrows move the choice; from the first slot to the tenth.
    for (let step = 0; step < 9; step += 1) await page.keyboard.press("ArrowRight");
    await expect(page.locator(`input[name="slot"][value="${chosen}"]`)).toBeChecked();
    await expect(page.locator(`input[name="slot"][value="${first}"]`)).not.toBeChecked();
    await expect(page.locator(`input[name="slot"][value="${chosen}"]`)).toBeFocused();

    const email = visitorAddress("tastiera");
    await tabTo("#demo-name");
    await page.keyboard.type("Luca Neri");
    await tabTo("#demo-organisation");
    await page.keyboard.type("Studio Neri");
    await tabTo("#demo-email");
    await page.keyboard.type(email);
    await tabTo("#demo-captcha");
    const question = (await page.locator('label[for="demo-captcha"]').textContent()) ?? "";
    const [, a = "0", b = "0"] = /(\d) \+ (\d)/.exec(question) ?? [];
    await page.keyboard.type(String(Number(a) + Number(b)));
    await tabTo("#demo-privacy");
    await page.keyboard.press("Space");
    await tabTo('form[data-demo-form] button[type="submit"]');
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 2, name: "Demo prenotata" })).toBeVisible();
    // The new heading takes the focus, so a screen reader hears the outcome.
    await expect(page.locator("#demo-titolo")).toBeFocused();
    await checkInvitationAndCancel(page, email, chosen);
  });

  test("the refusals are pages of their own, axe clean: a wrong answer, a link that is not valid", async ({
    page,
  }, testInfo) => {
    testInfo.annotations.push({ type: "expect-status", description: "400 ^/demo$" });
    testInfo.annotations.push({ type: "expect-status", description: "400 ^/demo/annulla$" });
    await withConsent(page);
    await page.goto("/demo");
    // The thirteenth slot is behind «Altri giorni» (a dozen are shown open): the refusal keeps it open.
    await page.getByText(/^Altri giorni \(\d+\)$/).click();
    const { radio } = await slotAt(page, 12);
    await radio.check();
    const form = page.locator("form[data-demo-form]");
    await form.getByLabel(field("Nome e cognome")).fill("Paola Rossi");
    await form.getByLabel(field("Organizzazione")).fill("Comune di Esempio");
    await form.getByLabel(field("Email")).fill(visitorAddress("errore"));
    await answerCaptcha(form, true);
    await form.getByLabel(/Ho letto e accetto la Privacy Policy/).check();
    await page.getByRole("button", { name: "Prenota la demo" }).click();
    await expect(page.getByRole("alert")).toContainText("La risposta matematica non è corretta");
    await expect(page.locator('input[name="slot"]:checked')).toBeVisible();
    await expectAxeClean(page, "errore nel modulo");

    const invalid = await page.goto("/demo/annulla?t=non-valido");
    expect(invalid?.status()).toBeGreaterThanOrEqual(400);
    await expect(page.locator("#demo-titolo")).toHaveText("Link non valido");
    await expectAxeClean(page, "link non valido");
  });
});
