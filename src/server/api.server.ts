import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiMessages as messages } from "../lib/api-messages.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { answerCaptcha, checkCaptcha, issueCaptcha } from "./captcha.server.ts";
import { isDisposableEmail } from "./disposable-email.server.ts";
import { clientAddressKey } from "./client-address.server.ts";
import { isForeignOrigin } from "./foreign-origin.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import type { ServerConfig } from "./start-config.server.ts";
import type { Database, Tables } from "./db.server.ts";
import {
  type FormBody,
  type FormChecks,
  type FormModule,
  requestSchema,
  SPEC_CHECKS,
  storeRequest,
} from "./form-definition.server.ts";
import { boundedLines, describeError } from "./logger.server.ts";
import { issuePow, powMaxNumber, spendPow, type VerifiedPow, verifyPow } from "./pow.server.ts";
import {
  clientKey,
  clientNetworkKeys,
  createRequestLimiter,
  hitRateLimit,
  type RequestLimiter,
  worklessBudgets,
} from "./rate-limit.server.ts";
import type { ServerKeys } from "./secret.server.ts";
import type { WindowBudget } from "./work-budget.server.ts";

/** Largest accepted body: the longest valid request (a 5,000-character message) is well under it. */
export const BODY_LIMIT = 16 * 1024;

/**
 * Submissions without the proof of work that a form with `checks.work: "budgeted"` accepts in any
 * hour, from all clients together, per server process (docs/decisions/0036): enough for the few
 * visitors without JavaScript, too few for a script to be worth running past its own limits.
 */
export const WORKLESS_PER_HOUR = 6;

/** A work-less submission past the hour's budget (or the client's share of it): what to do instead. */
export function worklessBudgetMessage(operatorEmail: string, fromClient = false): string {
  const whose = fromClient ? "Da questa rete, in quest'ora" : "In quest'ora";
  return `${whose} abbiamo già ricevuto il numero massimo di invii fatti senza JavaScript. Attiva JavaScript nel browser e invia di nuovo il modulo, oppure scrivici a ${operatorEmail}.`;
}

export interface FormApiOptions {
  /** The forms it serves, each under its own path (src/app/forms.server.ts). */
  forms: readonly FormModule[];
  database: Database;
  config: ServerConfig;
  keys: ServerKeys;
  clock?: Clock;
  /** Called once a request and its e-mails are committed: wakes the outbox worker. */
  onCommitted?: () => void;
  /** The in-memory gate of the rate limit; one per server (src/app/server.server.ts). */
  limiter?: RequestLimiter;
  /** Work-less submissions a budgeted form accepts per hour (WORKLESS_PER_HOUR). */
  worklessPerHour?: number;
  worklessBudget?: (form: string) => WindowBudget; // their budgets (worklessBudgets), shared with the demo's cancel
}

class HttpError extends Error {
  statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * Thrown to roll back a request's transaction when it is refused there: its client over the
 * limit, its work or question spent by another request, its mailbox past the daily cap.
 */
class Undone extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super("refused in the transaction");
    this.outcome = outcome;
  }
}

/** `trapped`: the hidden honeypot field was filled; answered as a stored request once every check passed. */
type Verdict = { kind: "reject"; status: number; body: object } | { kind: "valid"; data: FormBody; trapped: boolean };

type ValidWithWork = {
  kind: "valid";
  data: FormBody;
  /** Null on a submission without the proof of work (FormChecks.work "budgeted"). */
  pow: (VerifiedPow & { ok: true }) | null;
  /** The maths question's token, by its nonce, until it expires; null on a form without it. */
  question: { nonce: string; expiresAt: number } | null;
  /** A work-less submission's place in the hour's budget, by its client's keyed hash; else null. */
  workless: string | null;
  trapped: boolean;
};

type Outcome =
  | Exclude<Verdict, { kind: "valid" }>
  | { kind: "honeypot" }
  | { kind: "limited"; retryAfterS: number; error?: string }
  | { kind: "stored"; id: string; reply?: Record<string, string> | undefined };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isJson(request: FastifyRequest): boolean {
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  return type === "application/json";
}

