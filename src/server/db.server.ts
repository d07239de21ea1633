import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { Kysely, PostgresDialect, sql } from "kysely";
import { SqliteDialect } from "kysely-sqlite";
import pg from "pg";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.server.ts";

/*
 * One schema and one set of queries for SQLite and PostgreSQL. Instants are integers (epoch
 * milliseconds) and flags are 0/1 integers in both, so every query binds and reads the same types.
 */

/**
 * The columns every request table has: requestTable() (request-table.server.ts) writes them, and
 * a form's row type extends this with its own.
 */
export interface RequestRowBase {
  id: string;
  email: string;
  privacy_accepted_at: number;
  privacy_policy_version: string;
  created_at: number;
}

export interface ContactRequestTable {
  id: string;
  name: string;
  email: string;
  message: string;
  privacy_accepted_at: number;
  privacy_policy_version: string;
  created_at: number;
}

export interface WhitepaperRequestTable {
  id: string;
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  privacy_accepted_at: number;
  privacy_policy_version: string;
  /** 1 when the visitor ticked the optional marketing box, else 0. */
  marketing_consent: number;
  marketing_consent_at: number | null;
  /** When the address's owner confirmed the consent through the e-mail's link; only then it counts. */
  marketing_confirmed_at: number | null;
  /** When the address's owner followed the confirmation link (docs/decisions/0023). */
  confirmed_at: number | null;
  created_at: number;
}

/** An online order (issue 9): the entity's billing data and the quote's amounts as quoted, in cents. */
export interface OrderRequestTable {
  id: string;
  /** 'YYYY-NNNN': per year, gap-free, allocated in the storing transaction. */
  number: string;
  plan: string;
  workers: number;
  company_name: string;
  vat_number: string;
  tax_code: string | null;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  sdi_code: string | null;
  pec: string | null;
  /** 'privato' or 'pubblico' (migration 0008); rows before it are 'privato'. */
  buyer_type: string;
  /** A public body's codice univoco ufficio (IPA), the address of its FatturaPA. */
  ipa_code: string | null;
  cig: string | null;
  /** 1 when the quote applies split payment (art. 17-ter DPR 633/1972): the VAT is not paid to us. */
  split_payment: number;
  contact_name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  yearly_fee_cents: number;
  activation_list_cents: number;
  activation_fee_cents: number;
  taxable_cents: number;
  vat_rate_percent: number;
  vat_cents: number;
  total_cents: number;
  /** Last day of the promotion applied to the activation, YYYY-MM-DD; null when none. */
  promotion_end: string | null;
  /** Last day (Europe/Rome) the quote's prices hold, YYYY-MM-DD. */
  valid_until: string;
  privacy_accepted_at: number;
  privacy_policy_version: string;
  /** When the customer confirmed the address; the quote is sent only then (docs/decisions/0023). */
  confirmed_at: number | null;
  /** Set when the mailbox was past its daily cap: nothing is e-mailed to the address (migration 0009). */
  mailbox_capped_at: number | null;
  created_at: number;
}

/** 'Ricevilo via e-mail' of the activation kit: the answers the kit is drafted from again at send time. */
export interface KitRequestTable {
  id: string;
  /** The entity's name (denominazione), also in kit_values. */
  entity_name: string;
  /** The kit's other answers as the visitor gave them, JSON text (the two addresses apart). */
  kit_values: string;
  /** The entity's mailbox for privacy questions. */
  privacy_email: string;
  /** The DPO's address, when given. */
  rpd_email: string | null;
  email: string;
  privacy_accepted_at: number;
  privacy_policy_version: string;
  marketing_consent: number;
  marketing_consent_at: number | null;
  /** When the address's owner confirmed the consent through the e-mail's link; only then it counts. */
  marketing_confirmed_at: number | null;
  /** When the address's owner followed the confirmation link (docs/decisions/0023). */
  confirmed_at: number | null;
  created_at: number;
}

/** The last order number handed out in a year. */
export interface OrderCounterTable {
  year: number;
  last_number: number;
}

export type OutboxStatus = "pending" | "sent" | "dead";

