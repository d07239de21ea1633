import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { loadSiteConfig } from "../../src/config/load-site-config.ts";
import type { ReceivedMail } from "../integration/support/test-smtp.ts";
import { expect, inbox, test, withConsent } from "./fixtures.ts";
import { answerCaptcha, confirmFromMail, field, watchProofOfWork } from "./form-helpers.ts";

// The test build runs the promotion (npm test sets PROMO_END a year ahead): the totals are
// literals, not computed with the code under test, so a pricing or VAT bug cannot hide.
const site = loadSiteConfig(process.env);
const TOTALS = { small: "292,80 €", medium: "439,20 €" } as const;
const total = (plan: "small" | "medium") => TOTALS[plan];

test.beforeEach(async ({ page }) => withConsent(page));

function orderForm(page: Page): Locator {
  return page.getByRole("form", { name: "Ordine online" });
}

function summaryTotal(page: Page): Locator {
  return page.locator("[data-summary-total]");
}

async function fillBillingData(form: Locator, email: string): Promise<void> {
  await form.getByLabel(field("Numero medio di lavoratori")).fill("75");
  await form.getByLabel(field("Ragione sociale o denominazione")).fill("Verdi Costruzioni S.r.l.");
  await form.getByLabel(field("Partita IVA (se presente)")).fill("00743110157");
  await form.getByLabel(field("Indirizzo della sede legale")).fill("Via Roma 10");
  await form.getByLabel(field("CAP")).fill("20121");
  await form.getByLabel(field("Comune")).fill("Milano");
  await form.getByLabel(field("Provincia (sigla)")).fill("mi");
  await form.getByLabel(field("Codice destinatario SDI")).fill("M5UXCR1");
  await form.getByLabel(field("Nome e cognome")).fill("Marco Verdi");
  await form.getByLabel(field("Email")).fill(email);
}

async function mailWithSubject(to: string, marker: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).find(
          (mail) => mail.envelopeTo.includes(to) && (mail.parsed.subject ?? "").includes(marker),
        );
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

