import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 AA, the level every page must meet. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * What axe finds on the page as it is now, one line per rule with the elements it names; empty
 * when the page is clean. Our pages have no frames, so axe runs in the page alone ("legacy" mode:
 * without it the builder opens a blank page to merge the frames' results) and returns only the
 * violations, not the rules that passed: together about 1 s less per analysis on these machines,
 * ~1.0 s against ~1.9 s on / and the longest article (measured 2026-11-29, decision 0017).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode does not reach into a frame from another origin: a page that gains one needs the default mode.
  if (page.frames().length !== 1) throw new Error(`axe: ${page.url()} has frames; run AxeBuilder without legacy mode`);
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
  );
}
