import type { KeyObject } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CONFIRMATION_PATH,
  CONFIRMATION_SLOT,
  type ConfirmationPageState,
  type ConfirmationRefusal,
  MARKETING_BOX_LABEL,
} from "../config/address-confirmation.ts";
import { isForeignOrigin } from "./foreign-origin.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import type { Database } from "./db.server.ts";
import type { FormModule } from "./form-definition.server.ts";
import type { ComposeMail } from "./mail.server.ts";
import { checkConfirmationToken } from "./confirmation-token.server.ts";
import { acceptedEncoding, compress, pageCache, splitShell } from "./on-demand-page.server.ts";
import { enqueueMails } from "./outbox.server.ts";
import { recipientHash, spendHeldPlace } from "./recipient-cap.server.ts";
import { clientAddressKey } from "./client-address.server.ts";
import { gateRequest, type RequestLimiter } from "./rate-limit.server.ts";
import type { ServerKeys } from "./secret.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "./security-headers.server.ts";
import type { ServerConfig } from "./start-config.server.ts";
import type { StaticSite } from "./static-site.server.ts";

/*
 * Address confirmation (docs/decisions/0023): a form whose e-mails may only reach an address that
 * asked for them first sends a fixed text with a link signed with the server's key, naming the
 * form, the request and when the link expires. Opening the link (GET) only shows a button: mail
 * scanners fetch links. The button's POST stores confirmed_at on the request, once, and queues
 * the e-mails that were waiting, in one commit.
 */

interface ConfirmableRow {
  email: string;
  created_at: number;
  confirmed_at: number | null;
  marketing_consent?: number;
}

/** A request table as this module reads it: the columns every confirmable table has. */
type Loose = Kysely<
  Record<
    string,
    { id: string; email: string; created_at: number; confirmed_at: number | null; marketing_consent: number }
  >
>;

async function findRow(db: Loose, form: FormModule, requestId: string): Promise<ConfirmableRow | undefined> {
  const columns = form.confirmation?.marketing
    ? (["email", "created_at", "confirmed_at", "marketing_consent"] as const)
    : (["email", "created_at", "confirmed_at"] as const);
  return db.selectFrom(form.table).select(columns).where("id", "=", requestId).executeTakeFirst();
}

export type ConfirmOutcome =
  | { kind: "confirmed"; marketing: boolean }
  | { kind: "refused"; reason: Extract<ConfirmationRefusal, "used" | "expired"> };

/**
 * Confirms a request once, in one transaction: confirmed_at (and the marketing consent asked for,
 * if any), then the e-mails that waited for it. A request already confirmed is refused as used;
 * one no longer stored (purged, erased) as expired.
 */
export async function confirmRequest(
  database: Database,
  form: FormModule & { confirmation: NonNullable<FormModule["confirmation"]> },
  requestId: string,
  {
    now,
    maxAttempts,
    marketingChosen = true,
    recipientHashKey,
  }: {
    now: number;
    maxAttempts: number;
    /** ServerKeys.recipient: each e-mail the confirmation releases counts against the mailbox's cap. */
    recipientHashKey: KeyObject;
    /** Whether the page's own marketing box was ticked, where the form has one (copy.marketingChoice). */
    marketingChosen?: boolean;
  },
): Promise<ConfirmOutcome> {
  return database.db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
    const db = trx as unknown as Loose;
    const row = await findRow(db, form, requestId);
    if (!row) return { kind: "refused", reason: "expired" };
    if (row.confirmed_at !== null) return { kind: "refused", reason: "used" };
    const marketing = form.confirmation.marketing && row.marketing_consent === 1 && marketingChosen;
    const updated = await db
      .updateTable(form.table)
      .set({ confirmed_at: now, ...(marketing ? { marketing_confirmed_at: now } : {}) })
      .where("id", "=", requestId)
      // Two clicks at once: only one finds the row unconfirmed.
      .where(sql<boolean>`confirmed_at is null`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { kind: "refused", reason: "used" };
    const templates = [...form.confirmation.mailsOnConfirm, ...(marketing ? [consentRecordTemplate(form.name)] : [])];
    const mails = templates.map((template) => ({ template, requestId }));
    // What the owner just asked for by confirming: always sent, in the place its request held (L4).
    const hash = recipientHash(recipientHashKey, row.email);
    for (let left = form.confirmation.mailsOnConfirm.length; left > 0; left -= 1) {
      await spendHeldPlace(trx, hash, { heldAt: Number(row.created_at), now, dialect: database.dialect });
    }
    await enqueueMails(trx, mails, { now, maxAttempts });
    return { kind: "confirmed", marketing };
  });
}

