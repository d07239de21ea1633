import { defineConfig } from "vitest/config";

/**
 * Spawn, kill -9 and SIGTERM files: timing-sensitive, run alone once the rest is done. The
 * benchmarks' short modes are not here: they print their timings and assert none, so they run
 * beside the other integration files (docs/decisions/0017).
 */
const SERIAL = [
  "tests/integration/forms-at-least-once.test.ts",
  "tests/integration/forms-sigterm.test.ts",
  "tests/integration/forms-shutdown-hung.test.ts",
];
const UNIT = ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"];
/** Spawns the build: needs no dist, but is slow for a unit test. */
const BUILD_TEST = "scripts/build.test.ts";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A stray .only would hide the rest of its file: never allowed, in CI or not.
    allowOnly: false,
    // Decides once whether PostgreSQL is part of the run, for every worker; removes leftovers.
    globalSetup: ["tests/vitest-global-setup.ts"],
    // A console.error or console.warn the test did not expect fails it.
    setupFiles: ["tests/support/console-guard.ts"],
    // Every suite has its own database (PostgreSQL database or SQLite directory) and listens on
    // port 0: files run two at a time, except the timing-sensitive ones (project "serial").
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT, exclude: [BUILD_TEST] } },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts", BUILD_TEST], exclude: SERIAL },
      },
      {
        extends: true,
        test: { name: "serial", include: SERIAL, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
