// Lighthouse (mobile, the default form factor) on every route of the built sitemap (and the
// per-request pages in OFF_SITEMAP) and, in the
// same run and the same browser, on a bare static page (inline CSS, no JavaScript, about 8 KB)
// that this script serves itself: the physical limit each page's LCP is compared with.
// Usage: npm run build && npm exec -- node bench/pages.ts [--short] [path …]
//   --short: the bare page and the home page once each (the test suite runs this).
// Writes bench/results/pages.md on a full run. Slow (about 13 s a Lighthouse run).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, median, provenance, startSiteServer, table, writeResult } from "./lib.ts";

const args = process.argv.slice(2);
const short = args.includes("--short");
const requested = args.filter((arg) => !arg.startsWith("--"));
const sitemap = readFileSync(path.join(ROOT, "dist/sitemap.xml"), "utf8");
/**
 * Pages a visitor lands on that the sitemap does not list: the checker's answer rendered per
 * request (a GET without JavaScript, docs/decisions/0007). Issue 29's demo page goes in the
 * sitemap, so it is measured from there once it exists.
 */
const OFF_SITEMAP = ["/normativa/verifica?ente=privato&controllo=no&lavoratori=120&modello231=si&settore=no"];
const allPaths = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname),
  ...OFF_SITEMAP,
];
const paths = short ? ["/"] : requested.length ? requested : allPaths;
/** Pages measured three times (median): the home page and one article. */
const firstArticle = allPaths.find((pathname) => /^\/blog\/(?!pagina|categoria)[a-z0-9-]+$/.test(pathname));
const RUNS = short ? 1 : 3;
const repeated = new Set(["/", firstArticle ?? ""]);

const paragraph =
  "Il decreto legislativo 10 marzo 2023, n. 24 chiede agli enti pubblici e alle aziende con almeno 50 dipendenti in media un canale di segnalazione interna. ";
const BARE_PAGE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pagina statica di riferimento</title><meta name="description" content="Una pagina statica minima: CSS in linea, nessun JavaScript, il limite fisico del confronto."><style>body{margin:0;font-family:system-ui,sans-serif;color:#1e293b;line-height:1.6}header,main,footer{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:2rem;line-height:1.2;color:#0f172a}a{color:#1d4ed8}</style></head><body><header><a href="/">Whistleblowing</a></header><main><h1>Software whistleblowing per il D.Lgs. 24/2023</h1>${`<p>${paragraph.repeat(3)}</p>`.repeat(12)}</main><footer>Pagina di riferimento</footer></body></html>`;

async function serveBarePage(): Promise<{ url: string; close(): Promise<void> }> {
  const plain = Buffer.from(BARE_PAGE);
  const br = brotliCompressSync(plain);
  const server = createServer((request, response) => {
    const useBr = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(request.url === "/" ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      ...(useBr ? { "content-encoding": "br" } : {}),
    });
    response.end(request.url === "/" ? (useBr ? br : plain) : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
interface Measure {
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const server = await startSiteServer({ LOG_LEVEL: "warn", DATA_DIR: mkdtempSync(path.join(tmpdir(), "lh-")) });
const bare = await serveBarePage();
const chrome = await chromeLauncher.launch({
  chromePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

async function measureOnce(url: string): Promise<Measure> {
  // A run Lighthouse itself reports as broken (runtimeError) is repeated, at most twice.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Nessun risultato per ${url}`);
    if (lhr.runtimeError && attempt < 3) continue;
    if (lhr.runtimeError) console.error(url, lhr.runtimeError.code, lhr.runtimeError.message);
    return {
      scores: categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100)),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      bytes: lhr.audits["total-byte-weight"]?.numericValue ?? 0,
    };
  }
}

/** The run with the median LCP of `runs` runs. */
async function measure(url: string, runs: number): Promise<Measure & { runs: number }> {
  const results: Measure[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureOnce(url));
  const lcp = median(results.map((result) => result.lcpMs));
  const chosen = results.reduce((best, result) =>
    Math.abs(result.lcpMs - lcp) < Math.abs(best.lcpMs - lcp) ? result : best,
  );
  return { ...chosen, lcpMs: lcp, runs };
}

const rows: (string | number)[][] = [];
let bareLcp = NaN;
try {
  const reference = await measure(bare.url, RUNS);
  bareLcp = reference.lcpMs;
  const row = (name: string, result: Measure & { runs: number }) => [
    name,
    ...result.scores,
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    (result.lcpMs / bareLcp).toFixed(2),
    `${Math.round(result.tbtMs)} ms`,
    result.cls.toFixed(3),
    `${(result.bytes / 1024).toFixed(1)} KiB`,
    result.runs,
  ];
  rows.push(row("bare static page", reference));
  console.log("bare static page", reference.scores.join(" "), Math.round(reference.lcpMs), "ms");
  for (const pathname of paths) {
    const result = await measure(`${server.url}${pathname}`, repeated.has(pathname) ? RUNS : 1);
    rows.push(row(pathname, result));
    console.log(pathname, result.scores.join(" "), Math.round(result.lcpMs), "ms", (result.lcpMs / bareLcp).toFixed(2));
  }
} finally {
  chrome.kill();
  await bare.close();
  await server.stop();
}

const command = `npm run build && npm exec -- node bench/pages.ts${args.length ? ` ${args.join(" ")}` : ""}`;
const markdown = [
  "# Pages: Lighthouse mobile beside a bare static page",
  "",
  provenance(command),
  "",
  "Lighthouse 12.8 (mobile, simulated slow 4G), Debian Chromium, every server on loopback. Scores: performance, accessibility, best practices, SEO.",
  `LCP ratio: the page's LCP over the bare page's in the same run. The bare page, the home page and ${firstArticle ?? "one article"} are the median of ${RUNS} runs; the other pages one run each.`,
  "",
  table(["Route", "Perf.", "A11y", "Best pr.", "SEO", "LCP", "LCP ratio", "TBT", "CLS", "Transfer", "Runs"], rows),
  "",
].join("\n");
console.log(`\n${markdown}`);
if (!short && requested.length === 0) console.log(`Scritto ${writeResult("pages.md", markdown)}`);
