import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// `npm test` sets CHROMIUM_PATH (scripts/test-env.ts); run by hand, Debian's headless shell
// when it is installed (docs/decisions/0044), else the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env["CHROMIUM_PATH"] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
};

/*
 * Projects: every test runs on desktop; on phone (a Pixel 7 emulation: 390 px, touch, mobile user
 * agent) only the tests tagged @phone, where the viewport matters: the per-route sweep, the mobile
 * menu, the forms and cards at phone width. A test tagged @phone-only runs on phone alone (it is
 * about the phone layout, desktop would repeat it at a width it sets itself).
 */
export default defineConfig({
  testDir: "tests/e2e",
  // The web server and the SMTP server, once for the run, on ports the system picks: tests/e2e/global-setup.ts.
  globalSetup: "./tests/e2e/global-setup.ts",
  // Four workers on two cores: a third of each test is waiting (the cookie banner's second, the
  // network going idle), and other workers' pages fill it (docs/decisions/0017).
  workers: 4,
  fullyParallel: false,
  // A stray test.only would run one test and report the rest as nothing at all: never allowed.
  forbidOnly: true,
  retries: 0,
  // 60 s, not 30: a limit on the machine, not an assertion on speed. On 2026-11-28 the full
  // browser (Chromium 156.0.8078.108) ran the e2e part twice as long as before and axe passed 30 s
  // in kit and checker flows with no failed check; the headless shell (decision 0044) halved it.
  timeout: 60_000,
  use: {
    // Set by the global setup before the workers start (each worker reads this file again).
    baseURL: process.env["E2E_BASE_URL"],
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "phone",
      grep: /@phone/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
});
