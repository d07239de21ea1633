// Renders the whitepaper PDF attached to the whitepaper e-mail, from the Markdown prose in
// src/content/whitepaper and the sections built from config.
// Usage: node scripts/build-whitepaper.ts (writes dist/.private/whitepaper.pdf); the site build
// calls buildWhitepaper() after `astro build` (which may clear dist/).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SiteConfig } from "../src/config/load-site-config.ts";
import { buildPlatformClaims } from "../src/config/build-operator-facts.ts";
import { buildSiteConfig } from "../src/config/build-site-config.ts";
import type { PlatformClaims } from "../src/config/service.ts";
import {
  getWhitepaperContent,
  WHITEPAPER_VALUES,
  type ProseSection,
  type WhitepaperContent,
} from "../src/features/whitepaper/whitepaper-content.ts";
import { parseWhitepaperSection } from "../src/features/whitepaper/whitepaper-markdown.ts";
import { renderWhitepaperPdf } from "../src/features/whitepaper/whitepaper-pdf.ts";
import { ROOT, writeAtomically } from "./build-lib.ts";

/** Outside the public files: dist/.private is neither served nor pre-compressed. */
export const WHITEPAPER_FILE = path.join(ROOT, "dist", ".private", "whitepaper.pdf");

/** One Markdown file per section, NN-<id>.md: NN is its number in the PDF. */
export const WHITEPAPER_PROSE_DIR = path.join(ROOT, "src", "content", "whitepaper");

export async function readWhitepaperProse(dir = WHITEPAPER_PROSE_DIR): Promise<ProseSection[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const name = /^(\d{2})-([a-z0-9-]+)\.md$/.exec(file);
      if (!name) throw new Error(`${file}: il nome deve essere NN-<id>.md`);
      const section = parseWhitepaperSection(await readFile(path.join(dir, file), "utf8"), file, WHITEPAPER_VALUES);
      if (section.id !== name[2]) throw new Error(`${file}: l'id del frontmatter è «${section.id}»`);
      return { number: Number(name[1]), section };
    }),
  );
}

/** The whole whitepaper: the Markdown prose, the coded sections, the operator's contact page. */
export async function loadWhitepaperContent(
  config: SiteConfig = buildSiteConfig(),
  platform: PlatformClaims = buildPlatformClaims(),
): Promise<WhitepaperContent> {
  return getWhitepaperContent(config, platform, await readWhitepaperProse());
}

export async function buildWhitepaper(
  outFile: string,
  config: SiteConfig = buildSiteConfig(),
  platform: PlatformClaims = buildPlatformClaims(),
): Promise<void> {
  await writeAtomically(outFile, await renderWhitepaperPdf(await loadWhitepaperContent(config, platform)));
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
