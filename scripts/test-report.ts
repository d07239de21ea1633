// The counts npm test adds up from the runners' JSON reports.
import { mkdirSync, readFileSync, rmSync } from "node:fs";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A missing or unreadable report is a failure: its runner crashed before writing it. */
const CRASHED: Counts = { passed: 0, failed: 1, skipped: 0 };

/** Empties the reports folder, so that only this run's reports are read. */
export function clearReports(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { assertionResults: { ancestorTitles: string[] }[] }[];
}

/**
 * Counts from vitest's JSON report. With postgresSkipped, every test of a suite run per dialect
 * ("… on sqlite") stands for a PostgreSQL copy that was never created: it counts as skipped.
 */
export function vitestCounts(file: string, { postgresSkipped = false } = {}): Counts {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  } catch {
    return CRASHED;
  }
  const missingCopies = postgresSkipped
    ? report.testResults
        .flatMap((result) => result.assertionResults)
        .filter((test) => test.ancestorTitles.some((title) => /\bon sqlite$/.test(title))).length
    : 0;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests + missingCopies,
  };
}

export function playwrightCounts(file: string): Counts {
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
    return CRASHED;
  }
}

/**
 * The counts of the closing line. A runner that exited non-zero counts as at least one failure;
 * in CI a skipped test is a failure too (nothing may be skipped there), and the line says so
 * rather than '0 failed' beside a red exit code.
 */
export function closingCounts(totals: Counts, { runnerFailed, ci }: { runnerFailed: boolean; ci: boolean }): Counts {
  const failed = totals.failed + (ci ? totals.skipped : 0);
  return { ...totals, failed: runnerFailed && failed === 0 ? 1 : failed };
}
