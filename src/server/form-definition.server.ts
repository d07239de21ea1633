import type { KeyObject } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { SiteConfig } from "../config/load-site-config.ts";
import type { OperatorFacts } from "../config/operator-facts.ts";
import { PRIVACY_POLICY_VERSION } from "../config/privacy-policy-version.ts";
import { apiMessages } from "../lib/api-messages.ts";
import { type FormClock, formClock } from "../lib/italian-date.ts";
import type { ServerConfig } from "./start-config.server.ts";
import type { ServerKeys } from "./secret.server.ts";
import type { DialectName, RequestTableName, Tables } from "./db.server.ts";
import type { ComposeMail } from "./mail.server.ts";
import { enqueueMails, type MailToQueue } from "./outbox.server.ts";
import { countRecipientSend, countVisitorMail, recipientCapWait, recipientHash } from "./recipient-cap.server.ts";

/*
 * A form as one module: everything the server, the outbox, the purge and the operator's tool need
 * to know about it. Each feature's <name>.server.ts exports one; src/app/forms.server.ts lists
 * them, and src/server reads that list only as an argument.
 */

/** The body fields every form shares: consent, captcha and honeypot. */
export interface FormBody {
  email: string;
  privacyAccepted?: boolean | undefined;
  /** Absent on a form without the maths question (FormModule.checks). */
  captchaToken?: string | undefined;
  captchaAnswer?: unknown;
  /** The solved proof of work, base64 of the ALTCHA payload; checked by the API, not the schema. */
  pow?: unknown;
  website?: string | undefined;
}

export type StoreResult =
  | {
      ok: true;
      id: string;
      /** More keys of the 201 answer, such as an order's number. */
      reply?: Record<string, string>;
      /**
       * The templates of the e-mails to queue for this request; the API queues them in the same
       * commit. One with `runAt` waits in the outbox until then (a reminder). The visitor's address
       * gets at most one of them that answers the request (counted as the request); any other to
       * it is `unasked`, counted on its own and dropped at the mailbox's cap (countVisitorMail).
       */
      mails: readonly (string | { template: string; runAt: number; unasked?: true })[];
    }
  | { ok: false; error: string; retryAfterS: number }
  /** Refused for what the request asks, not for how often (a slot already taken: 409), with its answer. */
  | { ok: false; status: 400 | 409; body: Record<string, unknown> };

export interface StoreOptions {
  now: number;
  /** For dialect-specific locking (PostgreSQL advisory locks). */
  dialect: DialectName;
  /** The server's site configuration (prices, VAT, promotion of a quote); default: the build's. */
  site?: SiteConfig;
  /** The server's keys, for a link the 201 carries (the order's quote); absent in unit tests. */
  keys?: ServerKeys;
  /** The operator's facts file as the server read it (the demo's hours). */
  operatorFacts?: OperatorFacts;
  /** The keyed hash of the client's network for this form (rate-limit.server.ts clientKey): caps on open requests. */
  client?: string;
  /** The same hashes of the /56 and the /48 above an IPv6 client (clientNetworkKeys): caps per allocation. */
  clientNetworks?: { net56: string | null; net48: string | null };
}

/** What FormModule.precheck is told: the request's instant and the operator's facts. */
export interface PrecheckOptions {
  now: number;
  operatorFacts?: OperatorFacts | undefined;
}

export type ColumnKind = "text" | "time" | "flag";

export interface ExportColumn {
  name: string;
  /** The CSV heading and the label in `show`. */
  heading: string;
  kind: ColumnKind;
}

/** A stored request as the operator's tool reads it: any columns, with these three always there. */
export type RequestRow = Record<string, unknown> & { id: string; email: string; created_at: number };

