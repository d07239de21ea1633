// vitest setup file: a test that writes to console.error or console.warn fails, unless it said
// beforehand that it expects that output (allowConsole). Server code logs through pino, not the
// console: console output in a test is a React warning, a forgotten debug line or an error
// swallowed and printed instead of thrown.
import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

type Level = "error" | "warn";
const seen: { level: Level; text: string }[] = [];
const allowed: RegExp[] = [];

/** For a test that provokes console output on purpose: lines matching `pattern` are expected. */
export function allowConsole(pattern: RegExp): void {
  allowed.push(pattern);
}

/** The console lines the guard fails the current test for, were it to end now. */
export function consoleFindings(): string[] {
  return seen
    .filter(({ text }) => !allowed.some((pattern) => pattern.test(text)))
    .map(({ level, text }) => `console.${level}: ${text}`);
}

/** Forgets what was seen and allowed: for the guard's own tests, once they have checked it. */
export function resetConsoleGuard(): void {
  seen.length = 0;
  allowed.length = 0;
}

const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  resetConsoleGuard();
  for (const level of ["error", "warn"] as const) {
    console[level] = (...args: unknown[]) => {
      seen.push({ level, text: format(...args) });
      original[level](...args);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  const findings = consoleFindings();
  resetConsoleGuard();
  if (findings.length > 0) {
    throw new Error(
      `Output sulla console non previsto dal test (allowConsole per quello voluto):\n${findings.join("\n")}`,
    );
  }
});
