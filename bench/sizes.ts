// Bytes each built page costs a visitor, gzip level 9: HTML, CSS, JavaScript loaded at once,
// JavaScript loaded on interaction (islands), images. Writes bench/results/sizes.md.
// Usage: npm run build && npm exec -- node bench/sizes.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DIST, assetFile, gzipSize, pageAssets } from "../scripts/page-assets.ts";

const sitemap = readFileSync(path.join(DIST, "sitemap.xml"), "utf8");
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(assetFile(file)), 0);

const rows = paths.map((pathname) => {
  const html = readFileSync(path.join(DIST, pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`));
  const assets = pageAssets(html.toString("utf8"));
  const eagerImages = [...html.toString("utf8").matchAll(/<img src="(\/_astro\/[^"]+)"[^>]*loading="eager"/g)].map(
    (m) => m[1] ?? "",
  );
  return `| ${pathname} | ${kib(gzipSync(html, { level: 9 }).length)} | ${kib(sum(assets.css))} | ${kib(sum(assets.initialJs))} | ${kib(sum(assets.deferredJs))} | ${kib(eagerImages.reduce((t, f) => t + readFileSync(assetFile(f)).length, 0))} |`;
});

writeFileSync(
  path.resolve(import.meta.dirname, "results/sizes.md"),
  [
    "# Page weight (KiB, gzip level 9)",
    "",
    `Command: \`npm run build && npm exec -- node bench/sizes.ts\` (${new Date().toISOString().slice(0, 10)}).`,
    "Initial JS runs when the page opens; deferred JS is the React island, loaded on first use. The eager image is the article cover (WebP fallback size; AVIF is smaller).",
    "Budgets checked by tests/integration/budgets.test.ts: initial JS at most 5 KiB with no React runtime, CSS under 20 KiB.",
    "",
    "| Route | HTML | CSS | Initial JS | Deferred JS | Eager image |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n"),
);
console.log(`${rows.length} pagine misurate: bench/results/sizes.md`);
