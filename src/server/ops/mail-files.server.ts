import { open, readdir, unlink } from "node:fs/promises";
import path from "node:path";

/*
 * Without SMTP_URL every e-mail is an .eml file under DATA_DIR/mail named
 * '<time>-<outbox id>.eml' (mail.server.ts). A file belongs to an address when its name carries
 * the id of one of that address's outbox rows, or when its headers name the address or one of
 * its stored spellings (To or Reply-To): the second catches files whose outbox row is already gone.
 */

const HEADER_BYTES = 64 * 1024;

async function headersOf(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const end = text.search(/\r?\n\r?\n/);
    // Folded header lines are joined again, so an address split over two lines is still found.
    return (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  } finally {
    await handle.close();
  }
}

function mentions(headers: string, address: string): boolean {
  const escaped = address.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[\\s<,:"])${escaped}($|[\\s>,;"])`, "m").test(headers.toLowerCase());
}

export async function mailFilesAbout(
  mailDir: string,
  { outboxIds, addresses }: { outboxIds: readonly string[]; addresses: readonly string[] },
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch {
    return []; // no e-mail written as a file on this installation
  }
  const ids = new Set(outboxIds);
  const found: string[] = [];
  for (const name of names.filter((candidate) => candidate.endsWith(".eml")).sort()) {
    const file = path.join(mailDir, name);
    const id = /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1];
    if (id && ids.has(id)) {
      found.push(file);
      continue;
    }
    const headers = await headersOf(file).catch(() => "");
    if (addresses.some((address) => mentions(headers, address))) found.push(file);
  }
  return found;
}

/** Deletes the files; returns those actually removed. */
export async function deleteFiles(files: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const file of files) {
    try {
      await unlink(file);
      removed.push(file);
    } catch {
      // already gone (the purge, or a second erase)
    }
  }
  return removed;
}