/** Columns every request table has, for the forms' views below. */
export const REQUEST_COLUMNS = {
  id: { name: "id", heading: "ID", kind: "text" },
  received: { name: "created_at", heading: "Ricevuta il", kind: "time" },
  email: { name: "email", heading: "Email", kind: "text" },
  privacy: [
    { name: "privacy_accepted_at", heading: "Informativa letta il", kind: "time" },
    { name: "privacy_policy_version", heading: "Versione informativa", kind: "text" },
  ],
  /** When the address's owner followed the confirmation link (address-confirmation.server.ts). */
  confirmed: { name: "confirmed_at", heading: "Indirizzo confermato il", kind: "time" },
  /** Stored past the mailbox's daily cap: nothing e-mailed to the address (FormModule.whenMailboxCapped). */
  mailboxCapped: {
    name: "mailbox_capped_at",
    heading: "Senza e-mail al richiedente (limite giornaliero)",
    kind: "time",
  },
  /**
   * The columns marketingColumns() writes, for the forms with the optional box, and when the
   * address's owner confirmed it: only a confirmed consent counts (docs/decisions/0023).
   */
  marketing: [
    { name: "marketing_consent", heading: "Consenso marketing chiesto nel modulo", kind: "flag" },
    { name: "marketing_consent_at", heading: "Consenso marketing chiesto il", kind: "time" },
    { name: "marketing_confirmed_at", heading: "Consenso marketing confermato il", kind: "time" },
  ],
} as const satisfies Record<string, ExportColumn | readonly ExportColumn[]>;

/**
 * The columns every stored request has for its notice (the privacy policy's "Come documentiamo la
 * lettura dell'informativa"): when it was read, which version, and when the request arrived.
 */
export function noticeColumns(now: number) {
  return { privacy_accepted_at: now, privacy_policy_version: PRIVACY_POLICY_VERSION, created_at: now };
}

/**
 * The optional, unticked marketing box as stored: the choice and when it was made. It is only
 * asked for: it takes effect when the address's owner confirms it (marketing_confirmed_at).
 */
export function marketingColumns(now: number, consent: boolean | undefined) {
  return { marketing_consent: consent === true ? 1 : 0, marketing_consent_at: consent === true ? now : null };
}

/** The marketing consent that counts: asked for in the form and confirmed from the address. */
export function marketingConsentConfirmed(row: {
  marketing_consent: number;
  marketing_confirmed_at: number | null;
}): boolean {
  return row.marketing_consent === 1 && row.marketing_confirmed_at !== null;
}

/** A database cell as text: the schema has only text, integer and bigint columns; null is "". */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A column of a stored request as text; '' when empty. */
export function columnText(row: RequestRow, column: string): string {
  return cellText(row[column]);
}

/** How the operator's tool shows a form's requests. */
export interface OpsView {
  /** Italian name of the form in lists. */
  label: string;
  /** Every column holding an e-mail address: GDPR access and erasure search them all. */
  addressColumns: readonly string[];
  /** Who sent the request, in one short line (name, company, order number…). */
  who(row: RequestRow): string;
  /** The columns `show` labels and `export` writes, in order. */
  columns: readonly ExportColumn[];
}

/** Fixed text of the confirmation page for one form: nothing the sender typed (docs/decisions/0023). */
export interface ConfirmationCopy {
  /** Before the button: what confirming does. `marketing`: the request asked for marketing consent. */
  ask(marketing: boolean): string;
  button: string;
  /** After the confirmation. */
  done(marketing: boolean): string;
  /**
   * When the button confirms the request itself (the kit), the marketing consent asked for in the
   * form is its own unticked box on the page, with this label: getting what was asked for never
   * depends on consenting (art. 7(4) GDPR). Absent when confirming is the consent (whitepaper).
   */
  marketingChoice?: string;
}

/**
 * A form whose e-mails wait for the address's owner (docs/decisions/0023): the first e-mail to
 * the visitor carries nothing the sender typed and a signed link; following it stores
 * confirmed_at on the request (and marketing_confirmed_at when the box was ticked) and queues
 * `mailsOnConfirm`. The table has the columns confirmed_at and, with `marketing`,
 * marketing_consent and marketing_confirmed_at.
 */
export interface AddressConfirmation {
  mailsOnConfirm: readonly string[];
  /** The form has the marketing box: confirming also confirms the consent asked for in it. */
  marketing: boolean;
  /**
   * Requests not confirmed within the link's life are deleted by the purge, with their e-mails (the
   * kit's answers, the orders); one stored past the mailbox's cap (whenMailboxCapped) never got a
   * link and is kept its retention.
   */
  purgeUnconfirmed: boolean;
  copy: ConfirmationCopy;
}