test("from the Small card's button to the confirmation, and the quote after the link, without JavaScript @phone", async ({
  page,
  browser,
}) => {
  const email = `ordine-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const proofOfWork = watchProofOfWork(page, "/api/order");
  await page.goto("/");
  await page
    .getByRole("article", { name: "Small Business" })
    .getByRole("link", { name: /Inizia Ora/ })
    .click();
  await expect(page).toHaveURL("/ordine?piano=small");
  const form = orderForm(page);
  await expect(form.getByRole("radio", { name: /Small Business/ })).toBeChecked();
  await expect(summaryTotal(page)).toHaveText(total("small"));

  await fillBillingData(form, email);
  await answerCaptcha(form);
  const submit = form.getByRole("button", { name: "Invia la richiesta d'ordine" });
  await expect(submit).toBeDisabled();
  await form.getByLabel(/Ho letto e accetto la Privacy Policy/).check();
  await submit.click();

  const heading = page.getByRole("heading", { name: /^Richiesta ricevuta: ordine n\. \d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const number = /(\d{4}-\d{4})/.exec((await heading.textContent()) ?? "")?.[1] ?? "";
  const card = page.locator("[data-order-confirmation]");
  await expect(card).toContainText(email);
  await expect(card).toContainText("conferma il tuo indirizzo");
  await expect(card).toContainText("contratto");
  await expect(card).toContainText("24 ore lavorative");
  // The activation kit (issue 21), opened with the ordering entity's name and workers.
  await expect(card.getByRole("link", { name: "Prepara i documenti" })).toHaveAttribute(
    "href",
    "/kit-attivazione?denominazione=Verdi+Costruzioni+S.r.l.&lavoratori=75",
  );
  await proofOfWork.check();

  // First only our number and the link, no attachment and no typed data (docs/decisions/0023),
  // confirmed here in a browser without JavaScript: the page is a plain form.
  const first = await mailWithSubject(email, number);
  expect(first.parsed.subject).toContain("conferma il tuo indirizzo");
  expect(first.parsed.attachments).toHaveLength(0);
  expect(first.parsed.text).not.toContain("Verdi");
  const context = await browser.newContext({ javaScriptEnabled: false });
  await confirmFromMail(await context.newPage(), first, "Conferma e ricevi l'offerta");
  await context.close();

  const mail = await mailWithSubject(email, `Offerta n. ${number}`);
  const pdf = mail.parsed.attachments.find((item) => item.contentType === "application/pdf");
  expect(pdf?.filename).toBe(`offerta-${number}.pdf`);
  const dir = mkdtempSync(path.join(tmpdir(), "quote-"));
  const file = path.join(dir, "quote.pdf");
  writeFileSync(file, pdf?.content ?? Buffer.alloc(0));
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8").replace(/\s+/g, " ");
  expect(text).toContain(`n. ${number}`);
  expect(text).toContain(`Totale ${total("small")}`);
  expect(text).toContain("Verdi Costruzioni S.r.l.");
  expect(mail.parsed.text).toContain("/kit-attivazione?denominazione=Verdi+Costruzioni+S.r.l.&lavoratori=75");
});

test("errors are shown at their fields, the first one focused, and axe finds nothing wrong with them", async ({
  page,
}) => {
  await page.goto("/ordine");
  const form = orderForm(page);
  await form.getByLabel(/Ho letto e accetto/).check();
  await form.getByRole("button", { name: "Invia la richiesta d'ordine" }).click();
  await expect(form.locator("#plan-errore")).toHaveText("Scegli il piano");
  const small = form.getByRole("radio", { name: /Small Business/ });
  await expect(small).toHaveAccessibleDescription("Scegli il piano");
  await expect(small).toBeFocused();
  const workers = form.getByLabel(field("Numero medio di lavoratori"));
  await expect(workers).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(field("Ragione sociale o denominazione"))).toHaveAccessibleDescription(
    "La ragione sociale è obbligatoria",
  );

  await form.getByRole("radio", { name: /Small Business/ }).check();
  await fillBillingData(form, "marco@example.com");
  await workers.fill("120");
  await form.getByLabel(field("Partita IVA (se presente)")).fill("12345678901");
  await form.getByLabel(field("Codice destinatario SDI")).fill("");
  await form.getByLabel(field("CAP")).fill("2012");
  await form.getByRole("button", { name: "Invia la richiesta d'ordine" }).click();
  await expect(workers).toHaveAccessibleDescription(/Per 120 lavoratori il piano adatto è Medium Business/);
  await expect(workers).toBeFocused();
  await expect(form.getByLabel(field("Partita IVA (se presente)"))).toHaveAccessibleDescription(
    "Partita IVA non valida",
  );
  await expect(form.getByLabel(field("CAP"))).toHaveAccessibleDescription("Il CAP è di 5 cifre");
  await expect(form.getByLabel(field("Codice destinatario SDI"))).toHaveAccessibleDescription(
    "Indica il codice destinatario SDI o la PEC",
  );
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await form.getByLabel(field("Partita IVA (se presente)")).fill("00743110157");
  await expect(form.getByText("Partita IVA non valida")).toHaveCount(0);
});

test("an association with only a codice fiscale can order; the notes say they are not a reporting channel", async ({
  page,
}) => {
  await page.goto("/ordine?piano=small");
  const form = orderForm(page);
  await expect(form.getByLabel(field("Note (facoltativo)"))).toHaveAccessibleDescription(
    /^Questo modulo non è un canale di segnalazione: per segnalare illeciti usa il canale della tua organizzazione/,
  );
  await fillBillingData(form, "associazione@example.com");
  await form.getByLabel(field("Partita IVA (se presente)")).fill("");
  await form.getByLabel(/Ho letto e accetto/).check();
  await form.getByRole("button", { name: "Invia la richiesta d'ordine" }).click();
  const taxCode = form.getByLabel(field("Codice fiscale (obbligatorio senza partita IVA)"));
  await expect(taxCode).toHaveAccessibleDescription(
    "Indica la partita IVA o, se l'ente non ce l'ha, il codice fiscale",
  );
  await taxCode.fill("97735020584");
  await expect(form.getByText("Indica la partita IVA o, se l'ente non ce l'ha, il codice fiscale")).toHaveCount(0);
});

test("the summary follows the plan, and 250 workers point to Enterprise", async ({ page }) => {
  await page.goto("/ordine?piano=small");
  const form = orderForm(page);
  await expect(summaryTotal(page)).toHaveText(total("small"));
  await expect(page.locator("[data-summary-plan]")).toHaveText(/Small Business/);
  await form.getByRole("radio", { name: /Medium Business/ }).check();
  await expect(summaryTotal(page)).toHaveText(total("medium"));
  await expect(page.locator("[data-summary-plan]")).toHaveText(/Medium Business/);
  await expect(page.locator("[data-order-summary]")).toContainText(`IVA ${site.order.vatRatePercent}%`);
  await form.getByLabel(field("Numero medio di lavoratori")).fill("30");
  await expect(form.getByRole("link", { name: "verifica se lo è il tuo" })).toHaveAttribute(
    "href",
    "/normativa#sei-obbligato",
  );
  await form.getByLabel(field("Numero medio di lavoratori")).fill("250");
  await expect(form.getByRole("link", { name: "chiedilo dalla pagina Contatti" })).toHaveAttribute(
    "href",
    "/contatti?piano=enterprise",
  );
});

test("without a plan in the address the summary waits for a choice, and React loads on first use", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/ordine");
  // The layout imports its second half a second after load: the last load it plans, waited for first.
  await expect.poll(() => scripts.some((url) => /layout-later-/.test(url))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => /order-form|client\./.test(url))).toBe(false);
  await expect(summaryTotal(page)).toHaveText("—");
  await orderForm(page)
    .getByRole("radio", { name: /Medium Business/ })
    .check();
  await expect.poll(() => scripts.some((url) => /order-form/.test(url))).toBe(true);
  await expect(summaryTotal(page)).toHaveText(total("medium"));
});

test("the hydrated form fits a 360 px phone without horizontal scrolling @phone-only", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/ordine?piano=medium");
  await expect(summaryTotal(page)).toHaveText(total("medium"));
  await orderForm(page).getByRole("button", { name: "Invia la richiesta d'ordine" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
