// The proof of work of the forms (issue 17, finding 2): what a person waits for and what a script
// pays, at the server's maxnumber (POW_MAX_NUMBER, default DEFAULT_POW_MAX_NUMBER).
//   - A person: altcha-lib's own solver (solveChallenge, one crypto.subtle digest per number, as
//     the islands run it) in Chromium, as it is and with the CPU throttled 4x through the DevTools
//     protocol (Lighthouse's mobile figure: a phone-class CPU). The page is served with a CSP of
//     script-src 'self' only, like ours: the solver needs no eval, no inline script, no worker.
//   - A script: Node's native SHA-256 in a tight loop (much faster than any browser), hashes a
//     second on one core, hence CPU time per submission and per 1,000 submissions.
// Challenges are made by altcha-lib's createChallenge, as GET /api/captcha makes them: the
// secret number is uniform in 1..maxnumber, so a search takes maxnumber / 2 hashes on average.
// Usage: npm exec -- node bench/pow.ts [--short] [--maxnumber N]
//   --short: a few samples (the test suite runs this); a full run writes bench/results/pow.md.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createChallenge, solveChallenge } from "altcha-lib/v1";
import type * as altchaV1 from "altcha-lib/v1";
import { chromium } from "playwright-core";
import { DEFAULT_POW_MAX_NUMBER } from "../src/server/start-config.server.ts";
import { median, provenance, ROOT, table, writeResult } from "./lib.ts";

const { values } = parseArgs({
  options: { short: { type: "boolean", default: false }, maxnumber: { type: "string" } },
});
const short = values.short;
const MAXNUMBER = Number(values.maxnumber ?? DEFAULT_POW_MAX_NUMBER);
const SAMPLES = short ? 3 : 30;
const HMAC_KEY = "bench-key";
type AltchaV1 = typeof altchaV1;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

/** One search: the number found (= hashes computed) and how long it took. */
interface Sample {
  number: number;
  ms: number;
}

interface Timing {
  median: number;
  p95: number;
  max: number;
  /** The full search, measured. */
  worst: number;
  /** The full search at the fastest hash rate of a long search (a quarter of the range or more): the estimate for a CPU not shared with others. */
  worstAtBestRate: number;
}

function summarise(samples: Sample[], worst: Sample): Timing {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  // Only searches of a quarter of the range or more: a short one is mostly fixed overhead and noise.
  const long = [...samples, worst].filter((sample) => sample.number >= MAXNUMBER / 4);
  const bestRate = Math.max(...long.map((sample) => sample.number / sample.ms));
  return {
    median: median(sorted),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    worst: worst.ms,
    worstAtBestRate: MAXNUMBER / bestRate,
  };
}

/** altcha-lib's solver in this Node (crypto.subtle): random challenges, then the full search. */
async function nodeLibrary(): Promise<Timing> {
  const solve = async (number?: number): Promise<Sample> => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: MAXNUMBER, ...(number ? { number } : {}) });
    const started = performance.now();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, MAXNUMBER).promise;
    if (!solution) throw new Error("nessuna soluzione");
    return { number: solution.number, ms: performance.now() - started };
  };
  const samples: Sample[] = [];
  for (let index = 0; index < SAMPLES; index += 1) samples.push(await solve());
  return summarise(samples, await solve(MAXNUMBER));
}

/** A script's search: Node's native hash, synchronous, one core. Hashes a second. */
function scriptHashRate(): number {
  const salt = "0123456789abcdef01234567?expires=1790000000&";
  const count = short ? 200_000 : 2_000_000;
  const started = performance.now();
  for (let number = 0; number < count; number += 1)
    createHash("sha256")
      .update(salt + number)
      .digest("hex");
  return count / ((performance.now() - started) / 1000);
}

