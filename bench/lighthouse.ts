// Lighthouse (mobile, the default form factor) on every route of the built sitemap, against the
// real server. Writes bench/results/lighthouse.md. Slow (about 15 s a page): a benchmark, not a test.
// Usage: npm run build && npm exec -- node bench/lighthouse.ts [path …]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

// BENCH_PORT: several checkouts on one machine may run it at once.
const PORT = Number(process.env["BENCH_PORT"] ?? 4490);
const root = path.resolve(import.meta.dirname, "..");
const requested = process.argv.slice(2);
const sitemap = readFileSync(path.join(root, "dist/sitemap.xml"), "utf8");
const paths = requested.length
  ? requested
  : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);

const server = spawn(process.execPath, [path.join(root, "scripts/serve.ts")], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "lh-")),
  },
  stdio: "inherit",
});
for (let attempt = 0; attempt < 50; attempt += 1) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const rows: string[] = [];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
try {
  for (const pathname of paths) {
    // A run that Lighthouse itself reports as broken (runtimeError) is repeated, at most twice;
    // the table says how many runs a page took.
    let lhr;
    let runs = 0;
    do {
      runs += 1;
      const result = await lighthouse(`http://127.0.0.1:${PORT}${pathname}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      lhr = result?.lhr;
    } while (lhr?.runtimeError && runs < 3);
    if (!lhr) throw new Error(`Nessun risultato per ${pathname}`);
    if (lhr.runtimeError) console.error(pathname, lhr.runtimeError.code, lhr.runtimeError.message);
    const scores = categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100));
    const lcp = lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
    const tbt = lhr.audits["total-blocking-time"]?.displayValue ?? "";
    const cls = lhr.audits["cumulative-layout-shift"]?.displayValue ?? "";
    const bytes = lhr.audits["total-byte-weight"]?.numericValue ?? 0;
    rows.push(
      `| ${pathname} | ${scores.join(" | ")} | ${lcp} | ${tbt} | ${cls} | ${(bytes / 1024).toFixed(1)} KiB | ${runs} |`,
    );
    console.log(pathname, scores.join(" "), lcp, tbt, cls);
  }
} finally {
  chrome.kill();
  server.kill();
}

const table = [
  "# Lighthouse, mobile",
  "",
  `Command: \`npm run build && npm exec -- node bench/lighthouse.ts\` (${new Date().toISOString().slice(0, 10)}, Lighthouse 12.8, Debian Chromium, 2-core machine, server on loopback).`,
  "Scores: performance, accessibility, best practices, SEO. Loopback has no network latency; Lighthouse still applies its simulated slow-4G throttling to the metrics.",
  "",
  "| Route | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | Transfer | Runs |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows,
  "",
].join("\n");
if (requested.length === 0) writeFileSync(path.join(root, "bench/results/lighthouse.md"), table);
else console.log(table);
