import type { Locator, Page } from "@playwright/test";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import { expect, expectStatus, test } from "./fixtures.ts";
import {
  answerCaptcha,
  axeAsServed,
  expectReloadPostsNothing,
  field,
  mailTo,
  shotOf,
  watchProofOfWork,
} from "./form-helpers.ts";

/*
 * /whitepaper (docs/decisions/0046). Without JavaScript the banner's link leads there and the form
 * posts urlencoded to /whitepaper/richiesta: the first POST comes back with the server's question,
 * the second queues the PDF and sends the browser (303) to the success card and its next step.
 * With JavaScript the island sends through /api/whitepaper with the proof of work. NOJS_SHOTS=<folder>
 * saves each state without JavaScript there, by viewport width.
 */

test.describe.configure({ timeout: 60_000 });

const POST = /^\/whitepaper\/richiesta$/;
const operatorEmail = loadSiteConfig(process.env).operator.email;
const requestForm = (page: Page): Locator => page.getByRole("form", { name: "Ricevi il whitepaper via e-mail" });
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const CONSENT_REMINDER = /conferma il consenso dal link nell'e-mail/;

async function fill(form: Locator, email: string): Promise<void> {
  await form.getByLabel(field("Nome")).fill("Lucia");
  await form.getByLabel(field("Cognome")).fill("Neri");
  await form.getByLabel(field("Nome dell'azienda")).fill("Neri Logistica S.r.l.");
  await form.getByLabel(field("Email")).fill(email);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("the banner leads to /whitepaper, the question comes, then the success card, its next step and the PDF", async ({
      page,
    }, testInfo) => {
      expectStatus(testInfo, 400, POST);
      await page.goto("/normativa");
      await page.getByRole("link", { name: "Scarica il Whitepaper" }).click();
      await expect(page).toHaveURL("/whitepaper");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scarica il whitepaper sul D.Lgs. 24/2023");
      await expect(page.locator("[data-not-a-channel]")).toBeVisible();
      let form = requestForm(page);
      await expect(form.getByLabel(/^Verifica:/)).toBeHidden();
      const email = `${unique("wp-senza-js")}@example.com`;
      await fill(form, email);
      await form.getByRole("checkbox", { name: /Ho letto e accetto la Privacy Policy/ }).press("Space");
      await form.getByRole("checkbox", { name: /proposte commerciali/ }).check();
      await shotOf(page, "whitepaper-senza-js-modulo");
      await form.getByLabel(field("Email")).press("Enter");

      // The question, the values kept, the message focused.
      form = requestForm(page);
      const problem = page.locator("[data-whitepaper-problem]");
      await expect(problem).toHaveText(
        "Ultimo passo: rispondi alla domanda di verifica qui sotto e invia di nuovo la richiesta.",
      );
      await expect(problem).toBeFocused();
      await expect(form.getByLabel(field("Nome dell'azienda"))).toHaveValue("Neri Logistica S.r.l.");
      await expect(form.getByLabel(field("Email"))).toHaveValue(email);
      await expect(form.getByRole("checkbox", { name: /proposte commerciali/ })).toBeChecked();
      expect(await axeAsServed(page, "/whitepaper/richiesta")).toEqual([]);
      await answerCaptcha(form);
      await shotOf(page, "whitepaper-senza-js-domanda");
      await form.getByRole("button", { name: "Scarica ora" }).click();

      // Queued, then a GET (303): the spec's card, the consent's reminder and the next step.
      await expect(page).toHaveURL(
        /\/whitepaper\/richiesta\?t=whitepaper-consent\.[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/,
      );
      const heading = page.getByRole("heading", { name: "Grazie!" });
      await expect(heading).toBeFocused();
      await expect(page.getByText("Il whitepaper è stato inviato alla tua email.")).toBeVisible();
      await expect(page.getByText(CONSENT_REMINDER)).toBeVisible();
      await expect(page.locator("[data-next-step='verifica']")).toBeVisible();
      expect(await axeAsServed(page, "/whitepaper/richiesta")).toEqual([]);
      await shotOf(page, "whitepaper-senza-js-inviato");
      const mail = await mailTo(email, "");
      expect(mail.parsed.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
      expect((await mailTo(operatorEmail, email)).parsed.text).toContain("Neri Logistica S.r.l.");

      // A reload shows the same card: a GET, nothing posted again.
      await expectReloadPostsNothing(page, "Grazie!");
    });
  });
}

test("with JavaScript /whitepaper sends through the API with the proof of work and shows the card @phone", async ({
  page,
}) => {
  const email = `${unique("wp-js")}@example.com`;
  const proofOfWork = watchProofOfWork(page, "/api/whitepaper");
  await page.goto("/whitepaper");
  const form = requestForm(page);
  await fill(form, email);
  await answerCaptcha(form);
  const submit = form.getByRole("button", { name: "Scarica ora" });
  await expect(submit).toBeDisabled();
  await form.getByLabel(/Ho letto e accetto/).check();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Grazie!" })).toBeFocused();
  await expect(page.getByText("Il whitepaper è stato inviato alla tua email.")).toBeVisible();
  await expect(page.getByText(CONSENT_REMINDER)).toHaveCount(0);
  await expect(page.locator("[data-next-step='verifica']")).toBeVisible();
  await proofOfWork.check();
  expect(page.url()).toMatch(/\/whitepaper$/);
  const mail = await mailTo(email, "");
  expect(mail.parsed.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
});
