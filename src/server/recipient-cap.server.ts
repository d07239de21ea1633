import { sql, type Kysely } from "kysely";
import { escapeLike, recipientKey } from "../lib/email-address.ts";
import type { DialectName, RequestTableName, Tables } from "./db.server.ts";

export interface RecipientCap {
  /** A table whose rows send e-mail to the address a visitor typed. */
  table: RequestTableName;
  /** Requests one recipient may make in windowMs. */
  max: number;
  windowMs: number;
}

/** Namespace of the PostgreSQL advisory locks that serialise requests for one recipient. */
const RECIPIENT_LOCK_CLASS = 2_403_024;

/**
 * Seconds until `address` may make another request of `cap.table`, or null when it may now.
 * Addresses are compared by recipientKey: case and '+tag' do not open a new allowance.
 *
 * Two requests for one recipient must not both see max - 1 earlier ones and both pass. PostgreSQL:
 * a transaction-scoped lock per table and recipient. SQLite: the API's transaction began with a
 * write (the captcha spend), so it already holds the database's single write lock.
 */
export async function recipientCapWait(
  trx: Kysely<Tables>,
  address: string,
  cap: RecipientCap,
  { now, dialect }: { now: number; dialect: DialectName },
): Promise<number | null> {
  const key = recipientKey(address);
  const at = key.lastIndexOf("@");
  const tagged = `${escapeLike(key.slice(0, at))}+%${escapeLike(key.slice(at))}`;
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_CLASS}, hashtext(${`${cap.table}:${key}`}))`.execute(trx);
  }
  const earlier = await trx
    .selectFrom(cap.table)
    .select("created_at")
    .where(sql<boolean>`(lower(email) = ${key} or lower(email) like ${tagged} escape '\\')`)
    .where("created_at", ">", now - cap.windowMs)
    .orderBy("created_at", "desc")
    .limit(cap.max)
    .execute();
  const oldest = earlier[cap.max - 1];
  return oldest ? Math.max(1, Math.ceil((oldest.created_at + cap.windowMs - now) / 1000)) : null;
}
