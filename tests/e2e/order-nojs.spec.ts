import type { Locator, Page } from "@playwright/test";
import { expect, expectStatus, test } from "./fixtures.ts";
import { axeAsServed, field, postsDuring } from "./form-helpers.ts";

/*
 * /ordine without JavaScript (issue 26, docs/decisions/0033 and 0036): the prerendered form posts
 * urlencoded to /ordine/richiesta, which answers the confirmation, or the form again with what was
 * typed, the summary at the top and each field's message. The radio and the box show their fields
 * through CSS alone. ORDER_SCREENSHOTS=1 saves the three states under docs/screenshots/.
 */

test.use({ javaScriptEnabled: false });
// Each flow is several page loads, a PDF and axe in a second context: on two shared cores it has
// come within a second or two of the default 30 s, which is a limit on the machine, not the page.
test.describe.configure({ timeout: 60_000 });

const POST = /^\/ordine\/richiesta$/;
const orderForm = (page: Page): Locator => page.getByRole("form", { name: "Ordine online" });
const submit = (form: Locator) => form.getByRole("button", { name: "Richiedi il preventivo" }).click();
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env["ORDER_SCREENSHOTS"]) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `docs/screenshots/ordine-senza-js-${name}-${width}.png`, fullPage: true });
}

test("without JavaScript a private buyer orders, sees the confirmation and the quote's link @phone", async ({
  page,
}) => {
  await page.goto("/ordine");
  await expect(page.getByText(/richiede JavaScript/)).toHaveCount(0);
  const form = orderForm(page);
  // Only the private buyer's fields show until 'Ente pubblico' is ticked.
  await expect(form.getByLabel(field("Codice univoco ufficio (IPA)"))).toBeHidden();
  await expect(form.getByLabel(field("Codice fiscale dell'ente"))).toBeHidden();
  await form.getByLabel(field("Numero medio di lavoratori")).fill("75");
  await form.getByLabel(field("Ragione sociale o denominazione")).fill("Verdi Costruzioni S.r.l.");
  await form.getByLabel(field("Partita IVA")).fill("00743110157");
  await form.getByLabel(field("Nome e cognome")).fill("Marco Verdi");
  await form.getByLabel(field("Email")).fill(uniqueEmail("senza-js"));
  await screenshot(page, "modulo");
  await submit(form);

  // Stored, then a GET (303): the address carries a signed token, nobody's data.
  await expect(page).toHaveURL(/\/ordine\/richiesta\?t=[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/);
  expect(page.url()).not.toMatch(/verdi|senza-js|%40/i);
  const confirmation = page.locator("[data-order-confirmation]");
  await expect(
    confirmation.getByRole("heading", { name: /^Richiesta ricevuta: preventivo n\. \d{4}-\d{4}$/ }),
  ).toBeVisible();
  await expect(confirmation).toContainText("Il contratto da firmare ti arriva");
  const quote = confirmation.getByRole("link", { name: "Scarica il preventivo (PDF)" });
  await expect(quote).toHaveAttribute("href", /^\/api\/order\/offerta\?t=/);
  const pdf = await page.request.get(String(await quote.getAttribute("href")));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expect(confirmation.getByRole("link", { name: "Prepara i documenti" })).toHaveAttribute(
    "href",
    "/kit-attivazione?denominazione=Verdi+Costruzioni+S.r.l.&lavoratori=75",
  );
  expect(await axeAsServed(page, "/ordine/richiesta")).toEqual([]);
  await screenshot(page, "conferma");
  // A reload shows the same confirmation: a GET, nothing posted again.
  const number = await confirmation.getByRole("heading").first().textContent();
  const posts = await postsDuring(page, async () => {
    await page.reload();
    await expect(page.locator("[data-order-confirmation]").getByRole("heading").first()).toHaveText(number ?? "");
  });
  expect(posts).toEqual([]);
});

test("without JavaScript a wrong field comes back with the summary, its message and the values typed @phone", async ({
  page,
}, testInfo) => {
  expectStatus(testInfo, 400, POST);
  await page.goto("/ordine");
  let form = orderForm(page);
  await form.getByLabel(field("Numero medio di lavoratori")).fill("120");
  // A public body: the radio shows its fields, through CSS alone.
  await form.getByRole("radio", { name: "Ente pubblico" }).check();
  await expect(form.getByLabel(field("Partita IVA"))).toBeHidden();
  await form.getByLabel(field("Ragione sociale o denominazione")).fill("Comune di Esempio");
  await form.getByLabel(field("Codice fiscale dell'ente")).fill("00743110157");
  // A company not in the IPA gives its SDI code instead: the second radio swaps the fields.
  const sdi = form.getByLabel(field("Codice destinatario SDI della società"));
  await expect(sdi).toBeHidden();
  await form.getByRole("radio", { name: "Società non nell'IPA: codice destinatario SDI" }).check();
  await expect(sdi).toBeVisible();
  await expect(form.getByLabel(field("Codice univoco ufficio (IPA)"))).toBeHidden();
  await form.getByRole("radio", { name: "Ente nell'IPA: codice univoco ufficio" }).check();
  await expect(sdi).toBeHidden();
  await form.getByLabel(field("Codice univoco ufficio (IPA)")).fill("UF");
  await form.getByLabel(field("Nome e cognome")).fill("Anna Bianchi");
  const email = uniqueEmail("rpct-senza-js");
  await form.getByLabel(field("Email")).fill(email);
  const answered = page.waitForResponse((response) => POST.test(new URL(response.url()).pathname));
  await submit(form);
  expect((await answered).status()).toBe(400);

  form = orderForm(page);
  const summary = page.locator("[data-order-errors]");
  await expect(summary.getByRole("heading")).toHaveText("Controlla il dato indicato qui sotto.");
  const ipa = form.getByLabel(field("Codice univoco ufficio (IPA)"));
  const message = "Il codice univoco ufficio è di 6 caratteri, lettere o cifre, per esempio UFXY12";
  await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#ipaCode");
  await expect(ipa).toBeVisible();
  await expect(ipa).toHaveAttribute("aria-invalid", "true");
  await expect(ipa).toHaveAccessibleDescription(`6 caratteri: l'indirizzo della FatturaPA ${message}`);
  await expect(ipa).toHaveValue("UF");
  // What was typed is kept, the public body still chosen; the plan follows from the headcount.
  await expect(form.getByRole("radio", { name: "Ente pubblico" })).toBeChecked();
  await expect(form.getByLabel(field("Denominazione dell'ente"))).toHaveValue("Comune di Esempio");
  await expect(form.getByLabel(field("Email"))).toHaveValue(email);
  await expect(page.locator("[data-order-plan]")).toContainText("Piano adatto: Medium Business");
  await expect(page.locator("[data-summary-total]")).not.toHaveText("—");
  expect(await axeAsServed(page, "/ordine/richiesta")).toEqual([]);
  await screenshot(page, "errori");

  await summary.getByRole("link", { name: message }).click();
  await expect(ipa).toBeFocused();
  await ipa.fill("UFXY12");
  await submit(form);
  await expect(page.getByRole("heading", { name: /^Richiesta ricevuta: preventivo n\. / })).toBeVisible();
});
