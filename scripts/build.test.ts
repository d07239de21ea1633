import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../src/config/fixtures/sample-facts.ts";
import { ROOT } from "./build-lib.ts";
import { checkArticleClaims } from "./build.ts";

describe("npm run build", () => {
  it("stops before building when a public site still has placeholder identity", () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env["PATH"], SITE_URL: "https://www.whistleblowing-esempio.it" };
    const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/build.ts")], {
      cwd: ROOT,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.startsWith("Configurazione del sito non valida")).toBe(true);
    expect(result.stderr).not.toContain("    at ");
    expect(result.stderr).toContain(
      "un sito pubblico (SITE_URL=https://www.whistleblowing-esempio.it) non può usare dati segnaposto",
    );
    for (const key of ["OPERATOR_NAME", "OPERATOR_ADDRESS", "OPERATOR_EMAIL", "OPERATOR_VAT"]) {
      expect(result.stderr).toContain(`- ${key}: `);
    }
    // It failed on the configuration, before Astro started writing dist/.
    expect(result.stdout).not.toMatch(/astro|building/i);
  });

  it("stops when an article writes a platform claim by hand instead of {{piattaforma}}", () => {
    const root = mkdtempSync(path.join(tmpdir(), "articles-"));
    try {
      for (const folder of ["blog", "whitepaper"])
        mkdirSync(path.join(root, "src/content", folder), { recursive: true });
      const article = path.join(root, "src/content/blog/prova.md");
      writeFileSync(article, "{{piattaforma}}\n\nUna guida senza affermazioni sulla piattaforma.\n");
      expect(() => checkArticleClaims(root)).not.toThrow();
      writeFileSync(
        article,
        "La nostra piattaforma: nessun indirizzo IP registrato, accesso anche tramite la rete Tor.\n",
      );
      expect(() => checkArticleClaims(root)).toThrow(/l'articolo prova afferma «nessun indirizzo IP registrato»/);
      expect(() => checkArticleClaims(root)).toThrow(/«accesso tramite la rete Tor»/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("npm start", () => {
  /** Runs npm start's script with only this environment and a fresh DIST_DIR, which it must leave unbuilt. */
  function startWith(vars: NodeJS.ProcessEnv) {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env["PATH"],
      ...vars,
      DIST_DIR: mkdtempSync(path.join(tmpdir(), "start-dist-")),
    };
    try {
      const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/start.ts")], {
        cwd: ROOT,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).not.toContain("    at ");
      expect(result.stdout).not.toMatch(/build|astro/i);
      return result;
    } finally {
      rmSync(env["DIST_DIR"] ?? "", { recursive: true, force: true });
    }
  }

  it("stops with the configuration's message, before building or listening", () => {
    const result = startWith({ SITE_URL: "https://www.whistleblowing-esempio.it" });
    expect(result.stderr.startsWith("Configurazione del sito non valida")).toBe(true);
  });

  it("stops before building when a public site has no SERVER_SECRET (security review 3, L1)", () => {
    const result = startWith({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE, MAIL_TO_FILES: "true" });
    expect(result.stderr.startsWith("Configurazione del server non valida")).toBe(true);
    expect(result.stderr).toContain("SERVER_SECRET");
  });
});
