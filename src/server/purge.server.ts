import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { PURGE_INTERVAL_MINUTES } from "../config/retention.ts";
import type { Clock } from "./clock.server.ts";
import { type Database, flushDeletedData, type RequestTableName } from "./db.server.ts";
import { describeError, type Logger } from "./logger.server.ts";
import { purgeRecipientSends } from "./recipient-cap.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = PURGE_INTERVAL_MINUTES * 60 * 1000;

/** A form as the purge sees it: its table and how many days its requests are kept. */
export interface PurgedForm {
  name: string;
  table: RequestTableName;
  retentionDays: number;
  /**
   * Requests never confirmed by their address's owner are deleted this long after they arrived
   * (the activation kit's answers, docs/decisions/0023); absent: kept like the others.
   */
  unconfirmedAfterMs?: number;
  /**
   * With unconfirmedAfterMs: a column that, once set, exempts an unconfirmed request from it, so it
   * is kept its retentionDays (an order stored past the mailbox's cap: no link was ever sent to the
   * address, and the operator answers it by hand; docs/decisions/0040).
   */
  unconfirmedKeptIf?: string;
  /**
   * `column`, a time of the request's own, from which its retentionDays run instead of its
   * arrival (the demo: its call's end, docs/decisions/0032); RETENTION_DAYS is then no floor.
   * Once that time has passed, the `cleared` columns are emptied (the demo's network fingerprint).
   */
  keptAfter?: { column: string; cleared: readonly string[] };
}

export interface PurgeResult {
  /** Requests deleted, by form name. */
  requests: Record<string, number>;
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
 * Deletes what the privacy policy promises not to keep: each form's requests older than its
 * retention, never less than retentionDays (orders are kept longer), and those a form deletes
 * when their address is not confirmed in time, with their outbox rows
 * (sent, pending or dead); every e-mail and .eml file older than retentionDays (an e-mail from
 * when it is due); expired captcha,
 * rate-limit and recipient-cap records.
 */
export async function purgeExpired(
  database: Database,
  {
    now,
    retentionDays,
    forms,
    mailDir,
  }: { now: number; retentionDays: number; forms: readonly PurgedForm[]; mailDir: string | null },
): Promise<PurgeResult> {
  const cutoff = now - retentionDays * DAY_MS;
  const cutoffOf = (form: PurgedForm) => now - Math.max(retentionDays, form.retentionDays) * DAY_MS;
  const result = await database.db.transaction().execute(async (trx) => {
    // Tables by name from the list: queried through an untyped view of the schema.
    const loose = trx as unknown as Kysely<
      Record<string, { id: string; created_at: number; confirmed_at: number | null } & Record<string, unknown>>
    >;
    /** The form's requests past their retention, or never confirmed in time. */
    const expired = (form: PurgedForm) =>
      loose
        .selectFrom(form.table)
        .select("id")
        .where((eb) =>
          eb.or([
            form.keptAfter === undefined
              ? eb("created_at", "<", cutoffOf(form))
              : eb(form.keptAfter.column, "<", now - form.retentionDays * DAY_MS),
            ...(form.unconfirmedAfterMs === undefined
              ? []
              : [
                  eb.and([
                    eb("confirmed_at", "is", null),
                    eb("created_at", "<", now - form.unconfirmedAfterMs),
                    ...(form.unconfirmedKeptIf === undefined ? [] : [eb(form.unconfirmedKeptIf, "is", null)]),
                  ]),
                ]),
          ]),
        );
    const outbox = await trx
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          // An e-mail's age counts from when it is due (run_at): a reminder queued weeks ahead
          // is not purged before it is sent. For every other e-mail run_at is its created_at.
          eb.and([eb("created_at", "<", cutoff), eb("run_at", "<", cutoff)]),
          ...forms.map((form) => eb("request_id", "in", expired(form))),
        ]),
      )
      .executeTakeFirst();
    const requests: Record<string, number> = {};
    for (const form of forms) {
      const deleted = await loose.deleteFrom(form.table).where("id", "in", expired(form)).executeTakeFirst();
      requests[form.name] = Number(deleted.numDeletedRows);
      for (const column of form.keptAfter?.cleared ?? []) {
        await loose
          .updateTable(form.table)
          .set({ [column]: null })
          .where(form.keptAfter?.column ?? "created_at", "<=", now)
          .where(column, "is not", null)
          .execute();
      }
    }
    await trx.deleteFrom("captcha_spent").where("expires_at", "<=", now).execute();
    await trx.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
    await purgeRecipientSends(trx, now);
    return { requests, outbox: Number(outbox.numDeletedRows) };
  });
  // What was deleted must not stay readable in the SQLite WAL (security review §5).
  if (deletedRows(result) > 0) await flushDeletedData(database);
  const mailFiles = mailDir ? await deleteOldFiles(mailDir, cutoff) : 0;
  return { ...result, mailFiles };
}

function deletedRows({ requests, outbox }: Pick<PurgeResult, "requests" | "outbox">): number {
  return Object.values(requests).reduce((sum, count) => sum + count, outbox);
}

export interface PurgeScheduler {
  /** Stops the timer and waits for a purge in progress. */
  stop(): Promise<void>;
}

/** Purges at once and then every intervalMs; the timer never keeps the process alive. */
export function startPurgeScheduler({
  database,
  retentionDays,
  forms,
  mailDir,
  log,
  clock,
  intervalMs = PURGE_INTERVAL_MS,
}: {
  database: Database;
  retentionDays: number;
  forms: readonly PurgedForm[];
  mailDir: string | null;
  log: Logger;
  clock: Clock;
  intervalMs?: number;
}): PurgeScheduler {
  const run = async () => {
    try {
      const result = await purgeExpired(database, { now: clock(), retentionDays, forms, mailDir });
      if (deletedRows(result) + result.mailFiles > 0) {
        const formRetentionDays = Object.fromEntries(forms.map((form) => [form.name, form.retentionDays]));
        log.info({ ...result, retentionDays, formRetentionDays }, "Dati scaduti cancellati");
      }
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
