import { createHmac, type KeyObject } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Tables } from "./db.server.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends: the Retry-After of a 429. */
  retryAfterS: number;
}

/**
 * The key a client's requests to one form are counted under: an HMAC of form and address with a
 * server key, so the database never holds the address and the key cannot be reversed by trying
 * every IPv4 address without the secret.
 */
export function clientKey(key: KeyObject, form: string, address: string): string {
  return createHmac("sha256", key).update(`${form}\n${address}`).digest("base64url");
}

/** Expired counters are swept at most this often: a sweep per request would cost a statement each. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = Number.NEGATIVE_INFINITY;

/**
 * Counts one request and says whether it is within `max` per window. A window opens at a key's
 * first request (an expired counter restarts at 1); expired counters are deleted on the way, at
 * most once a minute, so no key outlives its window for long. Runs inside the request's
 * transaction: the count is committed with whatever the request stores, rejected or not.
 */
export async function hitRateLimit(
  db: Kysely<Tables>,
  { key, max, windowMs, now }: { key: string; max: number; windowMs: number; now: number },
): Promise<RateLimitResult> {
  if (Math.abs(now - lastSweep) >= SWEEP_INTERVAL_MS) {
    lastSweep = now;
    await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
  }
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return {
    allowed: row.count <= max,
    retryAfterS: Math.max(1, Math.ceil((row.reset_at - now) / 1000)),
  };
}
