import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectStatus, test, withConsent } from "./fixtures.ts";

test.beforeEach(async ({ page }) => withConsent(page));

function cards(page: Page) {
  return page.locator("[data-article-list] > li");
}

test("chips show the counts and a category starts at its page 1", async ({ page }) => {
  await page.goto("/blog/pagina/3");
  const chips = page.getByRole("navigation", { name: "Categorie" });
  await expect(chips.getByRole("link", { name: "Tutti gli articoli (20)" })).toHaveAttribute("aria-current", "page");
  const counts = await chips.getByRole("link").allTextContents();
  const sum = counts.slice(1).reduce((total, text) => total + Number(/\((\d+)\)/.exec(text)?.[1] ?? 0), 0);
  expect(sum).toBe(20);
  await chips.getByRole("link", { name: /^Privacy e Sicurezza/ }).click();
  await expect(page).toHaveURL("/blog/categoria/privacy-e-sicurezza");
  await expect(chips.getByRole("link", { name: /^Privacy e Sicurezza/ })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "Paginazione" }).getByRole("link", { name: "Pagina 1" }),
  ).toHaveAttribute("aria-current", "page");
  const expected = Number(/\((\d+)\)/.exec(counts.find((text) => text.startsWith("Privacy e Sicurezza")) ?? "")?.[1]);
  await expect(cards(page)).toHaveCount(Math.min(5, expected));
});

