import { expect, test } from "./fixtures.ts";
import { field } from "./form-helpers.ts";

// Issue 30 (docs/decisions/0027): what a visitor touches answers before React has run.
// bench/interactions.ts measures the times; these tests check what is on screen.

test("the whitepaper dialog opens, takes typing and closes before any island script has arrived @phone", async ({
  page,
}) => {
  // Island modules (React, the form) are held back for the whole test: only the page's own
  // inline scripts run.
  await page.route(/\/_astro\/.*\.js$/, () => undefined);
  await page.goto("/");
  const trigger = page.getByRole("link", { name: "Scarica il Whitepaper" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Scarica il Whitepaper" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/");
  await dialog.getByLabel(field("Nome")).fill("Mario");
  await expect(dialog.getByLabel(field("Nome"))).toHaveValue("Mario");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(dialog).toBeHidden();
});
