import type { Kysely } from "kysely";

/*
 * Every accepted request writes a row to captcha_spent, rate_limits and outbox in its one
 * commit, and each index is one more B-tree page in that commit (on SQLite one more 4 KB WAL
 * frame: 16.5 a request before, 13.3 after, 2.2 for a one-row insert). These three served only
 * sweeps of rows past a time limit: the hourly purge (purge.server.ts) and the rate limit's
 * sweep, at most once a minute (rate-limit.server.ts), which now scan the table. Each table is
 * bounded by time: captcha_spent by the token TTL (30 min) plus one purge interval, rate_limits
 * by the window (10 min) plus a minute, outbox by RETENTION_DAYS like the requests, and the ops
 * statistics read most of the outbox anyway. Kept: the outbox worker's claim (outbox_due), the
 * lookups by request (outbox_request) and the requests' created_at indexes (the purge and the
 * ops listings, on tables whose rows carry the long texts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("captcha_spent_expires_at").execute();
  await db.schema.dropIndex("rate_limits_reset_at").execute();
  await db.schema.dropIndex("outbox_created_at").execute();
}
