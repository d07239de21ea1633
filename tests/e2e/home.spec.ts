import { statSync } from "node:fs";
import path from "node:path";
import { plans } from "../../src/config/plans.ts";
import { formatIsoDay } from "../../src/lib/italian-date.ts";
import { expect, test, withConsent } from "./fixtures.ts";

test.beforeEach(async ({ page }) => withConsent(page));

/** Priced plans are ordered online; Enterprise is quoted on request (issue 9). */
const CTA_HREF: Record<string, string> = {
  "small-business": "/ordine?piano=small",
  "medium-business": "/ordine?piano=medium",
  enterprise: "/contatti?piano=enterprise",
};

test("'Acquista online' scrolls to the pricing section", async ({ page }) => {
  await page.goto("/");
  // The hero's button (the header's action of the same name goes to /ordine).
  await page.locator("#contenuto").getByRole("link", { name: "Acquista online" }).click();
  await expect(page).toHaveURL("/#pricing");
  const pricing = page.getByRole("heading", { name: "Piani e Prezzi" });
  await expect(pricing).toBeInViewport();
  await expect(page.getByText("Scegli il piano più adatto alle tue esigenze")).toBeVisible();
});

test("'Scopri le Funzionalità' leads to the features page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Scopri le Funzionalità" }).click();
  await expect(page).toHaveURL("/funzionalita");
});

test("the three benefit cards are shown", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "I vantaggi della nostra soluzione" });
  for (const title of ["Conforme alle norme", "Sicura e trasparente", "Facile, Veloce, Intuitiva"]) {
    await expect(section.getByRole("heading", { name: title })).toBeVisible();
  }
});

test("plan cards show price, size, activation and features; Small and Medium lead to the order, Enterprise to the contact form @phone", async ({
  page,
}) => {
  await page.goto("/");
  for (const plan of plans) {
    const card = page.getByRole("article", { name: plan.name });
    await expect(card).toContainText(plan.sizeRange);
    await expect(card).toContainText(plan.yearlyPrice === null ? "Su richiesta" : `${plan.yearlyPrice} €`);
    if (plan.yearlyPrice !== null) await expect(card).toContainText("IVA esclusa");
    if (plan.activationPrice !== null) await expect(card).toContainText(`${plan.activationPrice} €`);
    for (const feature of plan.features) await expect(card).toContainText(feature);
    const link = card.getByRole("link", { name: new RegExp(`^${plan.cta}`) });
    await expect(link).toHaveAttribute("href", CTA_HREF[plan.slug] ?? "");
  }
  await page
    .getByRole("article", { name: "Enterprise" })
    .getByRole("link", { name: /^Contattaci/ })
    .click();
  await expect(page).toHaveURL("/contatti?piano=enterprise");
});

test("the free-activation badge shows on the first two plans while the promotion runs", async ({ page }) => {
  await page.goto("/");
  const promoEnd = process.env["PROMO_END"] ?? "";
  expect(promoEnd, "npm test builds with a promotion a year ahead").toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const text = `Attivazione gratuita per le richieste d'ordine inviate entro il ${formatIsoDay(promoEnd)}`;
  await expect(page.getByRole("article", { name: "Small Business" }).getByText(text)).toBeVisible();
  await expect(page.getByRole("article", { name: "Medium Business" }).getByText(text)).toBeVisible();
  await expect(page.getByRole("article", { name: "Enterprise" }).getByText(/Attivazione gratuita/)).toHaveCount(0);
  // The price that applies, with the normal one struck through (and announced as such).
  const offer = page
    .getByRole("article", { name: "Small Business" })
    .getByText(/^Attivazione una tantum/)
    .filter({ visible: true });
  await expect(offer).toHaveCount(1);
  await expect(offer).toHaveText("Attivazione una tantum: 0 € invece di 150 € (IVA esclusa)");
  await expect(offer.locator("s")).toHaveText("150 €");
  await expect(offer.getByText("invece di")).toHaveClass(/sr-only/);
});

test("the badge disappears once its date has passed, even before the next build", async ({ page }) => {
  const promoEnd = process.env["PROMO_END"] ?? "";
  expect(promoEnd, "npm test builds with a promotion a year ahead").toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.clock.setFixedTime(new Date(`${promoEnd}T23:30:00+01:00`).getTime() + 2 * 86_400_000);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Piani e Prezzi" })).toBeVisible();
  await expect(page.getByText(/Attivazione gratuita per le richieste/)).toHaveCount(0);
  // No stale 0 €: the normal price is back.
  for (const name of ["Small Business", "Medium Business"]) {
    const activation = page
      .getByRole("article", { name })
      .getByText(/^Attivazione una tantum/)
      .filter({ visible: true });
    await expect(activation).toHaveCount(1);
    await expect(activation).toHaveText("Attivazione una tantum: 150 € (IVA esclusa)");
    await expect(activation).toBeVisible();
  }
});

test("the badge is still there on its last day", async ({ page }) => {
  const promoEnd = process.env["PROMO_END"] ?? "";
  expect(promoEnd, "npm test builds with a promotion a year ahead").toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.clock.setFixedTime(new Date(`${promoEnd}T12:00:00+01:00`));
  await page.goto("/");
  await expect(page.getByText(/Attivazione gratuita per le richieste d.ordine inviate entro il/)).toHaveCount(2);
});

test("the footer shows the operator's identity and the copyright years", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("P.IVA");
  // The year the site was built (the footer is static), not today's: a run across New Year still passes.
  const buildYear = statSync(path.resolve("dist/index.html")).mtime.getFullYear();
  await expect(footer).toContainText(`© 2025–${buildYear}`);
  for (const label of ["Blog", "Funzionalità", "Normativa", "Domande frequenti", "Privacy Policy", "Cookie Policy"]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});

test("FAQ: one item open at a time, and it closes again", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("details[name=faq]");
  // The spec's twelve, less the customisation answer, shown only when the facts list what can be
  // customised (DPO read of the site, B5); the test build's facts list nothing.
  await expect(items).toHaveCount(11);
  const first = items.nth(0);
  const second = items.nth(1);
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open", "");
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("open", "");
  await page.getByRole("link", { name: "Contattaci" }).last().click();
  await expect(page).toHaveURL("/contatti");
});
