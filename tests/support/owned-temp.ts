// Temporary directories and databases named after the process that owns them, so that whatever a
// crashed run left behind (its process gone) is removed by the next run, and nothing of a run
// still going on, in another checkout on the same machine, is touched.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** vitest's per-suite databases (PostgreSQL) and data directories: tests/integration/support/test-databases.ts. */
export const DATABASE_PREFIX = "forms_test_";
export const DATA_DIR_PREFIX = "forms-test-";

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The owning process of a name made by ownedName(prefix), or null for any other name. */
export function ownerOf(prefix: string, name: string): number | null {
  const match = new RegExp(`^${prefix}(\\d+)_`).exec(name);
  return match ? Number(match[1]) : null;
}

/** `<prefix><pid>_`: the start of a name owned by `pid` (this process by default). */
export function ownedName(prefix: string, pid = process.pid): string {
  return `${prefix}${pid}_`;
}

/** A new temporary directory owned by `pid`. */
export function ownedTempDir(prefix: string, pid = process.pid): string {
  return mkdtempSync(path.join(os.tmpdir(), ownedName(prefix, pid)));
}

/** Removes the temporary directories with this prefix whose owner `which` picks (by default: exited). */
export function removeOwnedTempDirs(prefix: string, which = (owner: number) => !processAlive(owner)): void {
  for (const name of readdirSync(os.tmpdir())) {
    const owner = ownerOf(prefix, name);
    if (owner !== null && which(owner)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}
