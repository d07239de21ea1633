import type { Database, OutboxStatus, OutboxTable } from "../db.server.ts";

/*
 * The outbox as the operator sees it: each request's e-mails with their delivery state, the
 * e-mails waiting or given up on, and a way to send them again.
 */

export interface DeliveryStatus {
  state: "sent" | "pending" | "dead" | "none";
  /** Italian, one line: what the operator reads in lists. */
  text: string;
  nextAttemptAt: number | null;
  lastError: string | null;
}

const IN_CHUNKS = 500;

/** The outbox rows of these requests (any status), oldest first. */
export async function emailsFor(database: Database, requestIds: readonly string[]): Promise<OutboxTable[]> {
  const rows: OutboxTable[] = [];
  for (let start = 0; start < requestIds.length; start += IN_CHUNKS) {
    const chunk = requestIds.slice(start, start + IN_CHUNKS);
    rows.push(...(await database.db.selectFrom("outbox").selectAll().where("request_id", "in", chunk).execute()));
  }
  return rows.sort((a, b) => a.created_at - b.created_at);
}

/** One request's delivery at a glance: any dead e-mail wins, then any pending one. */
export function deliveryStatus(
  emails: readonly OutboxTable[],
  formatTime: (epochMs: number) => string,
): DeliveryStatus {
  const dead = emails.find((email) => email.status === "dead");
  if (dead) {
    return {
      state: "dead",
      text: `non consegnata: ${dead.last_error ?? "errore sconosciuto"}`,
      nextAttemptAt: null,
      lastError: dead.last_error,
    };
  }
  const pending = emails.filter((email) => email.status === "pending");
  if (pending.length > 0) {
    const next = Math.min(...pending.map((email) => email.run_at));
    const lastError = pending.find((email) => email.last_error)?.last_error ?? null;
    return {
      state: "pending",
      text: `in attesa, prossimo tentativo ${formatTime(next)}${lastError ? ` (ultimo errore: ${lastError})` : ""}`,
      nextAttemptAt: next,
      lastError,
    };
  }
  if (emails.length === 0) return { state: "none", text: "nessuna email", nextAttemptAt: null, lastError: null };
  return { state: "sent", text: "inviata", nextAttemptAt: null, lastError: null };
}

export async function listOutbox(database: Database, statuses: readonly OutboxStatus[]): Promise<OutboxTable[]> {
  return database.db
    .selectFrom("outbox")
    .selectAll()
    .where("status", "in", statuses)
    .orderBy("created_at", "desc")
    .execute();
}

export type RetryOutcome =
  { ok: true; ids: string[] } | { ok: false; reason: "not-found" | "already-sent" | "sending"; id: string };

/**
 * Makes e-mails due now with a fresh count of attempts; the server's worker (or
 * `npm run outbox-worker -- --once`) sends them. A row a worker is sending right now is left alone:
 * taking it from under the worker could send it twice.
 */
export async function retryEmails(
  database: Database,
  target: { id: string } | { allDead: true },
  now: number,
): Promise<RetryOutcome> {
  const { db } = database;
  if ("id" in target) {
    const row = await db.selectFrom("outbox").selectAll().where("id", "=", target.id).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found", id: target.id };
    if (row.status === "sent") return { ok: false, reason: "already-sent", id: target.id };
    if (row.claimed_until !== null && row.claimed_until > now) return { ok: false, reason: "sending", id: target.id };
  }
  const due = db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, run_at: now, claimed_until: null, claim_token: null })
    .where("status", "<>", "sent")
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]));
  const chosen = "id" in target ? due.where("id", "=", target.id) : due.where("status", "=", "dead");
  const updated = await chosen.returning("id").execute();
  return { ok: true, ids: updated.map((row) => row.id) };
}
