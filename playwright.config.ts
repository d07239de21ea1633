import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Overridable so that several checkouts on one machine can run the suite at once.
export const E2E_PORT = Number(process.env["E2E_PORT"] ?? 4410);
export const E2E_SMTP_PORT = Number(process.env["E2E_SMTP_PORT"] ?? 2526);
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));

const chromium = {
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
};

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env["CI"] === "true",
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
  webServer: {
    command: "node scripts/serve.ts",
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`,
      MAIL_FROM: "Whistleblowing Facile <noreply@example.com>",
      RATE_LIMIT_MAX: "1000",
      OUTBOX_POLL_S: "1",
      OUTBOX_RETRY_BASE_S: "1",
    },
  },
});
