import { readFileSync } from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { axeViolations } from "./axe.ts";
import { expect, expectStatus, test, withConsent } from "./fixtures.ts";
import { answerCaptcha, confirmFromMail, field, mailTo, watchProofOfWork } from "./form-helpers.ts";

/*
 * The activation kit (issue 21), from the checker's result to the ZIP, with and without JavaScript:
 * the .docx files inside are read back, and axe checks the page and the page of a 400.
 */

const DOCUMENTS = /^\/kit-attivazione\/documenti$/;

function kitForm(page: Page): Locator {
  return page.getByRole("form", { name: "Kit di attivazione" });
}

const group = (scope: Locator, name: RegExp) => scope.getByRole("group", { name });

/**
 * A word that makes an entity's name unique, in letters only: a name may not hold a run of 6 or
 * more digits (it would read as a phone number; docs/decisions/0024).
 */
function uniqueWord(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return [...digits].map((digit) => "abcdefghij".charAt(Number(digit))).join("");
}

/** The checker's four answers, as a visitor gives them on the kit's own form. */
async function answerChecker(form: Locator): Promise<void> {
  await form.getByRole("radio", { name: "Privato", exact: true }).check();
  await group(form, /società in house o a controllo pubblico/)
    .getByRole("radio", { name: "No", exact: true })
    .check();
  await form.getByLabel(/^Quanti lavoratori/).fill("120");
  await group(form, /Modello 231\)\?/)
    .getByRole("radio", { name: "Sì", exact: true })
    .check();
  await group(form, /atti UE delle parti I\.B e II/)
    .getByRole("radio", { name: "No", exact: true })
    .check();
}

/** The entity's details; `name` marks this test's documents. */
async function fillDetails(form: Locator, name: string): Promise<void> {
  await form.getByLabel(field("Denominazione dell'ente")).fill(name);
  // Typed as people do, without https:// (UX review 3.3): the kit adds it.
  await form.getByLabel(field("Indirizzo del sito dell'ente")).fill("www.esempio-kit.it");
  await form
    .getByLabel(field("Indirizzo della piattaforma di segnalazione"))
    .fill("https://segnalazioni.comunedimontebellodellesorgentiinvalledelleorchidee.it");
  await form.getByLabel(field("Gestore delle segnalazioni")).fill("Ufficio Compliance");
  await form.getByLabel(field("Sostituto del gestore")).fill("Responsabile Ufficio Legale");
  await form.getByLabel(field("E-mail per le questioni sulla privacy")).fill("privacy@esempio-kit.it");
  await group(form, /rappresentanze sindacali/)
    .getByRole("radio", { name: "Sì", exact: true })
    .check();
  await form.getByLabel(field("Organismo di Vigilanza")).fill("Organismo di Vigilanza monocratico");
}

/** The downloaded ZIP's .docx files, and the text of the first one's word/document.xml. */
function readKit(download: Download, path: string): { documents: string[]; text: string } {
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(readFileSync(path));
  const documents = Object.keys(files).filter((name) => name.endsWith(".docx"));
  const first = unzipSync(files[documents[0] ?? ""] ?? new Uint8Array());
  const xml = strFromU8(first["word/document.xml"] ?? new Uint8Array());
  return { documents, text: xml.replace(/<[^>]+>/g, "") };
}

async function saved(download: Promise<Download>): Promise<{ documents: string[]; text: string; name: string }> {
  const file = await download;
  const path = await file.path();
  return { ...readKit(file, path), name: file.suggestedFilename() };
}

