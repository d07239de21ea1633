import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { PURGE_INTERVAL_MINUTES } from "../config/retention.ts";
import type { Clock } from "./clock.server.ts";
import { type Database, flushDeletedData } from "./db.server.ts";
import { describeError, type Logger } from "./logger.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = PURGE_INTERVAL_MINUTES * 60 * 1000;

export interface PurgeResult {
  contactRequests: number;
  whitepaperRequests: number;
  orderRequests: number;
  outbox: number;
  mailFiles: number;
}

async function deleteOldFiles(directory: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0; // no e-mail written yet
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) {
      await unlink(file).catch(() => {});
      deleted += 1;
    }
  }
  return deleted;
}

/**
 * Deletes what the privacy policy promises not to keep: requests older than retentionDays with
 * their outbox rows (sent, pending or dead) and their .eml files, plus expired captcha and
 * rate-limit records. Orders may be kept longer (orderRetentionDays, never shorter than
 * retentionDays); their e-mails, older than retentionDays by then, are already gone.
 */
export async function purgeExpired(
  database: Database,
  {
    now,
    retentionDays,
    orderRetentionDays = retentionDays,
    mailDir,
  }: { now: number; retentionDays: number; orderRetentionDays?: number; mailDir: string | null },
): Promise<PurgeResult> {
  const cutoff = now - retentionDays * DAY_MS;
  const orderCutoff = now - Math.max(retentionDays, orderRetentionDays) * DAY_MS;
  const result = await database.db.transaction().execute(async (trx) => {
    const oldContacts = trx.selectFrom("contact_requests").select("id").where("created_at", "<", cutoff);
    const oldWhitepapers = trx.selectFrom("whitepaper_requests").select("id").where("created_at", "<", cutoff);
    const outbox = await trx
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          eb("created_at", "<", cutoff),
          eb("request_id", "in", oldContacts),
          eb("request_id", "in", oldWhitepapers),
        ]),
      )
      .executeTakeFirst();
    const contacts = await trx.deleteFrom("contact_requests").where("created_at", "<", cutoff).executeTakeFirst();
    const whitepapers = await trx.deleteFrom("whitepaper_requests").where("created_at", "<", cutoff).executeTakeFirst();
    const orders = await trx.deleteFrom("order_requests").where("created_at", "<", orderCutoff).executeTakeFirst();
    await trx.deleteFrom("captcha_spent").where("expires_at", "<=", now).execute();
    await trx.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
    return {
      contactRequests: Number(contacts.numDeletedRows),
      whitepaperRequests: Number(whitepapers.numDeletedRows),
      orderRequests: Number(orders.numDeletedRows),
      outbox: Number(outbox.numDeletedRows),
    };
  });
  // What was deleted must not stay readable in the SQLite WAL (security review §5).
  if (result.contactRequests + result.whitepaperRequests + result.orderRequests + result.outbox > 0) {
    await flushDeletedData(database);
  }
  const mailFiles = mailDir ? await deleteOldFiles(mailDir, cutoff) : 0;
  return { ...result, mailFiles };
}

export interface PurgeScheduler {
  /** Stops the timer and waits for a purge in progress. */
  stop(): Promise<void>;
}

/** Purges at once and then every intervalMs; the timer never keeps the process alive. */
export function startPurgeScheduler({
  database,
  retentionDays,
  orderRetentionDays = retentionDays,
  mailDir,
  log,
  clock,
  intervalMs = PURGE_INTERVAL_MS,
}: {
  database: Database;
  retentionDays: number;
  orderRetentionDays?: number;
  mailDir: string | null;
  log: Logger;
  clock: Clock;
  intervalMs?: number;
}): PurgeScheduler {
  const run = async () => {
    try {
      const result = await purgeExpired(database, { now: clock(), retentionDays, orderRetentionDays, mailDir });
      const total =
        result.contactRequests + result.whitepaperRequests + result.orderRequests + result.outbox + result.mailFiles;
      if (total > 0) log.info({ ...result, retentionDays, orderRetentionDays }, "Dati scaduti cancellati");
    } catch (error) {
      log.error({ error: describeError(error) }, "Cancellazione dei dati scaduti non riuscita");
    }
  };
  let current = run();
  const timer = setInterval(() => {
    current = run();
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
