import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild } from "./built-site.ts";
import { testDialects } from "./support/test-databases.ts";

/*
 * The scaffold (npm run new-form, scripts/new-form.ts) cannot rot: it runs into a copy of this
 * tree, and the form it writes must type-check and pass its unit test, the manifests' test and
 * the contract suite on every database of the run, untouched. Outside its folder it may change
 * only its migration, the registry, its route and the privacy policy's version record.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const NAME = "prova-scaffold";

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 180_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function git(cwd: string, ...args: string[]) {
  return run("git", ["-c", "user.email=test@esempio.it", "-c", "user.name=test", ...args], cwd);
}

describe("npm run new-form", () => {
  let copy: string;

  beforeAll(() => {
    requireBuild();
    copy = mkdtempSync(path.join(os.tmpdir(), "new-form-"));
    const files = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
      .output.split("\0")
      .map((file) => file.trim())
      .filter((file) => file && existsSync(path.join(ROOT, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(copy, file));
    }
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
    symlinkSync(path.join(ROOT, "dist"), path.join(copy, "dist"));
    if (existsSync(path.join(ROOT, ".astro")))
      cpSync(path.join(ROOT, ".astro"), path.join(copy, ".astro"), { recursive: true });
    // The notice prints its version's date: date the copy's last version a past day, so the
    // scaffold always moves it to today, the case that failed after midnight in Rome.
    const versionFile = path.join(copy, "src/config/privacy-policy-version.ts");
    writeFileSync(
      versionFile,
      readFileSync(versionFile, "utf8")
        .replace(/PRIVACY_POLICY_VERSION = "[^"]*"/, 'PRIVACY_POLICY_VERSION = "2020-01-02"')
        .replace(/PRIVACY_POLICY_UPDATED = "[^"]*"/, 'PRIVACY_POLICY_UPDATED = "2 gennaio 2020"'),
    );
    const historyFile = path.join(copy, "src/config/privacy-policy-history.json");
    const history = JSON.parse(readFileSync(historyFile, "utf8")) as { version: string; sha256: string }[];
    const past = history.filter((entry) => entry.version < "2020-01-02");
    writeFileSync(historyFile, JSON.stringify([...past, { ...history.at(-1), version: "2020-01-02" }], null, 2));
    expect(git(copy, "init", "-q").status).toBe(0);
    expect(git(copy, "add", "-A").status).toBe(0);
    expect(git(copy, "commit", "-qm", "base").status).toBe(0);
  }, 120_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("writes the form, and outside its folder only its migration, the registry, its route and the policy's version", () => {
    const scaffold = run(
      process.execPath,
      ["scripts/new-form.ts", NAME, "--page", `/${NAME}`, "--label", "Richiesta di prova"],
      copy,
    );
    expect(scaffold.status, scaffold.output).toBe(0);
    const status = git(copy, "status", "--porcelain", "--untracked-files=all").output.trimEnd().split("\n");
    const outside = status
      .map((line) => line.slice(3))
      .filter((file) => file && !file.startsWith(`src/features/${NAME}/`))
      .map((file) => file.replace(/^src\/server\/migrations\/\d{4}_/, "src/server/migrations/NNNN_"))
      .sort();
    expect(outside).toEqual(
      [
        "src/app/forms.server.ts",
        `src/pages/${NAME}.astro`,
        "src/server/migrations/NNNN_prova_scaffold_requests.ts",
        "src/config/privacy-policy-history.json",
        "src/config/privacy-policy-version.ts",
      ].sort(),
    );
  }, 120_000);

  it("type-checks", () => {
    const config = path.join(copy, "tsconfig.new-form.json");
    writeFileSync(
      config,
      JSON.stringify({
        extends: "./tsconfig.json",
        include: [".astro/types.d.ts", `src/features/${NAME}/**/*`, "src/server/migrations/*.ts", "src/app/*.ts"],
      }),
    );
    const tsc = run(
      process.execPath,
      [path.join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", config],
      copy,
    );
    expect(tsc.status, tsc.output).toBe(0);
    expect(readFileSync(path.join(copy, "src/app/forms.server.ts"), "utf8")).toContain("provaScaffoldForm");
  }, 120_000);

  it("passes its unit test, the manifests', file names' and guide's tests and the contract suite untouched", () => {
    const vitest = run(
      process.execPath,
      [
        path.join(ROOT, "node_modules/vitest/vitest.mjs"),
        "run",
        `src/features/${NAME}`,
        "src/app/form-manifests.test.tsx",
        "src/app/form-files.test.ts",
        "tests/integration/form-contract.test.ts",
        "tests/integration/ops-gdpr.test.ts",
        "--reporter=verbose",
        "-t",
        `(${NAME}|has one|manifest|version|privacy|distinct|route|registers|the VACUUM FULL after an erasure)`,
      ],
      copy,
      { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    );
    expect(vitest.status, vitest.output).toBe(0);
    expect(vitest.output).toMatch(/Tests\s+.*\d+ passed/);
    expect(vitest.output).not.toMatch(/\d+ failed/);
    // The VACUUM FULL `ops erase` prints names the new table.
    expect(vitest.output).toMatch(/✓ .*the VACUUM FULL after an erasure on PostgreSQL > covers every form's table/);
    // The new form's own contract ran, on every database of the run.
    for (const dialect of testDialects()) {
      expect(vitest.output).toMatch(
        new RegExp(`✓ .*on ${dialect} > '${NAME}' > stores the request and queues its e-mails before the 201`),
      );
    }
  }, 180_000);
});