/**
 * What the contract suite (tests/integration/form-contract.test.ts) needs to test a form with no
 * suite of its own: `<name>-contract.server.ts` beside the form's module exports one as `contract`. The
 * suite checks, on SQLite and PostgreSQL: stored before the 201 with these e-mails queued, a field
 * error stores nothing, an unknown key is refused, purged after its retention, found and erased
 * by address with the operator's tool.
 */
export interface FormContract {
  /** The FormModule's name. */
  form: string;
  /** A valid body, without captcha and proof of work (the suite solves them). */
  validBody(): Record<string, unknown>;
  /** The templates queued with the 201, in any order. */
  mailsOnStore: readonly string[];
}

/** One form: what the API, the outbox worker, the purge and the operator's tool know about it. */
export interface FormModule<Body extends FormBody = FormBody> {
  /** Also the rate-limit namespace, the name in logs and the operator's tool's --form value. */
  name: string;
  path: string;
  /** The request body: strict, with consent and captcha answer loose enough to answer in order (formBody). */
  schema: z.ZodType<Body>;
  /**
   * Present when a rule depends on the day (a date from tomorrow, an offer until a date): the
   * body's schema at a clock. The API then validates with it at the request's clock (the one the
   * server injects and tests fix), never with `schema`; the schema itself calls no Date.now().
   */
  schemaAt?(clock: FormClock): z.ZodType<Body>;
  /** Keys that are fields a visitor fills in: their problems are answered field by field. */
  fieldKeys: ReadonlySet<string>;
  /** The message when the server itself fails (spec §8). */
  failureMessage: string;
  /**
   * Writes the request in `trx`: the API's transaction, which already holds the rate-limit count
   * and the captcha spend, and then gets the e-mails this returns, so an accepted request is one
   * durable commit. A refusal (ok: false) is returned, not thrown: the count and the spend are
   * still committed.
   */
  store(trx: Transaction<Tables>, body: Body, options: StoreOptions): Promise<StoreResult>;
  /**
   * What a submission without the proof of work (FormChecks.work "budgeted") must pass before it
   * takes a place of the hour's few (docs/decisions/0036): the refusal store would give it (the
   * demo: a slot not offered, 400; taken, 409), or null. store checks again in its transaction.
   */
  precheck?(
    db: Kysely<Tables>,
    body: Body,
    options: PrecheckOptions,
  ): Promise<{ status: 400 | 409; body: Record<string, unknown> } | null>;
  /** The e-mails of this form, by the template name its outbox rows carry. */
  templates: Readonly<Record<string, ComposeMail>>;
  /**
   * Present when an accepted request e-mails the address the visitor typed, not only the
   * operator: the request then counts against the one cap per mailbox, across every form
   * (RECIPIENT_DAILY_CAP in 24 hours; docs/decisions/0024), and past it gets a 429 with the one
   * message of that cap (apiMessages.recipientCap), whichever form it is.
   */
  emailsVisitor?: true;
  /**
   * A form the operator acts on (the order), past the mailbox's cap: the request is still
   * stored and the operator notified, but none of `visitorMails` is queued, its row records
   * `mailbox_capped_at` (the table has the column; the templates that write to the visitor later
   * check it), it is not counted, and the 201 carries `notice` for the visitor. Absent: past the
   * cap the request is refused with the cap's 429, for a form whose only purpose is the e-mail to
   * the visitor (the whitepaper, the kit). Fresh security read 7, M1; docs/decisions/0024.
   */
  whenMailboxCapped?: { visitorMails: ReadonlySet<string>; notice: string };
  /** Where its requests are stored (a migration creates the table). */
  table: RequestTableName;
  /** Days its requests are kept; the purge never keeps one for less than RETENTION_DAYS. */
  retentionDays(config: ServerConfig): number;
  /**
   * Present when the retention runs from a time of the request's own, not its arrival: the
   * column holding it (the demo: `slot_end`, its call's end; docs/decisions/0032), and the
   * columns the purge empties once that time has passed (its network fingerprint).
   */
  keptAfter?: { column: string; cleared: readonly string[] };
  ops: OpsView;
  /** Present when some of its e-mails to the visitor wait for the address to be confirmed. */
  confirmation?: AddressConfirmation;
  /** What the API asks of a submission besides its fields and the honeypot; SPEC_CHECKS when absent. */
  checks?: FormChecks;
}