test.describe("Kit di attivazione with JavaScript", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("from the checker's result to the ZIP, with the website text to copy", async ({ page }) => {
    const name = `Officine Kit ${uniqueWord()} S.r.l.`;
    await page.goto("/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=si&settore=no");
    await page.getByRole("link", { name: "Prepara i documenti" }).click();
    await expect(page).toHaveURL(
      /\/kit-attivazione\?ente=privato&controllo=no&lavoratori=120&modello231=si&settore=no$/,
    );
    const form = kitForm(page);
    // The checker's answers are already there.
    await expect(form.getByRole("radio", { name: "Privato", exact: true })).toBeChecked();
    await expect(form.getByLabel(/^Quanti lavoratori/)).toHaveValue("120");
    await expect(group(form, /Modello 231\)\?/).getByRole("radio", { name: "Sì", exact: true })).toBeChecked();
    await expect(group(form, /atti UE/).getByRole("radio", { name: "No", exact: true })).toBeChecked();
    await fillDetails(form, name);

    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "Prepara i documenti" }).click();
    const kit = await saved(download);
    expect(kit.name).toMatch(/officine-kit/);
    expect(kit.documents.length).toBeGreaterThan(0);
    expect(kit.text).toContain(name);
    expect(kit.text).toContain("https://www.esempio-kit.it");

    await expect(page.getByRole("heading", { name: /è pronto$/ })).toBeFocused();
    // What the drafts are not, after the download as before it (DPO read 2 B6).
    await expect(page.getByText(/non sono una consulenza legale/)).toBeVisible();
    // Then the next step: the platform the documents describe (issue 26), right after the files.
    const next = page.getByRole("complementary", { name: "La piattaforma per il tuo canale" });
    await expect(next.getByRole("link", { name: "Acquista Medium Business" })).toHaveAttribute(
      "href",
      "/ordine?piano=medium&lavoratori=120",
    );
    await expect(next).toBeVisible();
    await expect(page.getByRole("heading", { name: "Il testo per il sito" })).toBeVisible();
    const code = page.getByLabel("Codice HTML da copiare nel sito");
    await expect(code).toHaveValue(/<(h\d|p)[\s>]/);
    await page.getByRole("button", { name: "Copia il codice HTML" }).click();
    await expect(page.getByText(/Codice HTML copiato|Copia non riuscita/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // A long address wraps in the preview: the page never scrolls sideways on a phone (buyer read M3).
    await page.setViewportSize({ width: 390, height: 844 });
    const link = page.locator('a[href^="https://segnalazioni.comunedimontebello"]').first();
    const box = await link.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  // F9 (UX walk): as the checker does, a public body is not asked the private-size questions.
  test("a public body sees only its questions; a company in public control too @phone", async ({ page }) => {
    await page.goto("/kit-attivazione?ente=pubblico");
    const form = kitForm(page);
    await expect(form.getByRole("radio", { name: "Pubblico", exact: true })).toBeChecked();
    const control = group(form, /società in house o a controllo pubblico/);
    const kind = group(form, /di quale tipo di ente si tratta/);
    const workers = form.getByLabel(/^Quanti lavoratori/);
    const annex = group(form, /atti UE delle parti I\.B e II/);
    await expect(kind).toBeVisible();
    await expect(group(form, /Modello 231\)\?/)).toBeVisible();
    for (const hidden of [control, workers, annex]) await expect(hidden).toBeHidden();

    await form.getByRole("radio", { name: "Privato", exact: true }).check();
    for (const shown of [control, workers, annex]) await expect(shown).toBeVisible();
    await expect(kind).toBeHidden();

    await control.getByRole("radio", { name: "Sì", exact: true }).check();
    await expect(kind).toBeVisible();
    for (const hidden of [workers, annex]) await expect(hidden).toBeHidden();
  });

  test("'Ricevilo via e-mail' sends the ZIP as an attachment once the link in a first e-mail is confirmed", async ({
    page,
  }) => {
    const name = `Officine Posta ${uniqueWord()} S.r.l.`;
    const email = `kit-${Date.now()}@example.com`;
    const proofOfWork = watchProofOfWork(page, "/api/kit");
    await page.goto("/kit-attivazione?ente=privato&controllo=no&lavoratori=120&modello231=si&settore=no");
    await fillDetails(kitForm(page), name);
    const box = page.getByRole("form", { name: "Preferisci riceverlo via e-mail?" });
    await box.getByLabel(field("Email")).fill(email);
    await answerCaptcha(box);
    await expect(box.getByRole("button", { name: "Ricevilo via e-mail" })).toBeDisabled();
    await box.getByLabel(/Ho letto e accetto/).check();
    await expect(box.getByLabel(/proposte commerciali/)).not.toBeChecked();
    await box.getByRole("button", { name: "Ricevilo via e-mail" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Conferma il tuo indirizzo" })).toBeVisible();
    await proofOfWork.check();

    // First a fixed text with the link, without the entity's name (docs/decisions/0023).
    const first = await mailTo(email, "Conferma il tuo indirizzo per ricevere il kit");
    expect(first.parsed.attachments).toHaveLength(0);
    expect(`${first.parsed.subject ?? ""}${first.parsed.text ?? ""}`).not.toContain(name);
    await confirmFromMail(page, first, "Conferma e ricevi il kit");

    const mail = await mailTo(email, name);
    const zip = mail.parsed.attachments.find((item) => item.contentType === "application/zip");
    expect(zip?.filename).toMatch(/^kit-whistleblowing-officine-posta.*\.zip$/);
    const files = unzipSync(new Uint8Array(zip?.content ?? Buffer.alloc(0)));
    const documents = Object.keys(files).filter((file) => file.endsWith(".docx"));
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const xml = strFromU8(unzipSync(files[document] ?? new Uint8Array())["word/document.xml"] ?? new Uint8Array());
      expect(xml.replace(/<[^>]+>/g, ""), document).toContain(name);
    }
    // The confirmation page, where the button left the visitor.
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a form with errors shows the summary, focused, and the messages at the fields; axe finds nothing", async ({
    page,
  }, testInfo) => {
    expectStatus(testInfo, 400, DOCUMENTS);
    await page.goto("/kit-attivazione");
    const form = kitForm(page);
    await answerChecker(form);
    await form.getByLabel(field("E-mail per le questioni sulla privacy")).fill("non-una-email");
    await form.getByRole("button", { name: "Prepara i documenti" }).click();
    const summary = page.locator("#kit-riepilogo-errori");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: /denominazione dell'ente/ })).toHaveAttribute(
      "href",
      "#denominazione",
    );
    const privacy = kitForm(page).getByLabel(field("E-mail per le questioni sulla privacy"));
    await expect(privacy).toHaveValue("non-una-email");
    await expect(privacy).toHaveAttribute("aria-invalid", "true");
    await expect(kitForm(page).getByLabel(/^Quanti lavoratori/)).toHaveValue("120");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the 400 page, as the server sends it, passes axe", async ({ page }, testInfo) => {
    expectStatus(testInfo, 400, DOCUMENTS);
    await page.goto("/kit-attivazione");
    const response = page.waitForResponse((candidate) => DOCUMENTS.test(new URL(candidate.url()).pathname));
    // The plain POST, without the page's script: the browser navigates to the server's answer.
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form[data-kit-form]")?.submit());
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit di attivazione: controlla i dati");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("Kit di attivazione without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("from the checker's result page to the ZIP, answering on the kit's form", async ({ page }) => {
    const name = `Cooperativa Senza Script ${uniqueWord()}`;
    await page.goto("/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=si&settore=no");
    await page.getByRole("link", { name: "Prepara i documenti" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit di attivazione");
    // UX walk F12: no e-mail form whose button could never work without a script.
    await expect(page.getByRole("heading", { name: "Preferisci riceverlo via e-mail?" })).toBeHidden();
    const form = kitForm(page);
    await answerChecker(form);
    await fillDetails(form, name);
    // K-08: a channel shared with other entities (art. 4 c.4) adds the joint controllers' agreement.
    await group(form, /condivide il canale/)
      .getByRole("radio", { name: "Sì", exact: true })
      .check();
    await form
      .getByLabel(field("Gli altri enti che condividono il canale"))
      .fill("Beta Servizi S.r.l.; Gamma Trasporti S.p.A.");
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "Prepara i documenti" }).click();
    const kit = await saved(download);
    expect(kit.name).toMatch(/cooperativa-senza-script/);
    expect(kit.text).toContain(name);
    expect(kit.text).toContain("https://www.esempio-kit.it");
    expect(kit.text).toContain("Il canale è condiviso con Beta Servizi S.r.l. e Gamma Trasporti S.p.A.");
    expect(kit.documents).toContain("8-accordo-contitolari-canale-condiviso.docx");
  });

  // F20 (UX walk): the links that send people here carry answers; the server fills them in.
  test("the address's answers are filled in, as with JavaScript @phone", async ({ page }) => {
    await page.goto("/kit-attivazione?denominazione=Rossi+Meccanica+S.r.l.&lavoratori=120");
    const form = kitForm(page);
    await expect(form.getByLabel(field("Denominazione dell'ente"))).toHaveValue("Rossi Meccanica S.r.l.");
    await expect(form.getByLabel(/^Quanti lavoratori/)).toHaveValue("120");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit di attivazione");
    await page.goto("/kit-attivazione?ente=pubblico");
    await expect(kitForm(page).getByRole("radio", { name: "Pubblico", exact: true })).toBeChecked();
    await expect(kitForm(page).getByLabel(/^Quanti lavoratori/)).toBeHidden();
  });

  test("missing answers come back as a 400 page with the values, then the ZIP", async ({ page }, testInfo) => {
    expectStatus(testInfo, 400, DOCUMENTS);
    const name = `Studio Senza Script ${uniqueWord()}`;
    await page.goto("/kit-attivazione");
    let form = kitForm(page);
    await answerChecker(form);
    await form.getByLabel(field("Denominazione dell'ente")).fill(name);
    const response = page.waitForResponse((candidate) => DOCUMENTS.test(new URL(candidate.url()).pathname));
    await form.getByRole("button", { name: "Prepara i documenti" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kit di attivazione: controlla i dati");
    await expect(page.getByText("Controlla i dati indicati qui sotto.")).toBeVisible();
    form = kitForm(page);
    await expect(form.getByLabel(field("Denominazione dell'ente"))).toHaveValue(name);
    await expect(form.getByRole("radio", { name: "Privato", exact: true })).toBeChecked();
    await expect(form.getByLabel(field("Gestore delle segnalazioni"))).toHaveAttribute("aria-invalid", "true");

    await fillDetails(form, name);
    const download = page.waitForEvent("download");
    await form.getByRole("button", { name: "Prepara i documenti" }).click();
    expect((await saved(download)).text).toContain(name);
  });
});
