// Renders the whitepaper PDF attached to the whitepaper e-mail.
// Usage: node scripts/build-whitepaper.ts (writes dist/.private/whitepaper.pdf); the site build
// calls buildWhitepaper() after `astro build` (which may clear dist/).
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteConfig } from "../src/config/load-site-config.ts";
import { site } from "../src/config/site.ts";
import { renderWhitepaperPdf } from "../src/features/whitepaper/whitepaper-pdf.ts";
import { ROOT } from "./build-lib.ts";

/** Outside the public files: dist/.private is neither served nor pre-compressed. */
export const WHITEPAPER_FILE = path.join(ROOT, "dist", ".private", "whitepaper.pdf");

export async function buildWhitepaper(outFile: string, config: SiteConfig = site): Promise<void> {
  const pdf = await renderWhitepaperPdf(config);
  await mkdir(path.dirname(outFile), { recursive: true });
  // Written beside the target and renamed, so a running server never reads half a file.
  const partial = `${outFile}.${process.pid}.tmp`;
  await writeFile(partial, pdf);
  await rename(partial, outFile);
}

if (import.meta.main) {
  try {
    const started = performance.now();
    await buildWhitepaper(WHITEPAPER_FILE);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Whitepaper: ${path.relative(ROOT, WHITEPAPER_FILE)} (${seconds} s)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
