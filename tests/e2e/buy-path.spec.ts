// Issue 26, the buyer's read of main: the cookie banner leaves /ordine's first field in the first
// phone screen, one verb family («Acquista …», the spec's «Acquista online») on our buy actions,
// and /enti-pubblici tells a public body how to buy and where to see the platform first.
import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./fixtures.ts";

const SHOTS = process.env["UX_SHOTS_DIR"];

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// The order's and the kit's first field (issue 26; UX review 11), beside the banner of a first visit.
const FORM_PAGES = [
  { path: "/ordine", form: "Ordine online" },
  { path: "/kit-attivazione", form: "Kit di attivazione" },
] as const;

test.describe("cookie banner on the form pages", () => {
  for (const [{ width, height }, { path, form: formName }] of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ].flatMap((size) => FORM_PAGES.map((formPage) => [size, formPage] as const))) {
    test(`${path}: the first field stays visible beside the banner at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      const banner = page.getByRole("region", { name: "Cookie" });
      await expect(banner).toBeVisible();
      // The choice stays reachable: both buttons visible and in the viewport.
      await expect(banner.getByRole("button", { name: "Rifiuta" })).toBeInViewport();
      await expect(banner.getByRole("button", { name: "Accetta" })).toBeInViewport();
      const form = page.getByRole("form", { name: formName });
      const first = form.locator("input:visible, select:visible, textarea:visible").first();
      const box = await first.boundingBox();
      const bannerBox = await banner.boundingBox();
      if (box === null || bannerBox === null) throw new Error("the first field or the banner has no box");
      const { x, y, width: w, height: h } = box;
      expect(x >= 0 && y >= 0 && x + w <= width && y + h <= height).toBe(true);
      expect(y + h).toBeLessThanOrEqual(bannerBox.y);
      const hit = await page.evaluate(
        ({ cx, cy }) => {
          const element = document.elementFromPoint(cx, cy);
          return { tag: element?.tagName ?? "", inBanner: Boolean(element?.closest("#cookie-banner")) };
        },
        { cx: x + w / 2, cy: y + h / 2 },
      );
      expect(hit.inBanner).toBe(false);
      expect(["INPUT", "SELECT", "TEXTAREA", "LABEL"]).toContain(hit.tag);
      await shot(page, `${path.slice(1)}-banner-${width}`);
    });
  }
});

test("/kit-attivazione without JavaScript: the first question's choices in a phone's first screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto("/kit-attivazione");
    const first = page.getByRole("form", { name: "Kit di attivazione" }).locator("input:visible").first();
    await expect(first).toBeInViewport({ ratio: 1 });
  } finally {
    await context.close();
  }
});

test.describe("buy actions", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("the header action and the next step say «Acquista online»", async ({ page }) => {
    await page.goto("/kit-attivazione");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Acquista online" }).first()).toHaveAttribute("href", "/ordine");
    await expect(page.getByRole("link", { name: /Richiedi (il|un) preventivo|Ordina /u })).toHaveCount(0);
  });

  test("/enti-pubblici: the ACN step first, MePA for administrations, a demo link and «Chiedi il preventivo» until qualified", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/enti-pubblici");
    const howToBuy = page.getByRole("region", { name: "Come acquistare" });
    // The sample facts do not list the service on MePA: the page must not say it is there.
    await expect(howToBuy).toContainText(
      "Questa regola riguarda le pubbliche amministrazioni, che oggi non possono acquistare il nostro servizio (punto 1); una società a controllo pubblico o in house verifica con chi cura gli acquisti quali regole valgono per lei.",
    );
    await expect(page.getByText("in vendita anche sul MePA")).toHaveCount(0);
    // Nor qualified by ACN: the first step says a public administration cannot buy it (buyer read H1).
    await expect(howToBuy.getByRole("listitem").first()).toContainText(
      "Qualificazione cloud ACN. Le pubbliche amministrazioni possono acquistare servizi cloud",
    );
    await expect(howToBuy).toContainText("una pubblica amministrazione, come un comune, non può quindi acquistarlo.");
    await expect(howToBuy.getByRole("link", { name: "Prenota una demo" })).toHaveAttribute("href", "/demo");
    // The steps after ACN's are folded until qualified, for a comune that cannot take them (buyer walk M2).
    const steps = howToBuy.locator("details");
    await expect(steps).not.toHaveAttribute("open");
    await expect(steps.getByText("Affidamento diretto.")).toBeHidden();
    await steps
      .getByText("Se il tuo ente può acquistarlo (punto 1): affidamento, CIG, preventivo, fattura e pagamento")
      .click();
    await expect(steps.getByText("Affidamento diretto.")).toBeVisible();
    await steps
      .getByText("Se il tuo ente può acquistarlo (punto 1): affidamento, CIG, preventivo, fattura e pagamento")
      .click();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Chiedi il preventivo", exact: true }),
    ).toHaveAttribute("href", "/ordine?ente=pubblico");
    // The header offers a comune what it can do, not «Acquista online» (buyer walk M5, DPO read 2 B2).
    const header = page.getByRole("navigation", { name: "Principale" });
    await expect(header.getByRole("link", { name: "Kit gratuito", exact: true })).toHaveAttribute(
      "href",
      "/kit-attivazione?ente=pubblico",
    );
    await expect(header.getByRole("link", { name: "Acquista online" })).toHaveCount(0);
    // On one line beside the brand at 1280 px, the narrowest width with the full header.
    const action = await header.getByRole("link", { name: "Kit gratuito", exact: true }).boundingBox();
    const brand = await page
      .getByRole("banner")
      .getByRole("link", { name: /pagina iniziale/ })
      .boundingBox();
    expect(action?.height ?? 99).toBeLessThan(50);
    expect(brand?.height ?? 99).toBeLessThan(40);
    await shot(page, "enti-pubblici-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await howToBuy.getByRole("link", { name: "Prenota una demo" }).scrollIntoViewIfNeeded();
    await shot(page, "enti-pubblici-390");
  });
});
