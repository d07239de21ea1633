// Bytes each built page costs a visitor: the HTML as the server sends it (brotli, with its CSS
// and the layout script inline), the JavaScript imported a second after load (the layout's second
// half), the JavaScript loaded on interaction (islands), and images loaded eagerly.
// Writes bench/results/sizes.md. Usage: npm run build && npm exec -- node bench/sizes.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { DIST, PAGE_SHEET, assetFile, inlineScripts, pageAssets } from "../scripts/page-assets.ts";
import { provenance } from "./lib.ts";

const sitemap = readFileSync(path.join(DIST, "sitemap.xml"), "utf8");
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const brotli = (data: string | Buffer) => brotliCompressSync(data).length;
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + brotli(readFileSync(assetFile(file))), 0);

const rows = paths.map((pathname) => {
  const file = path.join(DIST, pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`);
  const html = readFileSync(file, "utf8");
  const assets = pageAssets(html);
  const css = PAGE_SHEET.exec(html)?.[1] ?? "";
  const inlineJs = inlineScripts(html).join("\n");
  const eagerImages = [...html.matchAll(/<img src="(\/_astro\/[^"]+)"[^>]*loading="eager"/g)].map((m) => m[1] ?? "");
  return `| ${pathname} | ${kib(readFileSync(`${file}.br`).length)} | ${kib(brotli(css))} | ${kib(brotli(inlineJs))} | ${kib(sum(assets.initialJs) + sum(assets.laterJs))} | ${kib(sum(assets.deferredJs))} | ${kib(eagerImages.reduce((t, f) => t + readFileSync(assetFile(f)).length, 0))} |`;
});

writeFileSync(
  path.resolve(import.meta.dirname, "results/sizes.md"),
  [
    "# Page weight (KiB, brotli)",
    "",
    provenance("npm run build && npm exec -- node bench/sizes.ts"),
    "",
    "HTML is the file the server sends (brotli quality 11), CSS and the layout script inline in it; the next two columns are their share of it.",
    "After load: JavaScript imported a second after the load event (cookie banner, 'Torna in cima', manifest). Islands: React and the form, loaded on first use.",
    "Budgets checked by tests/integration/budgets.test.ts: the HTML with its headers within the first round trip (14,600 bytes less 128), JavaScript at open and after load at most 5 KiB with no React runtime.",
    "",
    "| Route | HTML | of which CSS | of which JS | After load JS | Island JS | Eager image |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n"),
);
console.log(`${rows.length} pagine misurate: bench/results/sizes.md`);
