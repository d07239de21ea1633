import { chmodSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * Everything the server keeps on disk is personal data or the server secret (security review
 * 2026-11 §6): the SQLite database with its WAL and SHM, the .eml files, the backups. Only the
 * service user may read them: files 0600, folders 0700, whatever the umask of whoever starts the
 * process. Each file is created with its mode; what an older version left readable is tightened
 * when a process opens DATA_DIR.
 */

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** The umask that makes every file the process creates private (systemd: UMask=0077). */
export const PRIVATE_UMASK = 0o077;

/** For entry points (server, outbox worker, ops): files created later, by any library, are private too. */
export function restrictUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/** chmod that ignores a file gone meanwhile or one the user does not own (it cannot fix that). */
export function restrictMode(file: string, mode: number): void {
  try {
    chmodSync(file, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "EPERM") throw error;
  }
}

function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/**
 * Tightens DATA_DIR as an older version or a hand-made folder left it: the folder, the SQLite
 * files (site.sqlite, -wal, -shm, -journal), the mail folder and its .eml files. Only these, so
 * a DATA_DIR pointed at a shared folder keeps everything else as it is.
 */
export function restrictDataDir(
  dataDir: string,
  { sqliteFile, mailDir }: { sqliteFile: string; mailDir: string },
): void {
  restrictMode(dataDir, PRIVATE_DIR_MODE);
  for (const name of namesIn(dataDir)) {
    if (name === sqliteFile || name.startsWith(`${sqliteFile}-`))
      restrictMode(path.join(dataDir, name), PRIVATE_FILE_MODE);
  }
  const mail = path.join(dataDir, mailDir);
  restrictMode(mail, PRIVATE_DIR_MODE);
  for (const name of namesIn(mail)) {
    if (name.endsWith(".eml")) restrictMode(path.join(mail, name), PRIVATE_FILE_MODE);
  }
}
