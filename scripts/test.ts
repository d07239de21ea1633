// npm test: every suite. Builds the site with a test configuration, then runs vitest
// (units, integration on SQLite and PostgreSQL) and Playwright (Chromium, axe) against it.
// npm run test:unit / test:integration / test:e2e: one part of it, with the same configuration
// and the same total line (test:integration and test:e2e build only when the build is out of date).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { decideDialects } from "./test-dialects.ts";
import { buildFingerprint, currentBuildFingerprint, ROOT } from "./build-lib.ts";
import { build } from "./build.ts";
import { ensureBenchTools, ensurePoppler, findChromium, findNginx, withoutProjectSettings } from "./test-env.ts";
import { type Counts, clearReports, closingCounts, playwrightCounts, vitestCounts } from "./test-report.ts";

const PARTS = ["all", "unit", "integration", "e2e"] as const;
type Part = (typeof PARTS)[number];

/** The promotion is on in the test build (its last day a year ahead), so both states can be tested. */
function testPromotionEnd(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: "inherit" });
  return result.status ?? 1;
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const part = (process.argv[2] ?? "all") as Part;
if (!PARTS.includes(part)) {
  console.error(`Parte sconosciuta «${part}»: una di ${PARTS.join(", ")}.`);
  process.exit(2);
}
const started = Date.now();
const timings: string[] = [];
const chromium = part === "all" || part === "e2e" ? findChromium() : (process.env["CHROMIUM_PATH"] ?? "");
if (part !== "e2e") ensurePoppler();
const nginx = part === "all" || part === "integration" ? findNginx() : (process.env["NGINX_PATH"] ?? "");
if (part === "all" || part === "integration") ensureBenchTools();
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(ROOT, ".test-reports");
// A runner that dies before writing its report must not leave the previous run's numbers in.
clearReports(resultsDir);
const env: NodeJS.ProcessEnv = {
  ...withoutProjectSettings(process.env),
  ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  ...(nginx ? { NGINX_PATH: nginx } : {}),
  PROMO_END: testPromotionEnd(),
  ASTRO_TELEMETRY_DISABLED: "1",
};
// Whether PostgreSQL is part of this run: decided here, once, and handed to every vitest worker.
const dialects = part === "unit" || part === "e2e" ? ["sqlite"] : await decideDialects(env);
env["TEST_DIALECTS"] = dialects.join(",");

if (part !== "unit") {
  const upToDate = currentBuildFingerprint(path.join(ROOT, "dist")) === buildFingerprint(env);
  if (part === "all" || !upToDate) {
    console.log(`Build di test (PROMO_END=${env["PROMO_END"]}, Chromium: ${chromium})`);
    const buildStart = Date.now();
    await build(env);
    timings.push(`build ${minutes(Date.now() - buildStart)}`);
  }
}

const counts: Counts[] = [];
let failedRun = false;
if (part !== "e2e") {
  const vitestJson = path.join(resultsDir, "vitest.json");
  const projects = { all: [], unit: ["unit"], integration: ["integration", "serial"], e2e: [] }[part];
  const vitestStart = Date.now();
  const status = run(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vitest/vitest.mjs"),
      "run",
      ...projects.map((project) => `--project=${project}`),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestJson}`,
    ],
    env,
  );
  timings.push(`vitest ${minutes(Date.now() - vitestStart)}`);
  failedRun ||= status !== 0;
  // Outside CI an unreachable PostgreSQL drops its copies of the suites: they count as skipped.
  counts.push(vitestCounts(vitestJson, { postgresSkipped: part !== "unit" && !dialects.includes("postgres") }));
}
if (part === "all" || part === "e2e") {
  const playwrightJson = path.join(resultsDir, "playwright.json");
  const playwrightStart = Date.now();
  const status = run(
    process.execPath,
    [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", "--reporter=list,json"],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  );
  timings.push(`playwright ${minutes(Date.now() - playwrightStart)}`);
  failedRun ||= status !== 0;
  counts.push(playwrightCounts(playwrightJson));
}

const totals = counts.reduce((sum, count) => ({
  passed: sum.passed + count.passed,
  failed: sum.failed + count.failed,
  skipped: sum.skipped + count.skipped,
}));
const ci = process.env["CI"] === "true";
const { failed } = closingCounts(totals, { runnerFailed: failedRun, ci });
if (ci && totals.skipped > 0) {
  console.error(`In CI nessun test può essere saltato: ${totals.skipped} saltati, contati tra i falliti.`);
}
console.log(`\ntotale: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
console.log(`durata: ${minutes(Date.now() - started)} (${timings.join(", ")})`);
process.exit(failed > 0 ? 1 : 0);
