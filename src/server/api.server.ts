import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isLoopbackUrl } from "../config/load-site-config.ts";
import { apiMessages as messages } from "../lib/api-messages.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { checkCaptcha, issueCaptcha } from "./captcha.server.ts";
import { isDisposableEmail } from "./disposable-email.server.ts";
import { clientAddressKey } from "./client-address.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import type { ServerConfig } from "./start-config.server.ts";
import type { Database, Tables } from "./db.server.ts";
import { type FormBody, type FormModule, storeRequest } from "./form-definition.server.ts";
import { describeError } from "./logger.server.ts";
import { checkPow, issuePow } from "./pow.server.ts";
import { clientKey, hitRateLimit } from "./rate-limit.server.ts";
import type { ServerKeys } from "./secret.server.ts";

/** Largest accepted body: the longest valid request (a 5,000-character message) is well under it. */
export const BODY_LIMIT = 16 * 1024;

export interface FormApiOptions {
  /** The forms it serves, each under its own path (src/app/forms.server.ts). */
  forms: readonly FormModule[];
  database: Database;
  config: ServerConfig;
  keys: ServerKeys;
  clock?: Clock;
  /** Called once a request and its e-mails are committed: wakes the outbox worker. */
  onCommitted?: () => void;
}

class HttpError extends Error {
  statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** Thrown to roll back a request's transaction when its client is over the limit. */
class OverLimit extends Error {}

type Verdict =
  { kind: "reject"; status: number; body: object } | { kind: "honeypot" } | { kind: "valid"; data: FormBody };

type Outcome =
  | Exclude<Verdict, { kind: "valid" }>
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

/**
 * Browsers send Origin with every cross-site POST: a request from another site's page is refused
 * (CSRF). Requests without Origin (curl, server-to-server) are let through unless the browser
 * marks them cross-site. The only origin of ours is SITE_URL's: Host and X-Forwarded-Host are
 * the client's to choose, so they prove nothing (issue 17 §8). A site on loopback (development,
 * the browser tests) is reached as localhost or 127.0.0.1 on any port: both are its own.
 */
export function isForeignOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers["sec-fetch-site"] === "cross-site";
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // 'null' and anything unparsable
  }
  if (parsed.origin === new URL(siteUrl).origin) return false;
  return !(isLoopbackUrl(siteUrl) && isLoopbackUrl(parsed.origin));
}

/** The form API: GET /api/captcha and a POST for each form. */
export function formApi({ forms, database, config, keys, clock = systemClock, onCommitted }: FormApiOptions) {
  const windowMs = config.RATE_LIMIT_WINDOW_S * 1000;

  /** What the body alone decides, before any database work. */
  function judge(form: FormModule, body: unknown): Verdict {
    if (!isPlainObject(body)) return { kind: "reject", status: 400, body: { error: messages.badRequest } };
    // A field people never see was filled in: a bot. It is told all went well.
    if (typeof body["website"] === "string" && body["website"].trim() !== "") return { kind: "honeypot" };
    const parsed = form.schema.safeParse(body);
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
    if (data.privacyAccepted !== true) return { kind: "reject", status: 400, body: { error: messages.privacy } };
    return { kind: "valid", data };
  }

  async function spendAndStore(
    form: FormModule,
    trx: Transaction<Tables>,
    data: FormBody,
    now: number,
  ): Promise<Outcome> {
    // Before the maths question: a request without the work done does not spend the question.
    const pow = await checkPow(trx, keys.pow, data.pow, now);
    if (!pow.ok) return { kind: "reject", status: 400, body: { error: messages.powInvalid } };
    const captcha = await checkCaptcha(trx, keys.captcha, data.captchaToken, data.captchaAnswer, now);
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
    });
    return stored.ok
      ? { kind: "stored", id: stored.id, reply: stored.reply }
      : { kind: "limited", retryAfterS: stored.retryAfterS, error: stored.error };
  }

  /**
   * Every request that reaches a form is one transaction and one durable commit: the rate-limit
   * count (kept for refused requests too), the captcha spend, the request and its e-mails.
   */
  async function handle(form: FormModule, request: FastifyRequest, reply: FastifyReply) {
    const fail = (status: number, body: object) => reply.code(status).send(body);
    if (!isJson(request)) return fail(415, { error: messages.unsupportedType });

    const address = clientAddressKey(request.ip);
    if (address === null) return fail(400, { error: messages.badRequest });
    const now = clock();
    const verdict = judge(form, request.body);
    const key = clientKey(keys.clientAddress, form.name, address);
    const count = (db: Kysely<Tables>) => hitRateLimit(db, { key, max: config.RATE_LIMIT_MAX, windowMs, now });
    const outcome = await database.db
      .transaction()
      .execute(async (trx): Promise<Outcome> => {
        if (verdict.kind !== "valid") {
          const limit = await count(trx);
          return limit.allowed ? verdict : { kind: "limited", retryAfterS: limit.retryAfterS };
        }
        // The client's counter is counted last: on PostgreSQL its row stays locked from the
        // upsert to the commit, serialising that client's requests, so the lock must be short.
        const result = await spendAndStore(form, trx, verdict.data, now);
        const limit = await count(trx);
        if (limit.allowed) return result;
        throw new OverLimit();
      })
      .catch(async (error: unknown): Promise<Outcome> => {
        if (!(error instanceof OverLimit)) throw error;
        // Over the limit the whole transaction is undone (the token stays unspent, nothing is
        // stored) and the refusal is counted in a statement of its own: still one commit.
        const limit = await count(database.db);
        return { kind: "limited", retryAfterS: limit.retryAfterS };
      });

    switch (outcome.kind) {
      case "limited":
        reply.header("retry-after", String(outcome.retryAfterS));
        return fail(429, { error: outcome.error ?? messages.rateLimited });
      case "reject":
        return fail(outcome.status, outcome.body);
      case "honeypot":
        request.log.info({ form: form.name }, "Honeypot compilato: richiesta scartata");
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
    api.get("/api/captcha", async () => {
      const now = clock();
      return { ...issueCaptcha(keys.captcha, now), pow: await issuePow(keys.pow, now, config.POW_MAX_NUMBER) };
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
