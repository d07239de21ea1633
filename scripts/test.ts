// npm test: every suite. Builds the site with a test configuration, then runs vitest
// (units, integration on SQLite and PostgreSQL) and Playwright (Chromium, axe) against it.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { testDialects } from "../tests/integration/support/test-databases.ts";
import { ROOT } from "./build-lib.ts";
import { build } from "./build.ts";
import { ensureBenchTools, ensurePoppler, findChromium, findNginx } from "./test-env.ts";
import { clearReports, playwrightCounts, vitestCounts } from "./test-report.ts";

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

const chromium = findChromium();
ensurePoppler();
const nginx = findNginx();
ensureBenchTools();
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(ROOT, ".test-reports");
// A runner that dies before writing its report must not leave the previous run's numbers in.
clearReports(resultsDir);
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

// Outside CI an unreachable PostgreSQL drops its copies of the suites: they count as skipped.
const postgresSkipped = !testDialects().includes("postgres");
const totals = [vitestCounts(vitestJson, { postgresSkipped }), playwrightCounts(playwrightJson)].reduce(
  (sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
);
const failedRun = vitestStatus !== 0 || playwrightStatus !== 0;
const failed = failedRun && totals.failed === 0 ? 1 : totals.failed;
if (process.env["CI"] === "true" && totals.skipped > 0) {
  console.error(`In CI nessun test può essere saltato: ${totals.skipped} saltati.`);
}
console.log(`\ntotale: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failed > 0 || (process.env["CI"] === "true" && totals.skipped > 0) ? 1 : 0);