export interface OutboxTable {
  id: string;
  /** One e-mail per request and template: a second insert of the same e-mail fails. */
  dedupe_key: string;
  template: string;
  request_id: string;
  status: OutboxStatus;
  attempts: number;
  max_attempts: number;
  run_at: number;
  /** While in the future, one worker holds the row (its lease). */
  claimed_until: number | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface CaptchaSpentTable {
  id: string;
  expires_at: number;
}

export interface RateLimitTable {
  /** HMAC of form and client address: never the address itself. */
  key: string;
  count: number;
  reset_at: number;
}

/**
 * One accepted request that e-mailed a visitor's address: the recipient cap's counter
 * (recipient-cap.server.ts). An HMAC of the address's recipientKey, never the address.
 */
export interface RecipientSendTable {
  key: string;
  created_at: number;
}

/**
 * The schema. A form's own table joins it from the form's module by declaration merging
 * (`declare module "…/db.server.ts" { interface Tables { … } }`), so adding one edits nothing here.
 */
export interface Tables {
  contact_requests: ContactRequestTable;
  whitepaper_requests: WhitepaperRequestTable;
  order_requests: OrderRequestTable;
  kit_requests: KitRequestTable;
  order_counters: OrderCounterTable;
  outbox: OutboxTable;
  settings: SettingTable;
  captcha_spent: CaptchaSpentTable;
  rate_limits: RateLimitTable;
  recipient_sends: RecipientSendTable;
}

/** The tables of visitors' requests: each row has an id, the address it came from and when. */
export type RequestTableName = {
  [Name in keyof Tables]: Tables[Name] extends { id: string; email: string; created_at: number } ? Name : never;
}[keyof Tables];

export type DialectName = "sqlite" | "postgres";

export interface Database {
  db: Kysely<Tables>;
  dialect: DialectName;
  /** Where the SQLite file lives; null on PostgreSQL. */
  file: string | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export const SQLITE_FILE = "site.sqlite";

const INT8_OID = 20;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // bigint columns hold epoch milliseconds and counts: well inside Number's exact range.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // The same for a client in use whose server goes away (a PostgreSQL restart between two
  // statements of a transaction): its query fails, the process stays up and /healthz says 503.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", file: null, close: () => db.destroy() };
}

/** Distinct statements kept prepared; the form API and the worker use a few dozen. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * The SQLite connection Kysely's driver uses, with each statement prepared once: the driver
 * prepares the SQL of every query it runs (7-25 µs each, six times per form request counting
 * begin and commit), while the SQL of one query shape never changes, only its parameters. Safe
 * because the driver runs one query at a time on its one connection (a streamed query holds it to
 * the end), and run()/all() reset the statement when they return.
 */
class StatementCachingDatabase extends DatabaseSync {
  #statements = new Map<string, StatementSync>();

  override prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = super.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(dataDir, SQLITE_FILE);
  // Created private before SQLite creates it with 0644; its WAL and SHM take the file's mode.
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  const database = new StatementCachingDatabase(file, { timeout: 5000 });
  // WAL lets the purge and the outbox read while a request commits; synchronous stays FULL so a
  // committed request survives a power cut, not only a crash. secure_delete overwrites what a
  // DELETE removes (an erasure, the purge) instead of leaving it readable in free space.
  database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: "sqlite", file, close: () => db.destroy() };
}

export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Database {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
}

/**
 * After personal data was deleted: secure_delete zeroed it in the pages SQLite wrote since, but
 * earlier images of those pages, with the data, stay in the WAL until a checkpoint copies the
 * latest pages into the file and empties the WAL. `compact` also rebuilds the file (VACUUM), which
 * clears free space left by deletions made before secure_delete was on. False when a reader held
 * the WAL past the busy timeout (it is emptied at a later checkpoint). PostgreSQL: nothing to do
 * here (docs/production.md: dead rows, WAL archives and backups).
 */
export async function flushDeletedData(database: Database, { compact = false } = {}): Promise<boolean> {
  if (database.dialect !== "sqlite") return true;
  if (compact) await sql`VACUUM`.execute(database.db);
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
  return Number(rows[0]?.busy ?? 1) === 0;
}
