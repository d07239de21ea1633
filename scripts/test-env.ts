// Finds (or, on Debian/Ubuntu as root, installs) what the test suites need: a Chromium and poppler.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const CHROMIUM_CANDIDATES = [
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
    console.log("Chromium non trovato: installo il pacchetto Debian chromium…");
    aptInstall(["chromium"]);
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
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

/** wrk and nginx, for the benchmarks' short mode that the suite runs so they cannot rot. */
export function ensureBenchTools(): void {
  const missing = ["wrk", "nginx"].filter(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  if (isDebianRoot()) {
    console.log(`${missing.join(", ")} non trovati: installo wrk e nginx-light…`);
    aptInstall(["wrk", "nginx-light"]);
    return;
  }
  throw new Error(
    `${missing.join(" e ")} non trovati: installa wrk e nginx (su Debian: apt-get install wrk nginx-light).`,
  );
}
