// npm test: every suite. Builds the site with a test configuration, then runs vitest
// (units, integration on SQLite and PostgreSQL) and Playwright (Chromium, axe) against it.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./build-lib.ts";
import { build } from "./build.ts";
import { ensureBenchTools, ensurePoppler, findChromium, findNginx } from "./test-env.ts";

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

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

function playwrightCounts(file: string): Counts {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

const chromium = findChromium();
ensurePoppler();
const nginx = findNginx();
ensureBenchTools();
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(ROOT, ".test-reports");
mkdirSync(resultsDir, { recursive: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  NGINX_PATH: nginx,
  PROMO_END: testPromotionEnd(),
  ASTRO_TELEMETRY_DISABLED: "1",
};
console.log(`Build di test (PROMO_END=${env["PROMO_END"]}, Chromium: ${chromium})`);
await build(env);

const vitestJson = path.join(resultsDir, "vitest.json");
const vitestStatus = run(
  process.execPath,
  [
    path.join(ROOT, "node_modules/vitest/vitest.mjs"),
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ],
  env,
);
const playwrightJson = path.join(resultsDir, "playwright.json");
const playwrightStatus = run(
  process.execPath,
  [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", "--reporter=list,json"],
  { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
);

const totals = [vitestCounts(vitestJson), playwrightCounts(playwrightJson)].reduce((sum, counts) => ({
  passed: sum.passed + counts.passed,
  failed: sum.failed + counts.failed,
  skipped: sum.skipped + counts.skipped,
}));
const failedRun = vitestStatus !== 0 || playwrightStatus !== 0;
const failed = failedRun && totals.failed === 0 ? 1 : totals.failed;
if (process.env["CI"] === "true" && totals.skipped > 0) {
  console.error(`In CI nessun test può essere saltato: ${totals.skipped} saltati.`);
}
console.log(`\ntotale: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failed > 0 || (process.env["CI"] === "true" && totals.skipped > 0) ? 1 : 0);
