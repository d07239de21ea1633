// Finds (or, on Debian/Ubuntu as root, installs) what the test suites need: a Chromium, poppler
// and nginx (the front-end test).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

// Debian's headless shell first: the same Chromium without the full browser's UI, profile and
// background services, it runs the e2e suite in half the CPU time (docs/decisions/0044).
const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function isDebianRoot(): boolean {
  if (process.getuid?.() !== 0 || !existsSync("/etc/os-release")) return false;
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync("/etc/os-release", "utf8"));
}

let aptUpdated = false;
function aptInstall(packages: string[]): void {
  if (!aptUpdated) {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    aptUpdated = true;
  }
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

export function findChromium(): string {
  const configured = process.env["CHROMIUM_PATH"];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} non esiste.`);
    return configured;
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (isDebianRoot()) {
    console.log("Chromium non trovato: installo il pacchetto Debian chromium-headless-shell…");
    aptInstall(["chromium-headless-shell"]);
    if (existsSync("/usr/bin/chromium-headless-shell")) return "/usr/bin/chromium-headless-shell";
  }
  throw new Error(
    "Nessun Chromium o Chrome trovato. Installa Chromium (su Debian/Ubuntu: apt-get install chromium) " +
      "oppure indica il percorso con CHROMIUM_PATH.",
  );
}

export function ensurePoppler(): void {
  if (spawnSync("pdftotext", ["-v"]).error === undefined) return;
  if (isDebianRoot()) {
    console.log("pdftotext non trovato: installo poppler-utils…");
    aptInstall(["poppler-utils"]);
    return;
  }
  throw new Error("pdftotext/pdfinfo non trovati: installa poppler-utils.");
}

/** Debian's module that serves the pre-compressed .br files (nginx-light has gzip_static only). */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * nginx with the brotli_static module for the front-end test (tests/integration/nginx-front.test.ts):
 * NGINX_PATH, or Debian's nginx-light and libnginx-mod-http-brotli-static, installed when missing.
 */
export function findNginx(): string {
  const configured = process.env["NGINX_PATH"];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`NGINX_PATH=${configured} non esiste.`);
    return configured;
  }
  const nginx = "/usr/sbin/nginx";
  if ((!existsSync(nginx) || !existsSync(BROTLI_STATIC_MODULE)) && isDebianRoot()) {
    console.log(
      "nginx o il suo modulo brotli_static non trovati: installo nginx-light e libnginx-mod-http-brotli-static…",
    );
    aptInstall(["nginx-light", "libnginx-mod-http-brotli-static"]);
  }
  if (existsSync(nginx) && existsSync(BROTLI_STATIC_MODULE)) return nginx;
  throw new Error(
    "nginx non trovato: installalo (su Debian/Ubuntu: apt-get install nginx-light libnginx-mod-http-brotli-static) " +
      "o indica NGINX_PATH.",
  );
}

/** wrk, for the benchmarks' short mode that the suite runs so they cannot rot (nginx: findNginx). */
export function ensureBenchTools(): void {
  if (spawnSync("sh", ["-c", "command -v wrk"]).status === 0) return;
  if (isDebianRoot()) {
    console.log("wrk non trovato: installo il pacchetto Debian wrk…");
    aptInstall(["wrk"]);
    return;
  }
  throw new Error("wrk non trovato: installalo (su Debian/Ubuntu: apt-get install wrk).");
}

/**
 * The project's own settings (README 'Configuration'), which a developer's shell may carry: the
 * test build and every server the tests start use the test configuration only, so that a public
 * SITE_URL or a real database in the shell cannot change what the tests see.
 */
const PROJECT_SETTING =
  /^(SITE_URL|OPERATOR_\w+|PROMO_END|RETENTION_DAYS|ORDER_RETENTION_DAYS|BACKUP_RETENTION_DAYS|LOG_RETENTION_DAYS|MAILBOX_RETENTION_MONTHS|MARKETING_RETENTION_MONTHS|VAT_RATE|VAT_REGIME|QUOTE_VALIDITY_DAYS|BANK_\w+|HOSTING_\w+|EMAIL_PROVIDER\w*|PROXY_\w+|DPO_EMAIL|TRUST_PROXY|RATE_LIMIT_\w+|POW_MAX_NUMBER|OUTBOX_\w+|DATABASE_URL|TARGET_DATABASE_URL|SMTP_URL|MAIL_FROM|MAIL_TO_FILES|SERVER_SECRET|DATA_DIR|DIST_DIR|WHITEPAPER_PDF|LOG_LEVEL|PORT|HOST)$/;

export function withoutProjectSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !PROJECT_SETTING.test(key)));
}