/** The operator's record of a confirmed marketing consent, for each form with the marketing box. */
export function consentRecordTemplate(form: string): string {
  return `${form}-consenso-confermato`;
}

export interface ConsentRecord {
  formLabel: string;
  requestId: string;
  /** The form's marketing box, as the form showed it (MARKETING_BOX_LABEL). */
  boxLabel: string;
  /** What the page showed and the owner confirmed: the page's own box, or its text (whitepaper). */
  pageText: string;
  /** Whether the page had its own box (the kit) or its button was the consent (whitepaper). */
  pageBox: boolean;
  email: string;
  askedAt: number;
  confirmedAt: number;
  privacyPolicyVersion: string;
}

/**
 * The e-mail that tells the operator a consent was confirmed: its proof (art. 7(1) GDPR) outlives
 * the request in the operator's mailbox. `render` is src/forms/emails/consent-record-email.ts.
 */
export function consentRecordComposer(
  form: FormModule,
  render: (record: ConsentRecord) => Promise<{ subject: string; html: string; text: string }>,
): ComposeMail {
  return async (database, requestId, context) => {
    const db = database.db as unknown as Kysely<
      Record<
        string,
        {
          id: string;
          email: string;
          marketing_consent_at: number | null;
          marketing_confirmed_at: number | null;
          privacy_policy_version: string;
        }
      >
    >;
    const row = await db
      .selectFrom(form.table)
      .select(["email", "marketing_consent_at", "marketing_confirmed_at", "privacy_policy_version"])
      .where("id", "=", requestId)
      .executeTakeFirst();
    if (!row || row.marketing_consent_at === null || row.marketing_confirmed_at === null) return null;
    const { copy } = form.confirmation ?? {};
    const email = await render({
      formLabel: form.ops.label,
      requestId,
      boxLabel: MARKETING_BOX_LABEL,
      pageText: copy?.marketingChoice ?? copy?.ask(true) ?? "",
      pageBox: copy?.marketingChoice !== undefined,
      email: row.email,
      askedAt: Number(row.marketing_consent_at),
      confirmedAt: Number(row.marketing_confirmed_at),
      privacyPolicyVersion: row.privacy_policy_version,
    });
    return { to: { name: context.site.operator.name, address: context.site.operator.email }, ...email };
  };
}

const STATUS: Record<ConfirmationRefusal, number> = {
  invalid: 400,
  foreign: 403,
  used: 409,
  expired: 410,
  limited: 429,
  unreadable: 400,
};

/** The name this route's requests are counted under in the rate limit. */
const RATE_LIMIT_NAME = "conferma";
/**
 * Requests one link may make in a window once it holds its place in the shared budgets: the
 * recipient's reloads and button, and a mail scanner's visits or two, with room to spare.
 */
const LINK_HITS_MAX = 8;
/** Links counted at once (oldest dropped first): each needed a form sent with its proof of work. */
const LINKS_COUNTED_MAX = 10_000;

/** The forms that confirm addresses, by name, and the tables the purge clears of unconfirmed requests. */
function confirmable(forms: readonly FormModule[]) {
  const byName = new Map<string, FormModule & { confirmation: NonNullable<FormModule["confirmation"]> }>();
  for (const form of forms) if (form.confirmation) byName.set(form.name, { ...form, confirmation: form.confirmation });
  return byName;
}