/**
 * The checks of a submission that are not its fields (docs/decisions/0036), read by the API in
 * one place. The honeypot, the rate limits, the network budgets and the form's own caps always hold.
 */
export interface FormChecks {
  /**
   * The spec's maths question and privacy box. false for a form of our own (the order, issue 26,
   * docs/decisions/0033): no question, and the notice is read from a link beside the button; its
   * body is formBodyWithoutQuestion's.
   */
  question: boolean;
  /**
   * "required": every submission carries a solved proof of work. "budgeted": the form is also sent
   * without JavaScript (the demo booking), so a submission without the work is accepted too, but
   * only within the server's small hourly budget of such submissions for the form
   * (WORKLESS_PER_HOUR); one with the work is checked as ever and does not touch that budget.
   */
  work: "required" | "budgeted";
}

/** The spec's forms: the maths question, the privacy box and the proof of work on every submission. */
export const SPEC_CHECKS: FormChecks = { question: true, work: "required" };

/** The schema a request to `form` is validated with, at the request's instant. */
export function requestSchema<Body extends FormBody>(form: FormModule<Body>, now: number): z.ZodType<Body> {
  return form.schemaAt ? form.schemaAt(formClock(now)) : form.schema;
}

/**
 * A form's store followed by the queueing of the e-mails it asks for, in the caller's
 * transaction: what the API does with an accepted request. A form that e-mails the visitor is
 * first held to the recipient cap, and an accepted request is counted in the same commit; past
 * the cap, a form with `whenMailboxCapped` stores the request without any e-mail to the visitor.
 */
export async function storeRequest<Body extends FormBody>(
  trx: Transaction<Tables>,
  form: FormModule<Body>,
  body: Body,
  {
    maxAttempts,
    recipientHashKey,
    ...options
  }: StoreOptions & { maxAttempts: number; /** ServerKeys.recipient */ recipientHashKey: KeyObject },
): Promise<StoreResult> {
  const recipient = form.emailsVisitor && { hash: recipientHash(recipientHashKey, body.email) };
  // A confirm-first request holds a place for each e-mail its confirmation will release (L4).
  const places = 1 + (form.confirmation?.mailsOnConfirm.length ?? 0);
  const wait = recipient ? await recipientCapWait(trx, recipient.hash, { ...options, places }) : null;
  const capped = wait === null ? null : form.whenMailboxCapped;
  if (wait !== null && !capped) return { ok: false, error: apiMessages.recipientCap, retryAfterS: wait };
  const stored = await form.store(trx, body, options);
  if (!stored.ok) return stored;
  if (capped) {
    // Nothing to the mailbox, now or later: the row says so to the templates and the operator.
    await (trx as unknown as Kysely<Record<string, { id: string; mailbox_capped_at: number | null }>>)
      .updateTable(form.table)
      .set({ mailbox_capped_at: options.now })
      .where("id", "=", stored.id)
      .execute();
  } else if (recipient) {
    await countRecipientSend(trx, recipient.hash, options.now, places);
  }
  const mails: MailToQueue[] = [];
  for (const mail of stored.mails) {
    const { template, runAt, unasked } = typeof mail === "string" ? { template: mail } : mail;
    if (capped?.visitorMails.has(template)) continue;
    // An e-mail to the visitor beyond the request's answer (the demo's reminder) counts on its own.
    if (unasked && recipient && !(await countVisitorMail(trx, recipient.hash, { ...options, unasked }))) continue;
    mails.push({ template, requestId: stored.id, ...(runAt === undefined ? {} : { runAt }) });
  }
  await enqueueMails(trx, mails, { now: options.now, maxAttempts });
  return capped ? { ...stored, reply: { ...stored.reply, notice: capped.notice } } : stored;
}
