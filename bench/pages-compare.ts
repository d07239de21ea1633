// Lighthouse mobile on the same routes from two builds served side by side, runs alternating, in
// one Chromium: what a change did to the pages, on a machine whose speed would otherwise hide it
// (every millisecond of main-thread work counts four times in Lighthouse's simulation).
// Usage: npm run build && npm exec -- node bench/pages-compare.ts --base DIST [--rounds N] path…
//   --base: the other build's dist/ (e.g. a git worktree of the earlier commit, built there).
// Writes bench/results/pages-compare.md.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, median, provenance, startSiteServer, table, writeResult } from "./lib.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
// The base build's folder is this machine's: the committed result names it neutrally.
const command = `npm run build && npm exec -- node bench/pages-compare.ts ${args
  .map((arg, index) => (args[index - 1] === "--base" ? "<previous checkout>/dist" : arg))
  .join(" ")}`;
const base = option("--base");
const rounds = Number(option("--rounds") ?? 3);
const paths = args.filter((arg) => !arg.startsWith("--"));
if (!base || paths.length === 0) {
  console.error("Uso: node bench/pages-compare.ts --base DIST [--rounds N] percorso…");
  process.exit(2);
}

const serve = (dist: string) =>
  startSiteServer({ LOG_LEVEL: "warn", DIST_DIR: dist, DATA_DIR: mkdtempSync(path.join(tmpdir(), "lh-")) });
const builds = { base: await serve(path.resolve(base)), current: await serve(path.join(ROOT, "dist")) };
const chrome = await chromeLauncher.launch({
  chromePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

const lcp: Record<string, number[]> = {};
const bytes: Record<string, number> = {};
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const pathname of paths) {
      for (const [name, server] of Object.entries(builds)) {
        const result = await lighthouse(`${server.url}${pathname}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Nessun risultato per ${pathname}`);
        const key = `${pathname} ${name}`;
        const value = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
        (lcp[key] ??= []).push(value);
        const document = (
          lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
        )?.items?.find((item) => item.resourceType === "Document");
        bytes[key] = document?.transferSize ?? 0;
        console.log(key, Math.round(value), "ms");
      }
    }
  }
} finally {
  chrome.kill();
  await builds.base.stop();
  await builds.current.stop();
}

const rows = paths.map((pathname) => {
  const [before, after] = [median(lcp[`${pathname} base`] ?? []), median(lcp[`${pathname} current`] ?? [])];
  return [
    pathname,
    `${Math.round(before)} ms`,
    `${Math.round(after)} ms`,
    (after / before).toFixed(2),
    bytes[`${pathname} base`] ?? 0,
    bytes[`${pathname} current`] ?? 0,
  ];
});
const markdown = [
  "# Pages: two builds side by side",
  "",
  provenance(command),
  "",
  `Lighthouse 12.8 (mobile, simulated slow 4G), Debian Chromium, both builds served on loopback by our server, runs alternating between them; LCP is the median of ${rounds} runs. Document: the HTML response's bytes on the wire, headers included (the first round trip carries 14,600).`,
  "",
  table(["Route", "LCP before", "LCP after", "Ratio", "Document before (B)", "Document after (B)"], rows),
  "",
].join("\n");
console.log(`\n${markdown}`);
console.log(`Scritto ${writeResult("pages-compare.md", markdown)}`);
