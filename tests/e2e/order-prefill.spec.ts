import { expect, test } from "./fixtures.ts";
import { field } from "./form-helpers.ts";

/*
 * The checker's answers carried into the order (issue 26, docs/decisions/0007): the verdict card's
 * link leads to /ordine?piano=…&lavoratori=… (or ?ente=pubblico), which the server renders with
 * them filled in; without JavaScript as with it, the visitor finds the plan and the headcount.
 */

const CHECKER = "/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=no&settore=no";

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the checker's order link fills in the plan and the headcount @phone", async ({ page }) => {
      await page.goto(CHECKER);
      await page.locator("[data-verdict]").getByRole("link", { name: "Acquista Medium Business" }).click();
      await expect(page).toHaveURL("/ordine?piano=medium&lavoratori=120");
      const form = page.getByRole("form", { name: "Ordine online" });
      await expect(form.getByLabel(field("Numero medio di lavoratori"))).toHaveValue("120");
      await expect(page.locator("[data-order-plan]")).toContainText("Piano adatto: Medium Business");
      await expect(form.locator('input[name="buyerType"][value="privato"]')).toBeChecked();
    });

    test("a public body's link ticks «Ente pubblico»", async ({ page }) => {
      await page.goto("/normativa/verifica?ente=pubblico");
      await page.locator("[data-verdict]").getByRole("link", { name: "Chiedi il preventivo", exact: true }).click();
      await expect(page).toHaveURL("/ordine?ente=pubblico");
      const form = page.getByRole("form", { name: "Ordine online" });
      await expect(form.locator('input[name="buyerType"][value="pubblico"]')).toBeChecked();
      await expect(form.getByLabel(field("Numero medio di lavoratori"))).toHaveValue("");
      // Before any field, the ACN status: a comune cannot order (DPO read 2 B1), in the first screen.
      const notice = form.locator("[data-order-acn]");
      await expect(notice).toContainText("una pubblica amministrazione non può ordinarlo");
      const box = await notice.boundingBox();
      const first = await form.getByLabel(field("Numero medio di lavoratori")).boundingBox();
      expect(box?.y ?? Infinity).toBeLessThan(first?.y ?? 0);
    });

    test("a private buyer's order page has no ACN notice", async ({ page }) => {
      await page.goto("/ordine?piano=small");
      await expect(page.locator("[data-order-acn]")).toHaveCount(0);
      await page.goto("/ordine");
      await expect(page.locator("[data-order-acn]")).toHaveCount(0);
    });
  });
}
