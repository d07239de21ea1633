import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./build-lib.ts";

// CI installs with `npm ci`, which refuses a lockfile that does not match package.json (npm 11
// also wants every optional platform package listed). A dry run in a scratch folder checks that
// without touching node_modules.
const scratch = mkdtempSync(path.join(tmpdir(), "lockfile-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("package-lock.json", () => {
  it("agrees with package.json, so that npm ci installs from it", () => {
    for (const file of ["package.json", "package-lock.json"])
      copyFileSync(path.join(ROOT, file), path.join(scratch, file));
    const result = spawnSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: scratch,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(result.stderr).not.toMatch(/npm error/);
    expect(result.status).toBe(0);
  });
});