test("5 per page, previous disabled on the first page and next on the last", async ({ page }) => {
  await page.goto("/blog");
  const pagination = page.getByRole("navigation", { name: "Paginazione" });
  await expect(cards(page)).toHaveCount(5);
  await expect(pagination.getByText("Precedente")).toHaveAttribute("aria-disabled", "true");
  await expect(pagination.getByRole("link", { name: "Precedente" })).toHaveCount(0);
  const seen = new Set<string>();
  for (let n = 1; n <= 4; n += 1) {
    await expect(cards(page)).toHaveCount(5);
    for (const href of await cards(page)
      .getByRole("link", { name: /Leggi l'articolo/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      seen.add(href);
    }
    if (n < 4) await pagination.getByRole("link", { name: "Successiva" }).click();
  }
  await expect(page).toHaveURL("/blog/pagina/4");
  await expect(pagination.getByText("Successiva")).toHaveAttribute("aria-disabled", "true");
  await expect(pagination.getByRole("link", { name: "Successiva" })).toHaveCount(0);
  expect(seen.size).toBe(20);
  await pagination.getByRole("link", { name: "Precedente" }).click();
  await expect(page).toHaveURL("/blog/pagina/3");
});

/** The text of the first h1 of an HTML document, its entities decoded. */
function firstHeading(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  const entities: Record<string, string> = { amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" };
  return inner
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name: string) => entities[name] ?? "");
}

// One test per listing page. The first card is followed by a click, as a visitor does; the others
// are followed as plain requests (each is the same <a href>): rendering twenty articles once more
// cost the run's two cores what the accessibility sweep already spends rendering them.
for (let n = 1; n <= 4; n += 1) {
  const listing = n === 1 ? "/blog" : `/blog/pagina/${n}`;
  test(`every card link on ${listing} opens its article`, async ({ page }) => {
    await page.goto(listing);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    const articles: { title: string; href: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const card = cards(page).nth(index);
      const title = (await card.getByRole("heading").textContent()) ?? "";
      const link = card.getByRole("link", { name: `Leggi l'articolo: ${title}` });
      await expect(link).toHaveText("Leggi l'articolo");
      articles.push({ title, href: (await link.getAttribute("href")) ?? "" });
    }
    for (const { title, href } of articles.slice(1)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      expect(firstHeading(html), href).toBe(title);
      expect(html, href).toContain("9 gennaio 2025");
    }
    const first = articles[0];
    await cards(page)
      .first()
      .getByRole("link", { name: `Leggi l'articolo: ${first?.title ?? ""}` })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
    await expect(page.getByText("9 gennaio 2025")).toBeVisible();
  });
}

test("an article shows its parts and leads back to the blog and on to the checker", async ({ page }) => {
  await page.goto("/blog/sanzioni-whistleblowing");
  await expect(page.getByRole("img").first()).toBeVisible();
  await expect(page.getByText(/\d+ min di lettura/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Articoli correlati" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Torna al blog" }).first().click();
  await expect(page).toHaveURL("/blog");
});

/**
 * How light the region's right edge looks over the empty right part of a cell of its first row:
 * the mean grey of a thin strip there, 255 white. The region is scrolled so that its edge falls
 * 20 px inside the right border of the row's `column`-th cell, or at its end without a column.
 */
async function rightEdgeGrey(page: Page, region: Locator, column?: number): Promise<number> {
  const y = await region.evaluate((table, nth) => {
    const row = table.querySelector("tbody tr");
    const cell = nth === undefined ? null : row?.children[nth - 1];
    const edge = table.getBoundingClientRect().right;
    table.scrollBy({
      left: cell ? cell.getBoundingClientRect().right - 20 - edge : table.scrollWidth,
      behavior: "instant",
    });
    const rowBox = row?.getBoundingClientRect();
    return rowBox ? rowBox.bottom - 12 : 0;
  }, column);
  const box = await region.boundingBox();
  if (!box || y === 0) throw new Error("tabella non visibile");
  const png = await page.screenshot({ clip: { x: box.x + box.width - 7, y, width: 5, height: 8 } });
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((sum, value) => sum + value, 0) / data.length;
}

// Buyer read F19: on a phone nothing said that a table had more columns to the right.
test("a table wider than the phone is shaded at its right edge until its last column is in view @phone-only", async ({
  page,
}) => {
  await page.goto("/blog/whistleblowing-costi-aziendali");
  const region = page.getByRole("region", { name: "Tabella 1, scorrevole in orizzontale" });
  await region.scrollIntoViewIfNeeded();
  expect(await region.evaluate((table) => table.scrollWidth - table.clientWidth)).toBeGreaterThan(100);
  // With columns still to the right, a shadow; at the end, the white of the cell.
  const shaded = await rightEdgeGrey(page, region, 5);
  const atTheEnd = await rightEdgeGrey(page, region);
  expect(atTheEnd).toBeGreaterThan(250);
  expect(shaded).toBeLessThan(atTheEnd - 8);
});

// Every guide ends with the tool that fits it, not with "Richiedi una consulenza" under "non è una
// consulenza legale" (issue 26; UX review 2026-11-27, 6.1).
for (const [slug, title, label, href] of [
  [
    "sanzioni-whistleblowing",
    "Sei obbligato? Verificalo in un minuto",
    "Verifica se sei obbligato",
    "/normativa#sei-obbligato",
  ],
  ["dpo-whistleblowing", "Prepara i documenti del canale", "Prepara i documenti gratis", "/kit-attivazione"],
  ["whistleblowing-costi-aziendali", "La piattaforma per il tuo canale", "Acquista online", "/ordine"],
] as const) {
  test(`/blog/${slug} ends with its next step: ${label} @phone`, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const step = page.getByRole("complementary", { name: title });
    await expect(step.getByRole("link", { name: label })).toHaveAttribute("href", href);
    await expect(page.getByRole("main")).not.toContainText(/Richiedi una consulenza|Contattaci ora/);
    // It closes the article: after it come only the related articles.
    const after = await step.evaluate((box) => {
      const article = box.closest("main");
      const related = article?.querySelector("#correlati")?.closest("section");
      return related ? box.compareDocumentPosition(related) === Node.DOCUMENT_POSITION_FOLLOWING : false;
    });
    expect(after).toBe(true);
    await step.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(href);
  });
}

test("the checklist article offers its PDF checklist through /contatti", async ({ page }) => {
  await page.goto("/blog/checklist-implementazione-whistleblowing");
  await page.getByRole("link", { name: "Richiedi la checklist in PDF" }).click();
  await expect(page).toHaveURL("/contatti?richiesta=checklist");
});

test("an unknown article id answers 404 with 'Articolo non trovato'", async ({ page }, testInfo) => {
  expectStatus(testInfo, 404, /^\/blog\/articolo-che-non-esiste$/);
  const response = await page.goto("/blog/articolo-che-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articolo non trovato");
  await page.getByRole("main").getByRole("link", { name: "Leggi le guide del blog" }).click();
  await expect(page).toHaveURL("/blog");
});
