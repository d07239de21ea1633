import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearReports, closingCounts, playwrightCounts, vitestCounts } from "./test-report.ts";

describe("npm test's totals", () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), "test-reports-"));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const vitestReport = (titles: string[][]) =>
    JSON.stringify({
      numPassedTests: titles.length,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [{ assertionResults: titles.map((ancestorTitles) => ({ ancestorTitles })) }],
    });

  it("never reads a previous run's report: a runner that writes none counts as failed", () => {
    const file = path.join(directory, "vitest.json");
    writeFileSync(file, vitestReport([["units"], ["units"]]));
    writeFileSync(path.join(directory, "playwright.json"), JSON.stringify({ stats: { expected: 9 } }));
    clearReports(directory);
    expect(existsSync(directory)).toBe(true);
    expect(vitestCounts(file)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(playwrightCounts(path.join(directory, "playwright.json"))).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it("counts the PostgreSQL copies that were not created as skipped", () => {
    const file = path.join(directory, "vitest.json");
    writeFileSync(
      file,
      vitestReport([["form API on sqlite", "POST /api/contact"], ["outbox on sqlite"], ["ErrorBoundary"]]),
    );
    expect(vitestCounts(file, { postgresSkipped: true })).toEqual({ passed: 3, failed: 0, skipped: 2 });
    expect(vitestCounts(file)).toEqual({ passed: 3, failed: 0, skipped: 0 });
  });

  it("counts skipped tests as failed in CI, and a failed runner as one failure at least", () => {
    const totals = { passed: 10, failed: 0, skipped: 3 };
    expect(closingCounts(totals, { runnerFailed: true, ci: true })).toEqual({ passed: 10, failed: 3, skipped: 3 });
    expect(closingCounts(totals, { runnerFailed: false, ci: false })).toEqual(totals);
    expect(closingCounts({ ...totals, skipped: 0 }, { runnerFailed: true, ci: false })).toEqual({
      passed: 10,
      failed: 1,
      skipped: 0,
    });
  });
});
