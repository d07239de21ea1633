import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUILD_CONFIG_KEYS } from "../src/config/load-site-config.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const FINGERPRINT_FILE = ".build-fingerprint";

/** Inputs of the static build: its configuration (decisions.md §15) and every source file. */
const SOURCES = [
  "src",
  "public",
  "astro.config.ts",
  "package-lock.json",
  "scripts/build.ts",
  "scripts/build-whitepaper.ts",
  "scripts/build-documents.ts",
  "scripts/build-verify-renderer.ts",
];

/** The server is not part of the static build: changing it needs no rebuild. */
const NOT_BUILD_INPUTS = new Set([path.join(ROOT, "src", "server")]);

function addTree(hash: ReturnType<typeof createHash>, target: string): void {
  if (!existsSync(target) || NOT_BUILD_INPUTS.has(target)) return;
  if (statSync(target).isDirectory()) {
    for (const name of readdirSync(target).sort()) addTree(hash, path.join(target, name));
    return;
  }
  hash.update(path.relative(ROOT, target));
  hash.update(readFileSync(target));
}

export function buildFingerprint(env: Record<string, string | undefined>): string {
  const hash = createHash("sha256");
  for (const key of BUILD_CONFIG_KEYS) hash.update(`${key}=${env[key] ?? ""}\n`);
  for (const source of SOURCES) addTree(hash, path.join(ROOT, source));
  // The operator's facts file may live outside the repository (OPERATOR_FACTS_FILE).
  const facts = env["OPERATOR_FACTS_FILE"];
  if (facts && existsSync(facts)) hash.update(readFileSync(facts));
  return hash.digest("hex");
}

export function currentBuildFingerprint(distDir: string): string | null {
  try {
    return readFileSync(path.join(distDir, FINGERPRINT_FILE), "utf8").trim();
  } catch {
    return null;
  }
}

/** Writes a built file beside its target and renames it, so a running server never reads half a file. */
export async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, body);
  await rename(partial, file);
}
