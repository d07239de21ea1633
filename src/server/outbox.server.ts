import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Clock } from "./clock.server.ts";
import type { Database, OutboxTable, Tables } from "./db.server.ts";
import { describeError, type Logger } from "./logger.server.ts";
import type { ComposeMail, MailContext, Mailer } from "./mail.server.ts";
import type { WorkBudget } from "./work-budget.server.ts";

/*
 * The outbox: a request's e-mails are rows written in the request's own transaction; a worker
 * claims due rows under a lease, sends them and records the outcome. A failed send is retried
 * with exponential backoff; a row that runs out of attempts stays in the table as 'dead'.
 */

export interface MailToQueue {
  template: string;
  requestId: string;
  /** Not sent before this time (a reminder); default: at once. */
  runAt?: number;
}

/** Queues e-mails inside the caller's transaction; one row per request and template. */
export async function enqueueMails(
  trx: Kysely<Tables>,
  mails: readonly MailToQueue[],
  { now, maxAttempts }: { now: number; maxAttempts: number },
): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      mails.map((mail) => ({
        id: randomUUID(),
        dedupe_key: `${mail.template}:${mail.requestId}`,
        template: mail.template,
        request_id: mail.requestId,
        status: "pending" as const,
        attempts: 0,
        max_attempts: maxAttempts,
        run_at: mail.runAt ?? now,
        claimed_until: null,
        claim_token: null,
        last_error: null,
        sent_at: null,
        created_at: now,
      })),
    )
    .execute();
}

export interface OutboxWorkerOptions {
  database: Database;
  mailer: Mailer;
  templates: Readonly<Record<string, ComposeMail>>;
  context: MailContext;
  log: Logger;
  clock: Clock;
  /**
   * The server-wide budget for expensive work (a quote's or the whitepaper's PDF is rendered when
   * its e-mail is composed): composing waits its turn there, so the outbox never takes the CPU
   * from the pages and the API.
   */
  budget?: WorkBudget;
  /** How long a claimed row stays reserved for its worker: longer than any one send can take. */
  leaseMs: number;
  /** Delay before the first retry; it doubles with each attempt, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs?: number;
  /** How often to look for due rows when nobody nudges. */
  pollMs: number;
  batchSize?: number;
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  dead: number;
}

export interface OutboxWorker {
  /** Sends everything due now, batch after batch, and returns what happened. */
  processDue(): Promise<OutboxRunResult>;
  /** Runs processDue now and every pollMs until stop(). */
  start(): void;
  /** Wakes a started worker at once: a request was just committed. */
  nudge(): void;
  /**
   * Finishes the send in progress, hands the rest of its claimed rows back (due at once, for
   * another worker or the next start) and stops: processDue claims nothing more after it.
   */
  stop(): Promise<void>;
}

