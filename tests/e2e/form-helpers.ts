import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Reads the server's question and types its answer (or a wrong one); returns the question. */
export async function answerCaptcha(scope: ReturnType<Page["locator"]>, wrong = false): Promise<string> {
  const label = scope.getByText(/^Verifica: Quanto fa \d \+ \d\?/);
  await expect(label).toBeVisible();
  const [, a = "0", b = "0"] = /(\d) \+ (\d)/.exec((await label.textContent()) ?? "") ?? [];
  const sum = Number(a) + Number(b);
  await scope.getByLabel(/^Verifica: Quanto fa/).fill(String(wrong ? sum + 1 : sum));
  return `${a}+${b}`;
}

/** A field by its label, with or without the required-field asterisk. */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);
}
