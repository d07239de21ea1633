import { createHmac, type KeyObject } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { RECIPIENT_DAILY_CAP, RECIPIENT_WINDOW_S, recipientKey } from "../lib/email-address.ts";
import type { DialectName, Tables } from "./db.server.ts";

/*
 * One counter per mailbox across every form and template (security review 3, M1;
 * docs/decisions/0024): each accepted request that e-mails the visitor's own address writes a row
 * of recipient_sends, the keyed hash of the address's recipientKey and the time, and a mailbox
 * with RECIPIENT_DAILY_CAP rows in the window gets no more. No address is stored here: the hash
 * cannot be turned back into one without the server's key, and the purge deletes a row once it
 * no longer counts.
 *
 * Every other e-mail to a visitor's address counts too, in the transaction that queues it (tenth
 * security read, M1): the demo's reminder, its cancellation, the e-mails a confirmation releases.
 * One that answers no request the mailbox's owner just made (the reminder, the cancellation asked
 * by link) is dropped at the cap instead: see countVisitorMail.
 */

/** How long a request to a mailbox counts against its cap. */
export const RECIPIENT_WINDOW_MS = RECIPIENT_WINDOW_S * 1000;

/** Namespace of the PostgreSQL advisory locks that serialise requests for one recipient. */
const RECIPIENT_LOCK_CLASS = 2_403_024;

/** The counter's key for an address: an HMAC of its recipientKey, so every spelling of a mailbox is one key. */
export function recipientHash(key: KeyObject, address: string): string {
  return createHmac("sha256", key).update(recipientKey(address)).digest("base64url");
}

/**
 * Seconds until the mailbox of `hash` may receive another e-mail, or null when it may now.
 *
 * Two requests for one recipient must not both see max - 1 earlier ones and both pass. PostgreSQL:
 * a transaction-scoped lock per recipient, whatever the form. SQLite: the API's transaction began
 * with a write (the captcha spend), so it already holds the database's single write lock.
 */
export async function recipientCapWait(
  trx: Kysely<Tables>,
  hash: string,
  { now, dialect, places = 1 }: { now: number; dialect: DialectName; places?: number },
): Promise<number | null> {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_CLASS}, hashtext(${hash}))`.execute(trx);
  }
  const earlier = await trx
    .selectFrom("recipient_sends")
    .select("created_at")
    .where("key", "=", hash)
    .where("created_at", ">", now - RECIPIENT_WINDOW_MS)
    .orderBy("created_at", "desc")
    .limit(Math.max(1, RECIPIENT_DAILY_CAP - places + 1))
    .execute();
  // `places` e-mails fit when at most CAP - places were sent: the wait ends when that many are left.
  const oldest = earlier[Math.max(0, RECIPIENT_DAILY_CAP - places)];
  return oldest ? Math.max(1, Math.ceil((oldest.created_at + RECIPIENT_WINDOW_MS - now) / 1000)) : null;
}

/**
 * Counts an accepted request against its recipient's cap, in the same transaction: its e-mail that
 * answers it at once and, for a confirm-first form, a place held for each e-mail the confirmation
 * will release (issue 25, L4: three kit requests, each confirmed, were six e-mails in a day).
 */
export async function countRecipientSend(trx: Kysely<Tables>, hash: string, now: number, places = 1): Promise<void> {
  const rows = Array.from({ length: places }, () => ({ key: hash, created_at: now }));
  await trx.insertInto("recipient_sends").values(rows).execute();
}

/**
 * The e-mail a confirmation releases takes the place its request held (countRecipientSend), moved
 * to the time it is sent, so the day's window counts it when it goes out. The rows of one request
 * are alike (key and time): any one of them is the place. Gone with the purge, a new one is counted.
 */
export async function spendHeldPlace(
  trx: Kysely<Tables>,
  hash: string,
  { heldAt, now, dialect }: { heldAt: number; now: number; dialect: DialectName },
): Promise<void> {
  const row = sql.raw(dialect === "postgres" ? "ctid" : "rowid");
  await sql`delete from recipient_sends where ${row} in (select ${row} from recipient_sends where key = ${hash} and created_at = ${heldAt} limit 1)`.execute(
    trx,
  );
  await countRecipientSend(trx, hash, now);
}

/**
 * Counts one more e-mail to the mailbox of `hash`, about to be queued in the same transaction, and
 * says whether to queue it. An e-mail that is not the direct answer to what the visitor just asked
 * (`unasked`: the demo's reminder, the cancellation made by the link) is neither counted nor queued
 * when the mailbox is at its cap; a direct answer (what a confirmation releases, the operator's
 * cancellation) is always counted and always queued.
 */
export async function countVisitorMail(
  trx: Kysely<Tables>,
  hash: string,
  { now, dialect, unasked }: { now: number; dialect: DialectName; unasked: boolean },
): Promise<boolean> {
  if (unasked && (await recipientCapWait(trx, hash, { now, dialect })) !== null) return false;
  await countRecipientSend(trx, hash, now);
  return true;
}

/** Deletes the rows that no longer count: the purge's part. */
export async function purgeRecipientSends(trx: Kysely<Tables>, now: number): Promise<void> {
  await trx
    .deleteFrom("recipient_sends")
    .where("created_at", "<=", now - RECIPIENT_WINDOW_MS)
    .execute();
}