const ONE_HOUR_MS = 60 * 60 * 1000;

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, mailer, templates, context, log, clock } = options;
  const { db } = database;
  const retryMaxMs = options.retryMaxMs ?? ONE_HOUR_MS;
  const batchSize = options.batchSize ?? 10;

  /** Rows whose last attempt never reported back (a crash mid-send) and have none left. */
  async function buryExhausted(now: number): Promise<number> {
    const rows = await db
      .updateTable("outbox")
      .set({
        status: "dead",
        claimed_until: null,
        claim_token: null,
        last_error: sql`coalesce(last_error, 'invio interrotto')`,
      })
      .where("status", "=", "pending")
      .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .returning(["id", "template", "attempts", "last_error"])
      .execute();
    for (const row of rows) {
      log.error(
        { outboxId: row.id, template: row.template, attempts: row.attempts, lastError: row.last_error },
        "Email non inviata: tentativi esauriti",
      );
    }
    return rows.length;
  }

  /** Atomically reserves up to batchSize due rows for this worker and counts the attempt. */
  async function claim(now: number): Promise<OutboxTable[]> {
    const token = randomUUID();
    const due = db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("run_at", "<=", now)
      .where((eb) => eb("attempts", "<", eb.ref("max_attempts")))
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
      .orderBy("run_at")
      .limit(batchSize)
      // PostgreSQL: concurrent workers skip each other's rows instead of waiting for them.
      // SQLite: the single UPDATE statement is atomic on its own.
      .$if(database.dialect === "postgres", (query) => query.forUpdate().skipLocked());
    return db
      .updateTable("outbox")
      .set((eb) => ({ claimed_until: now + options.leaseMs, claim_token: token, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", due)
      .returningAll()
      .execute();
  }

  /**
   * The batch's lease started when it was claimed; each send gets a full lease of its own, so a
   * slow batch does not hand its last rows to another worker while this one still means to send
   * them. False when the row is no longer this worker's (its lease ran out and it was taken).
   */
  async function renewLease(row: OutboxTable): Promise<boolean> {
    const renewed = await db
      .updateTable("outbox")
      .set({ claimed_until: clock() + options.leaseMs })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.claim_token)
      .where("status", "=", "pending")
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) === 1;
  }

  async function deliver(row: OutboxTable): Promise<"sent" | "retried" | "dead" | "taken"> {
    if (!(await renewLease(row))) return "taken";
    try {
      const compose = templates[row.template];
      if (!compose) throw new Error(`modello di email sconosciuto: ${row.template}`);
      const composeNow = () => compose(database, row.request_id, context);
      const content = await (options.budget ? options.budget.run(composeNow, { wait: true }) : composeNow());
      if (content === null) {
        await db
          .updateTable("outbox")
          .set({ status: "dead", claimed_until: null, last_error: "richiesta non più presente" })
          .where("id", "=", row.id)
          .where("claim_token", "=", row.claim_token)
          .execute();
        log.warn({ outboxId: row.id, template: row.template }, "Email scartata: la richiesta non esiste più");
        return "dead";
      }
      await mailer.send({ ...content, id: row.id });
    } catch (error) {
      return failed(row, error);
    }
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: clock(), claimed_until: null, last_error: null })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.claim_token)
      .execute();
    log.info(
      { outboxId: row.id, template: row.template, attempts: row.attempts },
      "Email consegnata al trasporto (SMTP o file .eml)",
    );
    return "sent";
  }

  async function failed(row: OutboxTable, error: unknown): Promise<"retried" | "dead"> {
    const lastError = describeError(error, 1000);
    const now = clock();
    const exhausted = row.attempts >= row.max_attempts;
    await db
      .updateTable("outbox")
      .set({
        status: exhausted ? "dead" : "pending",
        run_at: exhausted ? row.run_at : now + retryDelayMs(row.attempts, options.retryBaseMs, retryMaxMs),
        claimed_until: null,
        claim_token: null,
        last_error: lastError,
      })
      .where("id", "=", row.id)
      .where("claim_token", "=", row.claim_token)
      .execute();
    const details = {
      outboxId: row.id,
      template: row.template,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      lastError,
    };
    if (exhausted) log.error(details, "Email non inviata: tentativi esauriti");
    else log.warn(details, "Invio email non riuscito: nuovo tentativo più tardi");
    return exhausted ? "dead" : "retried";
  }

  /**
   * Rows claimed but not attempted because the worker is stopping: the attempt is not counted and
   * the lease is dropped, so nobody waits for it to expire before sending them.
   */
  async function release(rows: readonly OutboxTable[]): Promise<void> {
    const [first] = rows;
    if (!first) return;
    await db
      .updateTable("outbox")
      .set((eb) => ({ claimed_until: null, claim_token: null, attempts: eb("attempts", "-", 1) }))
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .where("claim_token", "=", first.claim_token)
      .where("status", "=", "pending")
      .execute();
    log.info({ released: rows.length }, "Outbox: email non ancora inviate restituite alla coda per l'arresto");
  }

  async function processBatches(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, dead: await buryExhausted(clock()) };
    while (!stopped) {
      const rows = await claim(clock());
      if (rows.length === 0) return result;
      for (const [index, row] of rows.entries()) {
        if (stopped) {
          await release(rows.slice(index));
          return result;
        }
        const outcome = await deliver(row);
        if (outcome !== "taken") result[outcome] += 1;
      }
    }
    return result;
  }

  let running: Promise<void> | null = null;
  // Set by stop(); checked between sends, whoever called processDue (the loop or a script).
  let stopped = false;
  const calls = new Set<Promise<unknown>>();

  function processDue(): Promise<OutboxRunResult> {
    const call = processBatches();
    const settled = call.catch(() => {});
    calls.add(settled);
    void settled.finally(() => calls.delete(settled));
    return call;
  }
  let nudged = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function loop(): Promise<void> {
    while (!stopped) {
      nudged = false;
      try {
        await processDue();
      } catch (error) {
        log.error({ error: describeError(error) }, "Outbox: errore durante l'elaborazione");
      }
      if (stopped || nudged) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, options.pollMs);
      });
      wake = null;
      if (timer) clearTimeout(timer);
      timer = null;
    }
  }

  return {
    processDue,
    start() {
      if (running) return;
      stopped = false;
      running = loop();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await Promise.all([running, ...calls]);
      running = null;
    },
  };
}
