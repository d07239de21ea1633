// Renders the public PDFs made from the operator's facts: the data-processing agreement and the
// DPIA sheet, served as static files under /documenti/ (issue 20).
// Usage: node scripts/build-documents.ts (writes dist/documenti/); the site build calls
// buildDocuments() after `astro build` (which may clear dist/).
import path from "node:path";
import type { SiteConfig } from "../src/config/load-site-config.ts";
import { loadSiteConfig } from "../src/config/load-site-config.ts";
import { loadOperatorFacts, type OperatorFacts } from "../src/config/operator-facts.ts";
import { DPA_PATH, DPIA_PATH } from "../src/config/documents.ts";
import { renderDpaPdf, renderDpiaPdf } from "../src/features/trust/trust-pdfs.ts";
import { ROOT, writeAtomically } from "./build-lib.ts";

/** Writes both PDFs under distDir, at the paths the pages link to. */
export async function buildDocuments(distDir: string, config: SiteConfig, facts: OperatorFacts): Promise<string[]> {
  const files = [
    [DPA_PATH, await renderDpaPdf(config, facts)],
    [DPIA_PATH, await renderDpiaPdf(config, facts)],
  ] as const;
  const written: string[] = [];
  for (const [urlPath, body] of files) {
    const file = path.join(distDir, ...urlPath.split("/").filter(Boolean));
    await writeAtomically(file, body);
    written.push(file);
  }
  return written;
}

if (import.meta.main) {
  try {
    const written = await buildDocuments(
      path.join(ROOT, "dist"),
      loadSiteConfig(process.env),
      loadOperatorFacts(process.env),
    );
    for (const file of written) console.log(`Documento: ${path.relative(ROOT, file)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
