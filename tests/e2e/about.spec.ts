import { expect, test, withConsent } from "./fixtures.ts";

/*
 * The three pages a buyer reads before trusting the vendor (issue 26): Chi siamo, Come funziona and
 * the page for public bodies. The test build uses the shipped facts file, which configures no
 * person, contacts or screenshots: these pages must leave those sections out, never invent them.
 * The pages rendered with a complete facts file are checked in src/app/pages/about/about-pages.test.tsx.
 */
test.beforeEach(async ({ page }) => withConsent(page));

test("the footer leads to the three pages from every page @phone", async ({ page }) => {
  await page.goto("/faq");
  const footer = page.getByRole("contentinfo");
  for (const [name, path, heading] of [
    ["Chi siamo", "/chi-siamo", "Chi siamo"],
    ["Come funziona", "/come-funziona", "Come funziona"],
    ["Per gli enti pubblici", "/enti-pubblici", "Per gli enti pubblici"],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await page.goBack();
  }
});

test("the home page and the features page link them", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("list", { name: "Per conoscerci" });
  await expect(links.getByRole("link")).toHaveText([
    "Come funziona",
    "Chi siamo",
    "Per gli enti pubblici",
    "Sicurezza e dati",
  ]);
  await page.goto("/funzionalita");
  await page.getByRole("link", { name: "Segui tutto il percorso, dal segnalante al gestore" }).click();
  await expect(page).toHaveURL("/come-funziona");
});

test("Chi siamo: the operator's identity and mailbox; no phone, hours or continuity the facts do not state", async ({
  page,
}) => {
  await page.goto("/chi-siamo");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Chi gestisce il servizio" })).toBeVisible();
  await expect(main).toContainText("ditta individuale");
  await expect(main.getByRole("link", { name: "info@example.com" })).toHaveAttribute("href", "mailto:info@example.com");
  await expect(main).toContainText("Questi recapiti non sono un canale di segnalazione");
  await expect(main).not.toContainText(/Telefono|Orari|Tempi di risposta/);
  await expect(main.getByRole("heading", { name: "Se non siamo disponibili" })).toHaveCount(0);
  await expect(main.locator("img")).toHaveCount(0);
});

test("Come funziona: without screenshots, a diagram that says it is one, and both journeys @phone", async ({
  page,
}) => {
  await page.goto("/come-funziona");
  const main = page.getByRole("main");
  const figure = main.getByRole("figure");
  await expect(figure).toHaveAccessibleName(/Schema illustrativo .* non è una schermata della piattaforma/);
  await expect(figure).toBeVisible();
  await expect(main.locator("img, video")).toHaveCount(0);
  const reporter = main.getByRole("region", { name: "Per chi segnala" });
  await expect(reporter.getByRole("listitem")).toHaveCount(5);
  await expect(reporter.getByRole("heading", { name: "Passo 4: Riceve il codice personale" })).toBeVisible();
  const handler = main.getByRole("region", { name: "Per chi gestisce le segnalazioni" });
  await expect(handler).toContainText("Entro 7 giorni dal ricevimento");
  await expect(handler).toContainText("Entro 3 mesi dall'avviso di ricevimento");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test("Per gli enti pubblici: price by headcount, how to buy, and the way to the offer @phone", async ({ page }) => {
  await page.goto("/enti-pubblici");
  const main = page.getByRole("main");
  const table = main.getByRole("table", { name: "Piani per numero di dipendenti dell'ente" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row", { name: /Fino a 99 Small Business 240 € l'anno/ })).toBeVisible();
  for (const article of [
    "art. 50, comma 1, lett. b, D.Lgs. 36/2023",
    "art. 17-ter DPR 633/1972",
    "codice univoco ufficio",
  ]) {
    await expect(main).toContainText(article);
  }
  // The order form takes public buyers (issue 26): it opens with 'Ente pubblico' chosen.
  await main.getByRole("link", { name: "Chiedi il preventivo", exact: true }).click();
  await expect(page).toHaveURL("/ordine?ente=pubblico");
  await expect(page.getByRole("radio", { name: "Ente pubblico" })).toBeChecked();
  await expect(page.getByLabel(/Codice univoco ufficio/)).toBeVisible();
});

test("the three pages are readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, text] of [
    ["/chi-siamo", "Chi gestisce il servizio"],
    ["/come-funziona", "Fornisce il riscontro entro 3 mesi"],
    ["/enti-pubblici", "Scissione dei pagamenti"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(text);
  }
  await context.close();
});

test("the Enterprise card says what 'Supporto dedicato' means, with no 24/7", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("article", { name: "Enterprise" });
  await expect(card).toContainText(/Supporto dedicato: .+, risposta /);
  await expect(card).not.toContainText("24/7");
});
