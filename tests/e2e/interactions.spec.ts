import { expect, test } from "./fixtures.ts";
import { field } from "./form-helpers.ts";

// Issue 30 (docs/decisions/0027): what a visitor touches answers before React has run.
// bench/interactions.ts measures the times; these tests check what is on screen.

test("the whitepaper dialog opens, takes typing and closes before any island script has arrived @phone", async ({
  page,
}) => {
  // Island modules (React, the form) are held back for the whole test: only the layout's own
  // scripts run.
  await page.route(/\/_astro\/(?!layout-later-).*\.js$/, () => undefined);
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

test("a form hydrates at the first pause in the typing, and keeps every key typed before", async ({ page }) => {
  // The page's timers run only when the test says so: the typing has no pause until runFor().
  await page.clock.install();
  await page.goto("/contatti");
  await page.clock.pauseAt(Date.now() + 2000);
  const island = page.locator("astro-island").filter({ has: page.getByLabel(field("Nome")) });
  await page.getByLabel(field("Nome")).click();
  await page.keyboard.type("Mario Rossi");
  // Time enough to fetch and run the island (it did so on the first focus before issue 30).
  await page.waitForTimeout(1500);
  await expect(island, "not hydrated while the visitor types").toHaveAttribute("ssr", "");
  await expect(page.getByLabel(field("Nome"))).toHaveValue("Mario Rossi");
  await page.clock.runFor(400);
  await expect(island).not.toHaveAttribute("ssr");
  await expect(page.getByLabel(field("Nome"))).toHaveValue("Mario Rossi");
  // Hydrated: the server's question is there.
  await expect(page.getByText(/^Verifica: Quanto fa \d \+ \d\?/)).toBeVisible();
});

test("a tap on a box hydrates the form at once: the submit button follows the privacy box @phone", async ({ page }) => {
  await page.goto("/contatti");
  const submit = page.getByRole("button", { name: "Invia messaggio" });
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await expect(submit).toBeEnabled();
});