/** The form API: GET /api/captcha and a POST for each form. */
export function formApi({
  forms,
  database,
  config,
  keys,
  clock = systemClock,
  onCommitted,
  limiter = createRequestLimiter({
    key: keys.clientAddress,
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
    clock,
  }),
  worklessPerHour = WORKLESS_PER_HOUR,
  worklessBudget = worklessBudgets(config.RATE_LIMIT_MAX, worklessPerHour),
}: FormApiOptions) {
  const windowMs = config.RATE_LIMIT_WINDOW_S * 1000;

  /** What the body alone decides, before any database work. */
  function judge(form: FormModule, checks: FormChecks, body: unknown, now: number): Verdict {
    if (!isPlainObject(body)) return { kind: "reject", status: 400, body: { error: messages.badRequest } };
    // A field people never see was filled in: a bot. It gets the answers a person would, up to the
    // storing, and is then told all went well (security read 13, L1): the order of the answers
    // does not tell it the field is a trap.
    const trapped = typeof body["website"] === "string" && body["website"].trim() !== "";
    const parsed = requestSchema(form, now).safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const structural = issues.some(
        (issue) => issue.code === "unrecognized_keys" || !form.fieldKeys.has(String(issue.path[0])),
      );
      if (structural) return { kind: "reject", status: 400, body: { error: messages.badRequest } };
      const errors = fieldErrors(parsed.error);
      const email = body["email"];
      if (!errors["email"] && typeof email === "string" && isDisposableEmail(email)) {
        errors["email"] = messages.emailDisposable;
      }
      return { kind: "reject", status: 400, body: { errors } };
    }
    const data: FormBody = parsed.data;
    if (isDisposableEmail(data.email))
      return { kind: "reject", status: 400, body: { errors: { email: messages.emailDisposable } } };
    if (checks.question && data.privacyAccepted !== true) {
      return { kind: "reject", status: 400, body: { error: messages.privacy } };
    }
    return { kind: "valid", data, trapped };
  }

  async function spendAndStore(
    form: FormModule,
    checks: FormChecks,
    trx: Transaction<Tables>,
    data: FormBody,
    verified: (VerifiedPow & { ok: true }) | null,
    now: number,
    address: string,
  ): Promise<Outcome> {
    // Before the maths question: a request whose work was already spent does not spend the question.
    if (verified) {
      const pow = await spendPow(trx, verified);
      if (!pow.ok) return { kind: "reject", status: 400, body: { error: messages.powInvalid } };
    }
    // A form of our own has no maths question: its spent proof of work is its one-time token.
    const captcha = !checks.question
      ? ({ ok: true } as const)
      : await checkCaptcha(trx, keys.captcha, data.captchaToken ?? "", data.captchaAnswer, now);
    if (!captcha.ok) {
      const expired = captcha.reason === "expired" || captcha.reason === "spent";
      return {
        kind: "reject",
        status: 400,
        body: { error: expired ? messages.captchaExpired : messages.captchaWrong },
      };
    }
    const stored = await storeRequest(trx, form, data, {
      now,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      recipientHashKey: keys.recipient,
      dialect: database.dialect,
      site: config.site,
      keys,
      operatorFacts: config.operatorFacts,
      client: clientKey(keys.clientAddress, form.name, address),
      clientNetworks: clientNetworkKeys(keys.clientAddress, form.name, address),
    });
    if (stored.ok) return { kind: "stored", id: stored.id, reply: stored.reply };
    if ("status" in stored) return { kind: "reject", status: stored.status, body: stored.body };
    return { kind: "limited", retryAfterS: stored.retryAfterS, error: stored.error };
  }

  // Proofs of work and maths questions this process took, until they expire: only solved work can add one.
  const workTaken = new Map<string, number>();
  const questionsTaken = new Map<string, number>();
  function take(taken: Map<string, number>, id: string, expiresAt: number, now: number): void {
    if (taken.size >= 100_000) {
      for (const [known, expiry] of taken) if (expiry <= now) taken.delete(known);
    }
    taken.set(id, expiresAt);
  }

  /**
   * What a valid body needs before the database: its proof of work, checked in memory (a request
   * without the work costs its own /64's budget only), then a place in the budgets of the larger
   * networks, reserved with no await in between, so a burst of concurrent requests cannot all
   * pass the /56's or /48's check before any is counted (security read 2, M1 and M2). A form that
   * is also sent without JavaScript takes a submission without the work within its hour's budget
   * of them instead (docs/decisions/0036); its question, network budgets and caps still hold.
   */
  async function checkWork(
    form: FormModule,
    checks: FormChecks,
    verdict: Verdict,
    address: string,
    now: number,
  ): Promise<Exclude<Verdict, { kind: "valid" }> | Exclude<Outcome, { kind: "stored" }> | ValidWithWork> {
    if (verdict.kind !== "valid") return verdict;
    const { data } = verdict;
    const workless = checks.work === "budgeted" && (data.pow === undefined || data.pow === "");
    let pow: (VerifiedPow & { ok: true }) | null = null;
    if (!workless) {
      const verified = await verifyPow(keys.pow, data.pow, now, form.name);
      // Work this process has already taken is refused in memory too: a replayed payload spends
      // no shared budget and writes nothing (security read 3, M1). The database's spend stays the
      // rule across instances.
      if (!verified.ok || workTaken.has(verified.id)) {
        return { kind: "reject", status: 400, body: { error: messages.powInvalid } };
      }
      pow = verified;
    }
    // The maths question next, in memory too (fresh security read 6, L): a wrong answer spends
    // the work and the question here and writes nothing; a question answered once in this
    // process, right or wrong, is not answered again. The database still spends a right one, so
    // of two instances only one accepts it. A form of our own has no question (FormChecks).
    let asked: ValidWithWork["question"] = null;
    if (checks.question) {
      const question = answerCaptcha(keys.captcha, data.captchaToken ?? "", data.captchaAnswer, now);
      const refused = (error: string) => {
        if (pow) take(workTaken, pow.id, pow.expiresAt, now);
        return { kind: "reject", status: 400, body: { error } } as const;
      };
      if (question.verdict === "invalid") return refused(messages.captchaWrong);
      if (question.verdict === "expired" || questionsTaken.has(question.nonce)) return refused(messages.captchaExpired);
      if (question.verdict === "wrong") {
        take(questionsTaken, question.nonce, question.expiresAt, now);
        return refused(messages.captchaWrong);
      }
      asked = { nonce: question.nonce, expiresAt: question.expiresAt };
    }
    const shared = limiter.reserveShared(form.name, address, now);
    if (!shared.allowed) return { kind: "limited", retryAfterS: shared.retryAfterS };
    if (pow) {
      take(workTaken, pow.id, pow.expiresAt, now);
      return { kind: "valid", data, pow, question: asked, workless: null, trapped: verdict.trapped };
    }
    // A work-less submission takes one of the hour's few places (a client at most its share) after
    // every check made before the transaction, the form's own too (the demo's slot: offered, free);
    // handle() gives it back when the request is not stored after all (a slot taken meanwhile, a cap).
    const refusal = await form.precheck?.(database.db, data, { now, operatorFacts: config.operatorFacts });
    if (refusal) {
      if (asked) take(questionsTaken, asked.nonce, asked.expiresAt, now);
      return { kind: "reject", ...refusal };
    }
    const holder = clientKey(keys.clientAddress, form.name, address);
    const place = worklessBudget(form.name).take(now, holder);
    if (!place.allowed) {
      const error = worklessBudgetMessage(config.site.operator.email, place.perHolder);
      return { kind: "limited", retryAfterS: place.retryAfterS, error };
    }
    return { kind: "valid", data, pow, question: asked, workless: holder, trapped: verdict.trapped };
  }

  /**
   * Every request is counted in memory first (issue 25, M2): a client over its limit, or a body
   * that is refused on sight, costs no database work and no durable write. A valid request is one
   * transaction and one commit: the captcha spend, the request and its e-mails, and the client's
   * counter in the database, which several instances share.
   */
  let honeypots: ReturnType<typeof boundedLines> | undefined; // a few lines a minute per form (L1)
  /** A trapped request past every check: its question is spent as a stored one's, its place kept. */
  function trapped(verdict: ValidWithWork, now: number): Outcome {
    if (verdict.question) take(questionsTaken, verdict.question.nonce, verdict.question.expiresAt, now);
    return { kind: "honeypot" };
  }
  async function handle(form: FormModule, request: FastifyRequest, reply: FastifyReply) {
    const fail = (status: number, body: object) => reply.code(status).send(body);
    if (!isJson(request)) return fail(415, { error: messages.unsupportedType });

    const address = clientAddressKey(request.ip);
    if (address === null) return fail(400, { error: messages.badRequest });
    const now = clock();
    const checks = form.checks ?? SPEC_CHECKS;
    const gate = limiter.hit(form.name, address, now);
    const verdict = gate.allowed
      ? await checkWork(form, checks, judge(form, checks, request.body, now), address, now)
      : ({ kind: "limited", retryAfterS: gate.retryAfterS } as const);
    let stored = false; // once committed; a work-less request not stored gives its place back
    const outcome: Outcome =
      verdict.kind !== "valid"
        ? verdict
        : verdict.trapped
          ? trapped(verdict, now)
          : await database.db
              .transaction()
              .execute(async (trx): Promise<Outcome> => {
                // The client's counter is counted last: on PostgreSQL its row stays locked from the
                // upsert to the commit, serialising that client's requests, so the lock must be short.
                const result = await spendAndStore(form, checks, trx, verdict.data, verdict.pow, now, address);
                // Refused in the database (work or question spent by another instance, the
                // mailbox's daily cap): undone, so a refusal leaves no row (fresh security read 6, L).
                if (result.kind !== "stored") throw new Undone(result);
                const key = clientKey(keys.clientAddress, form.name, address);
                const limit = await hitRateLimit(trx, { key, max: config.RATE_LIMIT_MAX, windowMs, now });
                if (limit.allowed) return result;
                // Over the limit (another instance counted it): the whole transaction is undone,
                // the token stays unspent, and this process refuses the client until the window ends.
                limiter.block(form.name, address, now + limit.retryAfterS * 1000);
                throw new Undone({ kind: "limited", retryAfterS: limit.retryAfterS });
              })
              .then((result) => {
                stored = true; // a work-less request's place is given back if it is withdrawn (a demo cancelled)
                if (verdict.workless !== null && result.kind === "stored")
                  worklessBudget(form.name).remember(result.id, now, verdict.workless);
                // Answered once, right: not answered again in this process either (before the slot's check).
                if (verdict.question) take(questionsTaken, verdict.question.nonce, verdict.question.expiresAt, now);
                return result;
              })
              .catch((error: unknown): Outcome => {
                if (!(error instanceof Undone)) throw error;
                // The question was put: not answered again here, though the database does not hold it.
                const { question } = verdict;
                if (question !== null && (error.outcome.kind !== "limited" || error.outcome.error !== undefined)) {
                  take(questionsTaken, question.nonce, question.expiresAt, now);
                }
                return error.outcome;
              })
              .finally(() => {
                if (verdict.workless !== null && !stored) worklessBudget(form.name).giveBack(now, verdict.workless);
              });

    switch (outcome.kind) {
      case "limited":
        reply.header("retry-after", String(outcome.retryAfterS));
        return fail(429, { error: outcome.error ?? messages.rateLimited });
      case "reject":
        return fail(outcome.status, outcome.body);
      case "honeypot":
        honeypots ??= boundedLines(request.server.log);
        honeypots.info(form.name, { form: form.name }, "Honeypot compilato: richiesta scartata", now);
        return reply.code(201).send({ id: randomUUID() });
      case "stored":
        onCommitted?.();
        return reply.code(201).send({ ...outcome.reply, id: outcome.id });
    }
  }

  // Fastify tells an async plugin from one that takes a callback by the promise it returns.
  // eslint-disable-next-line @typescript-eslint/require-await
  return async function registerFormApi(api: FastifyInstance): Promise<void> {
    isDisposableEmail("warm-up@example.com"); // loads the domain list now, not during a visitor's request
    // Only JSON is accepted, up to BODY_LIMIT; everything else is answered in Italian below.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: BODY_LIMIT },
      (_request, text, done) => {
        if (typeof text !== "string" || text.trim() === "")
          return done(new HttpError(400, messages.badRequest), undefined);
        try {
          // A NUL character (sent as \u0000) cannot be stored in PostgreSQL text: refused, not a 500.
          const body: unknown = JSON.parse(text, (_key, value: unknown) => {
            if (typeof value === "string" && value.includes("\u0000")) throw new Error("NUL");
            return value;
          });
          done(null, body);
        } catch {
          done(new HttpError(400, messages.badRequest), undefined);
        }
      },
    );

    api.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });

    api.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send({ error: messages.tooLarge });
      if (status === 415) return reply.code(415).send({ error: messages.unsupportedType });
      if (status >= 400 && status < 500) return reply.code(status).send({ error: messages.badRequest });
      request.log.error({ error: describeError(error) }, "Errore interno nella gestione del modulo");
      const form = forms.find((candidate) => request.url.split("?")[0] === candidate.path);
      return reply.code(500).send({ error: form?.failureMessage ?? messages.sendFailure });
    });

    // The maths question of the spec and, beside it, the proof of work the browser solves meanwhile.
    // A client that has already sent a few forms in the window gets more work (issue 25, L9).
    api.get("/api/captcha", async (request) => {
      const now = clock();
      const address = clientAddressKey(request.ip);
      const submissions =
        address === null ? 0 : forms.reduce((sum, form) => sum + limiter.count(form.name, address, now), 0);
      const maxnumber = powMaxNumber(config.POW_MAX_NUMBER, submissions);
      // ?form=<name>: the form the work is for (the islands say it); anything else fits no form.
      const asked = (request.query as Record<string, unknown> | undefined)?.["form"];
      const form = forms.find((candidate) => candidate.name === asked)?.name ?? "";
      return { ...issueCaptcha(keys.captcha, now), pow: await issuePow(keys.pow, now, maxnumber, form) };
    });

    for (const form of forms) {
      api.post(form.path, {
        onRequest: async (request, reply) => {
          if (isForeignOrigin(request, config.site.siteUrl)) {
            return reply.code(403).send({ error: messages.forbiddenOrigin });
          }
        },
        handler: (request, reply) => handle(form, request, reply),
      });
    }
  };
}