/** altcha-lib's solver in Chromium, CPU throttled by `rate`, under a CSP of script-src 'self'. */
async function chromiumLibrary(): Promise<Map<number, Timing>> {
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results = new Map<number, Timing>();
  const violations: string[] = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    // The library's files as the island bundles them, from a secure origin (crypto.subtle needs one).
    const dist = path.join(ROOT, "node_modules/altcha-lib/dist/esm/v1");
    await page.route("http://localhost:9/**", (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === "") {
        return route.fulfill({
          contentType: "text/html",
          headers: { "content-security-policy": "default-src 'self'; script-src 'self'; worker-src 'none'" },
          body: "<!doctype html><html lang=it><title>pow</title></html>",
        });
      }
      return route.fulfill({
        contentType: "text/javascript",
        body: readFileSync(path.join(dist, path.basename(name))),
      });
    });
    await page.goto("http://localhost:9/");
    const cdp = await context.newCDPSession(page);
    for (const rate of [1, 4]) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const timing = await page.evaluate(
        async ({ maxnumber, samples, key }) => {
          // @ts-expect-error: a URL of the page above, resolved by the browser
          const lib = (await import("/index.js")) as AltchaV1;
          const solve = async (number?: number) => {
            const challenge = await lib.createChallenge({ hmacKey: key, maxnumber, ...(number ? { number } : {}) });
            const started = performance.now();
            const solution = await lib.solveChallenge(
              challenge.challenge,
              challenge.salt,
              challenge.algorithm,
              maxnumber,
            ).promise;
            if (!solution) throw new Error("nessuna soluzione");
            return { number: solution.number, ms: performance.now() - started };
          };
          const times: { number: number; ms: number }[] = [];
          for (let index = 0; index < samples; index += 1) times.push(await solve());
          return { times, worst: await solve(maxnumber) };
        },
        { maxnumber: MAXNUMBER, samples: SAMPLES, key: HMAC_KEY },
      );
      results.set(rate, summarise(timing.times, timing.worst));
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  } finally {
    await browser.close();
  }
  if (violations.length > 0) throw new Error(`errori nella pagina (CSP?):\n${violations.join("\n")}`);
  return results;
}

const node = await nodeLibrary();
const browser = await chromiumLibrary();
const rate = scriptHashRate();
const perSubmissionMs = (MAXNUMBER / 2 / rate) * 1000;
const phone = must(browser.get(4));
const personRows = [
  ["Chromium, altcha-lib's solver", ...Object.values(must(browser.get(1))).map(ms)],
  ["Chromium, CPU throttled 4x (phone-class)", ...Object.values(must(browser.get(4))).map(ms)],
  ["Node, altcha-lib's solver (crypto.subtle)", ...Object.values(node).map(ms)],
];

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("misura mancante");
  return value;
}

const markdown = [
  `# Proof of work: a person's wait and a script's cost (maxnumber ${MAXNUMBER.toLocaleString("en")})`,
  "",
  provenance(`npm exec -- node bench/pow.ts${values.maxnumber ? ` --maxnumber ${MAXNUMBER}` : ""}`),
  "",
  `altcha-lib (v1 API) challenges as GET /api/captcha makes them: SHA-256, secret number uniform in 1..${MAXNUMBER}, so a search takes ${(MAXNUMBER / 2).toLocaleString("en")} hashes on average and ${MAXNUMBER.toLocaleString("en")} at worst. ${SAMPLES} random challenges per line, then one at the worst case. The islands start the search as soon as the question arrives, so a visitor who takes more than this to fill in the form waits nothing at submit.`,
  "",
  "## A person",
  "",
  table(
    ["Solver", "median", "p95", "slowest sample", "full search", "full search at the fastest rate seen"],
    personRows,
  ),
  "",
  "The machine is shared: a sample's time includes waiting for a core. The last column is the full search at the fastest hash rate reached by a search of a quarter of the range or more on that line: the closest figure to a CPU of one's own. The other columns are what was measured, waits included.",
  "",
  "The Chromium page had the CSP `default-src 'self'; script-src 'self'; worker-src 'none'` and logged no error: the solver needs no eval, no inline script and no worker.",
  "",
  "## A script",
  "",
  table(
    ["Searcher", "hashes per CPU second", "CPU per submission (average)", "CPU per 1,000 submissions"],
    [
      [
        "Node, native SHA-256 in a loop",
        Math.round(rate).toLocaleString("en"),
        `${perSubmissionMs.toFixed(1)} ms`,
        `${((perSubmissionMs * 1000) / 1000).toFixed(1)} s`,
      ],
      [
        "Node, altcha-lib's solver (wall clock at the fastest rate seen)",
        Math.round((MAXNUMBER / node.worstAtBestRate) * 1000).toLocaleString("en"),
        ms(node.worstAtBestRate / 2),
        `${(node.worstAtBestRate / 2).toFixed(0)} s`,
      ],
    ],
  ),
  "",
  `A phone-class CPU (Chromium throttled 4x) searches the whole range in ${ms(phone.worstAtBestRate)} at the fastest rate seen (measured here, with other load: median ${ms(phone.median)}, full search ${ms(phone.worst)}): ${phone.worstAtBestRate < 1000 ? "under a second even at worst" : "over a second at worst, so maxnumber is too high"}. A script pays about ${perSubmissionMs.toFixed(1)} ms of one core for each submission, on top of the maths question, the per-client rate limit and the per-recipient cap. The proof of work does not stop a sender with many cores; it makes every message cost something, and POW_MAX_NUMBER raises the wait and the cost in proportion if abuse appears.`,
].join("\n");

console.log(markdown);
if (!short) console.log(`Scritto ${writeResult("pow.md", markdown)}`);