export interface ConfirmationRouteOptions {
  forms: readonly FormModule[];
  database: Database;
  config: ServerConfig;
  keys: ServerKeys;
  clock?: Clock;
  /** Renders the page's part between the shell's markers (src/forms/confirmation-page.ts). */
  renderPage: (state: ConfirmationPageState) => string;
  /** Called once a confirmation and its e-mails are committed: wakes the outbox worker. */
  onCommitted?: () => void;
  /** The process's in-memory rate limit (the forms'): opening or pressing counts as a request. */
  limiter?: RequestLimiter;
}

/**
 * GET and POST CONFIRMATION_PATH, rendered into the prerendered shell of the same path. Register
 * it in a Fastify scope of its own: it replaces the scope's body parsers and error handler.
 */
export function confirmationRoute({
  forms,
  database,
  config,
  keys,
  clock = systemClock,
  renderPage,
  onCommitted,
  limiter,
}: ConfirmationRouteOptions) {
  const byName = confirmable(forms);
  return function registerConfirmationRoute(app: FastifyInstance, site: StaticSite): void {
    const shell = site.routes.get(CONFIRMATION_PATH);
    if (!shell) {
      throw new Error(
        `Build incompleta in ${config.distDir}: manca la pagina ${CONFIRMATION_PATH}. Esegui npm run build.`,
      );
    }
    const [before, after] = splitShell(shell, CONFIRMATION_SLOT, CONFIRMATION_PATH);
    const policy = contentSecurityPolicy(shell);

    // A refusal is the same page for everyone: rendered and compressed once (security read, M3).
    const refusals = pageCache();
    function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, state: ConfirmationPageState) {
      const render = () => `${before}${renderPage(state)}${after}`;
      let body: Buffer;
      let encoding: "br" | "gzip" | null;
      if (state.kind === "refused") {
        encoding = acceptedEncoding(request);
        body = refusals(state.reason, render)[encoding ?? "identity"];
      } else {
        ({ body, encoding } = compress(request, render()));
      }
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      // The link is a secret of its recipient: no cache keeps the page, no other site gets it in a
      // Referer. "same-origin", not "no-referrer": under the latter a browser sends the button's
      // POST with "Origin: null" (Fetch, "append a request Origin header"), refused as foreign.
      // Set with the common headers, which the app's onSend hook would otherwise lay over it.
      reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
      reply.header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(request.method === "HEAD" ? undefined : body);
    }
    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: ConfirmationRefusal) =>
      sendPage(request, reply, STATUS[reason], { kind: "refused", reason });

    /** The token's form, when the token holds and names a form that confirms addresses. */
    function formOf(token: unknown, now: number) {
      const check = checkConfirmationToken(keys.confirmation, token, now);
      if (!check.ok) return check;
      const form = byName.get(check.form);
      return form ? { ...check, form } : ({ ok: false, reason: "invalid" } as const);
    }

    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, text, done) => done(null, new URLSearchParams(String(text))),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return refuse(request, reply, "invalid");
      request.log.error({ err: { type: error.name, code: error.code } }, "Errore nella conferma dell'indirizzo");
      reply.header("cache-control", "no-store");
      return reply.code(500).send({ error: "Si è verificato un errore interno. Riprova più tardi." });
    });

    /** The links that hold a place in the shared budgets: until when, and how often opened since. */
    const linkHits = new Map<string, { until: number; hits: number }>();
    const windowMs = config.RATE_LIMIT_WINDOW_S * 1000;

    /** Counted in memory before any other work (gateRequest): over the limit, a 429 page rendered once. */
    function gate(request: FastifyRequest, reply: FastifyReply): "limited" | "unreadable" | null {
      const gated = gateRequest(limiter, RATE_LIMIT_NAME, request.ip, clock());
      if (gated?.refused === "limited") reply.header("retry-after", String(gated.retryAfterS));
      return gated?.refused ?? null;
    }

    /**
     * A link whose signature holds costs a database read and a render: its place in the budgets of
     * the networks the client shares, reserved before that work, so rotating /64s inside one /56
     * or /48 buys nothing (security read 4).
     */
    function overSharedLimit(request: FastifyRequest, reply: FastifyReply, token: string): boolean {
      const address = clientAddressKey(request.ip);
      if (!limiter || address === null) return false;
      const now = clock();
      // A link takes one place in the shared budgets per window, whoever opens it, and is then
      // counted on its own: a link replayed from many /64s (a used one still passes its signature)
      // would otherwise close a /56, /48 or /32 for everyone in it at the price of a GET each (fresh
      // security read 5, M1), and past LINK_HITS_MAX it buys no more database reads (read 4).
      const counted = linkHits.get(token);
      if (counted !== undefined && counted.until > now) {
        counted.hits += 1;
        if (counted.hits <= LINK_HITS_MAX) return false;
        reply.header("retry-after", String(Math.max(1, Math.ceil((counted.until - now) / 1000))));
        return true;
      }
      const shared = limiter.reserveShared(RATE_LIMIT_NAME, address, now);
      if (!shared.allowed) {
        reply.header("retry-after", String(shared.retryAfterS));
        return true;
      }
      linkHits.delete(token);
      if (linkHits.size >= LINKS_COUNTED_MAX) linkHits.delete(linkHits.keys().next().value ?? "");
      linkHits.set(token, { until: now + windowMs, hits: 1 });
      return false;
    }

    app.get(CONFIRMATION_PATH, async (request, reply) => {
      const refused = gate(request, reply);
      if (refused) return refuse(request, reply, refused);
      const { t } = request.query as Record<string, unknown>;
      const check = formOf(t, clock());
      if (!check.ok) return refuse(request, reply, check.reason);
      if (overSharedLimit(request, reply, String(t))) return refuse(request, reply, "limited");
      const row = await findRow(database.db as unknown as Loose, check.form, check.requestId);
      if (!row) return refuse(request, reply, "expired");
      if (row.confirmed_at !== null) return refuse(request, reply, "used");
      const { copy } = check.form.confirmation;
      const marketing = check.form.confirmation.marketing && row.marketing_consent === 1;
      return sendPage(request, reply, 200, {
        kind: "ask",
        token: String(t),
        text: copy.ask(marketing),
        button: copy.button,
        marketingChoice: marketing ? copy.marketingChoice : undefined,
        consent: marketing,
      });
    });

    app.post(CONFIRMATION_PATH, {
      onRequest: async (request, reply) => {
        if (isForeignOrigin(request, config.site.siteUrl)) return refuse(request, reply, "foreign");
      },
      handler: async (request, reply) => {
        const refused = gate(request, reply);
        if (refused) return refuse(request, reply, refused);
        if (!(request.body instanceof URLSearchParams)) return refuse(request, reply, "invalid");
        const now = clock();
        const check = formOf(request.body.get("t"), now);
        if (!check.ok) return refuse(request, reply, check.reason);
        if (overSharedLimit(request, reply, String(request.body.get("t")))) return refuse(request, reply, "limited");
        const outcome = await confirmRequest(database, check.form, check.requestId, {
          now,
          maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
          recipientHashKey: keys.recipient,
          marketingChosen: !check.form.confirmation.copy.marketingChoice || request.body.get("marketing") === "1",
        });
        if (outcome.kind === "refused") return refuse(request, reply, outcome.reason);
        request.log.info({ form: check.form.name }, "Indirizzo confermato");
        onCommitted?.();
        return sendPage(request, reply, 200, {
          kind: "done",
          text: check.form.confirmation.copy.done(outcome.marketing),
        });
      },
    });
  };
}
