import type { Locator, Page } from "@playwright/test";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import { expect, expectStatus, test } from "./fixtures.ts";
import { answerCaptcha, axeAsServed, expectReloadPostsNothing, field, mailTo, shotOf } from "./form-helpers.ts";

/*
 * /contatti without JavaScript (docs/decisions/0045): the prerendered form posts urlencoded to
 * /contatti/messaggio. The page cannot carry the maths question, so the first POST comes back with
 * what was typed and the server's question; the second stores the message and sends the browser
 * (303) to the success card. NOJS_SHOTS=<folder> saves each state there, by viewport width.
 */

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 60_000 });

const POST = /^\/contatti\/messaggio$/;
const operatorEmail = loadSiteConfig(process.env).operator.email;
const contactForm = (page: Page): Locator => page.getByRole("form", { name: "Scrivici un messaggio" });
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const screenshot = (page: Page, name: string) => shotOf(page, `contatti-senza-js-${name}`);

test("without JavaScript a message is answered with the question, then sent, and the success card shows @phone", async ({
  page,
}, testInfo) => {
  expectStatus(testInfo, 400, POST);
  await page.goto("/contatti");
  await expect(page.getByText(/richiede JavaScript/)).toHaveCount(0);
  let form = contactForm(page);
  // No question before the server asks one: the field shows with JavaScript only.
  await expect(form.getByLabel(/^Verifica:/)).toBeHidden();
  const marker = unique("senza-js");
  const email = `${marker}@example.com`;
  await form.getByLabel(field("Nome")).fill("Mario Rossi");
  await form.getByLabel(field("Email")).fill(email);
  await form.getByLabel(field("Messaggio")).fill(`Vorrei un preventivo. ${marker}`);
  // Keyboard only: the box with the space bar, then Enter in a field sends the form.
  await form.getByRole("checkbox", { name: /Ho letto e accetto la Privacy Policy/ }).press("Space");
  await screenshot(page, "modulo");
  const answered = page.waitForResponse((response) => POST.test(new URL(response.url()).pathname));
  await form.getByLabel(field("Email")).press("Enter");
  expect((await answered).status()).toBe(400);

  // The question, the values kept, the message focused so a screen reader hears it.
  form = contactForm(page);
  const problem = page.locator("[data-contact-problem]");
  await expect(problem).toHaveText(
    "Ultimo passo: rispondi alla domanda di verifica qui sotto e invia di nuovo il messaggio.",
  );
  await expect(problem).toBeFocused();
  await expect(form.getByLabel(field("Nome"))).toHaveValue("Mario Rossi");
  await expect(form.getByLabel(field("Email"))).toHaveValue(email);
  await expect(form.getByLabel(field("Messaggio"))).toHaveValue(`Vorrei un preventivo. ${marker}`);
  await expect(form.getByRole("checkbox", { name: /Ho letto e accetto la Privacy Policy/ })).toBeChecked();
  expect(await axeAsServed(page, "/contatti/messaggio")).toEqual([]);
  await answerCaptcha(form);
  await screenshot(page, "domanda");
  await form.getByLabel(/^Verifica: Quanto fa/).press("Enter");

  // Stored, then a GET (303): the address names no one; the same card and next step as with JavaScript.
  await expect(page).toHaveURL(/\/contatti\/messaggio\?t=contact\.[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/);
  expect(page.url()).not.toMatch(/mario|senza-js|%40/i);
  const heading = page.getByRole("heading", { name: "Messaggio Inviato con Successo!" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.locator("[data-next-step='verifica']")).toBeVisible();
  expect(await axeAsServed(page, "/contatti/messaggio")).toEqual([]);
  await screenshot(page, "inviato");
  const mail = await mailTo(operatorEmail, marker);
  expect(mail.parsed.replyTo?.value[0]?.address).toBe(email);
  expect(mail.parsed.text).toContain("Mario Rossi");

  // A reload shows the same card: a GET, nothing posted again.
  await expectReloadPostsNothing(page, "Messaggio Inviato con Successo!");
});

test("without JavaScript a missing field and a wrong answer come back with their messages and the values @phone", async ({
  page,
}, testInfo) => {
  await page.goto("/contatti");
  expectStatus(testInfo, 400, POST);
  let form = contactForm(page);
  // The message left empty, the address wrong.
  await form.getByLabel(field("Email")).fill("mario");
  await form.getByLabel(field("Nome")).fill("Mario Rossi");
  await form.getByRole("button", { name: "Invia messaggio" }).click();

  form = contactForm(page);
  const summary = page.locator("[data-contact-errors]");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading")).toHaveText("Controlla i 2 dati indicati qui sotto.");
  await expect(summary.getByRole("link", { name: "Indirizzo email non valido" })).toHaveAttribute("href", "#email");
  await expect(form.getByLabel(field("Email"))).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(field("Email"))).toHaveValue("mario");
  await expect(form.getByLabel(field("Nome"))).toHaveValue("Mario Rossi");
  expect(await axeAsServed(page, "/contatti/messaggio")).toEqual([]);

  await summary.getByRole("link", { name: "Indirizzo email non valido" }).click();
  await expect(form.getByLabel(field("Email"))).toBeFocused();
  await form.getByLabel(field("Email")).fill(`${unique("errori")}@example.com`);
  await form.getByLabel(field("Messaggio")).fill("Vorrei sapere i prezzi.");
  await form.getByRole("checkbox", { name: /Ho letto e accetto la Privacy Policy/ }).check();
  await answerCaptcha(form, true);
  await form.getByRole("button", { name: "Invia messaggio" }).click();

  form = contactForm(page);
  const question = form.getByLabel(/^Verifica: Quanto fa/);
  await expect(question).toHaveAttribute("aria-invalid", "true");
  await expect(question).toHaveAccessibleDescription(/La risposta matematica non è corretta/);
  await expect(form.getByLabel(field("Messaggio"))).toHaveValue("Vorrei sapere i prezzi.");
  await answerCaptcha(form);
  await form.getByRole("button", { name: "Invia messaggio" }).click();
  await expect(page.getByRole("heading", { name: "Messaggio Inviato con Successo!" })).toBeVisible();
});
