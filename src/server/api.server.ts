import { randomUUID } from "node:crypto";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forms } from "../app/forms.server.ts";
import { isDisposableEmail } from "../features/forms/disposable-email.server.ts";
import { fieldErrors } from "../features/forms/field-errors.ts";
import { messages } from "../features/forms/messages.ts";
import { checkCaptcha, issueCaptcha } from "./captcha.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import type { ServerConfig } from "./config.server.ts";
import type { Database } from "./db.server.ts";
import type { FormBody, FormDefinition } from "./form-definition.server.ts";
import { describeError } from "./logger.server.ts";
import { clientKey, hitRateLimit } from "./rate-limit.server.ts";
import type { ServerKeys } from "./secret.server.ts";

/** Largest accepted body: the longest valid request (a 5,000-character message) is well under it. */
export const BODY_LIMIT = 16 * 1024;

export interface FormApiOptions {
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
 * marks them cross-site.
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
  return parsed.host.toLowerCase() !== request.host.toLowerCase();
}

/** The form API: GET /api/captcha and a POST for each form of src/app/forms.server.ts. */
export function formApi({ database, config, keys, clock = systemClock, onCommitted }: FormApiOptions) {
  const windowMs = config.RATE_LIMIT_WINDOW_S * 1000;

  async function handle(form: FormDefinition, request: FastifyRequest, reply: FastifyReply) {
    const fail = (status: number, body: object) => reply.code(status).send(body);
    if (!isJson(request)) return fail(415, { error: messages.unsupportedType });

    const now = clock();
    const limit = await hitRateLimit(database, {
      key: clientKey(keys.clientAddress, form.name, request.ip),
      max: config.RATE_LIMIT_MAX,
      windowMs,
      now,
    });
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfterS));
      return fail(429, { error: messages.rateLimited });
    }

    const body: unknown = request.body;
    if (!isPlainObject(body)) return fail(400, { error: messages.badRequest });
    if (typeof body["website"] === "string" && body["website"].trim() !== "") {
      // A field people never see was filled in: a bot. It is told all went well.
      request.log.info({ form: form.name }, "Honeypot compilato: richiesta scartata");
      return reply.code(201).send({ id: randomUUID() });
    }

    const parsed = form.schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const structural = issues.some(
        (issue) => issue.code === "unrecognized_keys" || !form.fieldKeys.has(String(issue.path[0])),
      );
      if (structural) return fail(400, { error: messages.badRequest });
      const errors = fieldErrors(parsed.error);
      const email = body["email"];
      if (!errors["email"] && typeof email === "string" && isDisposableEmail(email)) {
        errors["email"] = messages.emailDisposable;
      }
      return fail(400, { errors });
    }
    const data: FormBody = parsed.data;
    if (isDisposableEmail(data.email)) return fail(400, { errors: { email: messages.emailDisposable } });
    if (data.privacyAccepted !== true) return fail(400, { error: messages.privacy });

    const captcha = await checkCaptcha(database, keys.captcha, data.captchaToken, data.captchaAnswer, now);
    if (!captcha.ok) {
      const expired = captcha.reason === "expired" || captcha.reason === "spent";
      return fail(400, { error: expired ? messages.captchaExpired : messages.captchaWrong });
    }

    const stored = await form.store(database, data, {
      now,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      site: config.site,
    });
    if (!stored.ok) {
      reply.header("retry-after", String(stored.retryAfterS));
      return fail(429, { error: stored.error });
    }
    onCommitted?.();
    return reply.code(201).send({ ...stored.reply, id: stored.id });
  }

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
          done(null, JSON.parse(text));
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
      return reply.code(500).send({ error: form?.failureMessage ?? messages.contactSendFailure });
    });

    api.get("/api/captcha", async () => issueCaptcha(keys.captcha, clock()));

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
