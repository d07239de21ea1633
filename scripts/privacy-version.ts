// npm run privacy-version [-- --date YYYY-MM-DD]: after the privacy policy's text changed (a new
// form's section, a reworded paragraph), moves PRIVACY_POLICY_VERSION and PRIVACY_POLICY_UPDATED
// (src/config/privacy-policy-version.ts) to the date (today in Rome by default) and records the
// hash of the notice's text for it in src/config/privacy-policy-history.json, which
// src/app/form-manifests.test.tsx checks. Nothing changes when the text is the one recorded.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatIsoDay, romeIsoDay } from "../src/lib/italian-date.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const VERSION_FILE = path.join(ROOT, "src/config/privacy-policy-version.ts");
const HISTORY_FILE = path.join(ROOT, "src/config/privacy-policy-history.json");

interface Entry {
  version: string;
  sha256: string;
}

/** The hash of the rendered notice, as the test computes it (the page needs Vite to render). */
function noticeHash(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "policy-hash-"));
  const out = path.join(dir, "hash");
  try {
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules/vitest/vitest.mjs"),
        "run",
        "src/app/form-manifests.test.tsx",
        "-t",
        "its history",
      ],
      { cwd: ROOT, env: { ...process.env, POLICY_HASH_FILE: out }, encoding: "utf8" },
    );
    try {
      return readFileSync(out, "utf8").trim();
    } catch {
      throw new Error(`Impronta dell'informativa non calcolata:\n${run.stdout}\n${run.stderr}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { date: { type: "string" } } });
  const today = romeIsoDay(Date.now());
  const date = values.date ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    console.error(`Data non valida: «${date}» (AAAA-MM-GG).`);
    process.exit(2);
  }
  const history = JSON.parse(readFileSync(HISTORY_FILE, "utf8")) as Entry[];
  const hash = noticeHash();
  const last = history.at(-1);
  if (last?.sha256 === hash) {
    console.log(`Informativa invariata: resta la versione ${last.version}.`);
    process.exit(0);
  }
  if (last && last.version > date) {
    console.error(`La versione ${last.version} è successiva a ${date}.`);
    process.exit(1);
  }
  // The notice prints its date («Ultimo aggiornamento»): move the date first, then hash the
  // text as it will be read, or a change made after midnight in Rome would record the old day's.
  const source = readFileSync(VERSION_FILE, "utf8")
    .replace(/PRIVACY_POLICY_VERSION = "[^"]*"/, `PRIVACY_POLICY_VERSION = "${date}"`)
    .replace(/PRIVACY_POLICY_UPDATED = "[^"]*"/, `PRIVACY_POLICY_UPDATED = "${formatIsoDay(date)}"`);
  writeFileSync(VERSION_FILE, source);
  const dated = last?.version === date ? hash : noticeHash();
  // A version not yet released today is replaced, not repeated.
  const kept = last?.version === date ? history.slice(0, -1) : history;
  writeFileSync(HISTORY_FILE, `${JSON.stringify([...kept, { version: date, sha256: dated }], null, 2)}\n`);
  console.log(`Informativa cambiata: versione ${date} («${formatIsoDay(date)}»), impronta ${dated.slice(0, 12)}….`);
}
