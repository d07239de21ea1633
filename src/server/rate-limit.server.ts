import { createHmac } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "./db.server.ts";

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
export function clientKey(key: Buffer, form: string, address: string): string {
  return createHmac("sha256", key).update(`${form}\n${address}`).digest("base64url");
}

/**
 * Counts one request and says whether it is within `max` per window. A window opens at a key's
 * first request; expired counters are deleted on the way, so no key outlives its window for long.
 */
export async function hitRateLimit(
  database: Database,
  { key, max, windowMs, now }: { key: string; max: number; windowMs: number; now: number },
): Promise<RateLimitResult> {
  await database.db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
  const row = await database.db
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
