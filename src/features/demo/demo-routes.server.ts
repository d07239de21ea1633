import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isForeignOrigin } from "../../server/api.server.ts";
import { issueCaptcha } from "../../server/captcha.server.ts";
import { type Clock, systemClock } from "../../server/clock.server.ts";
import type { Database } from "../../server/db.server.ts";
import { compress, RENDERS_BUDGET, splitShell } from "../../server/on-demand-page.server.ts";
import { gateRequest, type RequestLimiter } from "../../server/rate-limit.server.ts";
import type { ServerKeys } from "../../server/secret.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "../../server/security-headers.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import type { StaticSite } from "../../server/static-site.server.ts";
import { createRateBudget } from "../../server/work-budget.server.ts";
import {
  type CancelRefusal,
  cancelRefusals,
  DEMO_SLOT,
  type DemoPageState,
  demoPageTitle,
  renderDemoPage,
} from "./demo-booking-page.ts";
import {
  bookingForToken,
  cancelBooking,
  DEMO_CALENDAR_PATH,
  DEMO_CANCEL_PATH,
  demoAvailability,
  freeSlots,
  visitorIcs,
} from "./demo-bookings.server.ts";
import { demoForm } from "./demo.server.ts";
import { demoMessages } from "./schema.ts";
import { slotsByDay, slotWords } from "./slot-words.ts";

/*
 * /demo answered per request (docs/decisions/0032): the free slots come from the database at
 * request time, rendered into the page Astro prerendered (its head, stylesheet and CSP, as 0007
 * and 0022 do). The form is a plain POST, so it books without JavaScript; the page's script
 * sends the same body and swaps in the same HTML. A booking goes through the form API itself
 * (POST /api/demo, injected): one path for validation, captcha, proof of work or the budget of
 * work-less bookings (docs/decisions/0036), limits, caps and storage.
 */

export const DEMO_PAGE_PATH = "/demo";
const RATE_LIMIT_NAME = "demo-link";
const FIELDS = ["slot", "name", "organisation", "email", "phone", "workers"] as const;

export interface DemoRoutesOptions {
  database: Database;
  config: ServerConfig;
  keys: ServerKeys;
  clock?: Clock;
  limiter?: RequestLimiter;
  /** Called once a cancellation and its e-mails are committed: wakes the outbox worker. */
  onCommitted?: () => void;
}

/** The body the form API takes, from the page's urlencoded form. */
function apiBody(form: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) body[field] = form.get(field) ?? "";
  body["privacyAccepted"] = form.get("privacyAccepted") === "1";
  body["marketingConsent"] = form.get("marketingConsent") === "1";
  body["captchaToken"] = form.get("captchaToken") ?? "";
  body["captchaAnswer"] = (form.get("captchaAnswer") ?? "").trim();
  body["website"] = form.get("website") ?? "";
  // Sent by the page's script; without it the booking is one of the hour's work-less ones (0036).
  const pow = form.get("pow");
  if (pow) body["pow"] = pow;
  return body;
}

export function demoRoutes({ database, config, keys, clock = systemClock, limiter, onCommitted }: DemoRoutesOptions) {
  return function registerDemoRoutes(app: FastifyInstance, site: StaticSite): void {
    const shell = site.routes.get(DEMO_PAGE_PATH);
    if (!shell) throw new Error(`Build incompleta in ${config.distDir}: manca la pagina /demo. Esegui npm run build.`);
    const [before, after] = splitShell(shell, DEMO_SLOT, DEMO_PAGE_PATH);
    const policy = contentSecurityPolicy(shell);
    const renders = createRateBudget(RENDERS_BUDGET);
    const availability = demoAvailability(config.operatorFacts);

    /** The shell's head with the state's own title: "Annulla la demo | …", not the booking page's. */
    const shellTitle = /<title>[^<]*?( \| [^<]*)?<\/title>/.exec(before);
    const headFor = (state: DemoPageState) => {
      const title = demoPageTitle(state);
      return shellTitle && title
        ? before.replace(shellTitle[0], `<title>${title}${shellTitle[1] ?? ""}</title>`)
        : before;
    };

    function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, state: DemoPageState) {
      const html = renderDemoPage(state);
      reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
      if (String(request.headers.accept ?? "").includes("application/json")) {
        return reply.code(status).type("application/json; charset=utf-8").send({ html });
      }
      const { body, encoding } = compress(request, `${headFor(state)}${html}${after}`);
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      reply.header("vary", "accept-encoding, accept");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(request.method === "HEAD" ? undefined : body);
    }

    async function formState(extra: Partial<Extract<DemoPageState, { kind: "form" }>> = {}): Promise<DemoPageState> {
      if (!availability) return { kind: "closed" };
      const now = clock();
      const free = await freeSlots(database.db, availability, now);
      return { kind: "form", days: slotsByDay(free), captcha: issueCaptcha(keys.captcha, now), ...extra };
    }

    const refuse = (request: FastifyRequest, reply: FastifyReply, reason: CancelRefusal) =>
      sendPage(request, reply, cancelRefusals[reason].status, { kind: "cancel-refused", reason });

    /** The links' requests count in the forms' limiter, in memory, before any database work (gateRequest). */
    function gate(request: FastifyRequest, reply: FastifyReply): "limited" | "unreadable" | null {
      const gated = gateRequest(limiter, RATE_LIMIT_NAME, request.ip, clock());
      if (gated?.refused === "limited") reply.header("retry-after", String(gated.retryAfterS));
      return gated?.refused ?? null;
    }

    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, text, done) => done(null, new URLSearchParams(String(text))),
    );
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413 || status === 415 || (status >= 400 && status < 500)) {
        return sendPage(
          request,
          reply,
          400,
          await formState({ error: "Richiesta non valida: ricarica la pagina e riprova." }),
        );
      }
      request.log.error({ err: { type: error.name, code: error.code } }, "Errore nella pagina della demo");
      reply.header("cache-control", "no-store");
      return reply.code(500).send({ error: demoMessages.sendFailure });
    });

    app.get(DEMO_PAGE_PATH, async (request, reply) => {
      if (!renders.take(clock())) {
        reply.header("retry-after", "5");
        return sendPage(request, reply, 503, { kind: "cancel-refused", reason: "limited" });
      }
      return sendPage(request, reply, 200, await formState());
    });

    app.post(DEMO_PAGE_PATH, {
      onRequest: async (request, reply) => {
        if (isForeignOrigin(request, config.site.siteUrl)) {
          return sendPage(request, reply, 403, await formState({ error: demoMessages.foreignOrigin }));
        }
      },
      handler: async (request, reply) => {
        if (!(request.body instanceof URLSearchParams)) {
          return sendPage(
            request,
            reply,
            400,
            await formState({ error: "Richiesta non valida: ricarica la pagina e riprova." }),
          );
        }
        const form = request.body;
        const values = Object.fromEntries(
          [...FIELDS, "privacyAccepted", "marketingConsent"].map((key) => [key, form.get(key) ?? ""]),
        );
        const answer = await app.inject({
          method: "POST",
          url: demoForm.path,
          headers: { "content-type": "application/json" },
          remoteAddress: request.ip,
          payload: JSON.stringify(apiBody(form)),
        });
        const body = answer.json<Record<string, unknown>>();
        if (answer.statusCode === 201) {
          if (typeof body["when"] !== "string") {
            // The honeypot was filled: a bot is told all went well, and nothing was booked.
            return sendPage(request, reply, 200, {
              kind: "booked",
              when: "",
              calendarUrl: "/demo",
              cancelUrl: "/demo",
            });
          }
          return sendPage(request, reply, 201, {
            kind: "booked",
            when: body["when"],
            calendarUrl: String(body["calendarUrl"]),
            cancelUrl: String(body["cancelUrl"]),
          });
        }
        if (answer.statusCode === 429 && typeof body["error"] === "string") {
          const retry = answer.headers["retry-after"];
          if (retry !== undefined) reply.header("retry-after", String(retry));
        }
        const errors = (body["errors"] ?? undefined) as Record<string, string> | undefined;
        const error = typeof body["error"] === "string" ? body["error"] : errors ? undefined : demoMessages.sendFailure;
        const nearest = Array.isArray(body["slots"])
          ? (body["slots"] as { value: string; label: string }[])
          : undefined;
        // A taken slot is no longer offered; the nearest free ones are listed above the form.
        if (answer.statusCode === 409) values["slot"] = nearest?.[0]?.value ?? "";
        return sendPage(
          request,
          reply,
          answer.statusCode,
          await formState({
            values,
            ...(errors ? { errors } : {}),
            ...(error ? { error } : {}),
            ...(nearest ? { nearest } : {}),
          }),
        );
      },
    });

    app.get(DEMO_CALENDAR_PATH, async (request, reply) => {
      const refused = gate(request, reply);
      if (refused) return refuse(request, reply, refused);
      const row = await bookingForToken(database.db, (request.query as Record<string, unknown>)["t"], "calendar");
      if (!row) return refuse(request, reply, "invalid");
      reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
      reply.header("content-type", "text/calendar; charset=utf-8; method=REQUEST");
      reply.header("content-disposition", 'attachment; filename="demo.ics"');
      return reply.code(200).send(visitorIcs(row, config.site));
    });

    app.get(DEMO_CANCEL_PATH, async (request, reply) => {
      const refused = gate(request, reply);
      if (refused) return refuse(request, reply, refused);
      const token = (request.query as Record<string, unknown>)["t"];
      const row = await bookingForToken(database.db, token, "cancel");
      if (!row) return refuse(request, reply, "invalid");
      if (row.cancelled_at !== null) return refuse(request, reply, "already");
      if (Number(row.slot_start) <= clock()) return refuse(request, reply, "over");
      return sendPage(request, reply, 200, {
        kind: "cancel-ask",
        token: String(token),
        when: slotWords(Number(row.slot_start), Number(row.slot_end)),
      });
    });

    app.post(DEMO_CANCEL_PATH, {
      onRequest: async (request, reply) => {
        if (isForeignOrigin(request, config.site.siteUrl)) return refuse(request, reply, "foreign");
      },
      handler: async (request, reply) => {
        const refused = gate(request, reply);
        if (refused) return refuse(request, reply, refused);
        const token = request.body instanceof URLSearchParams ? request.body.get("t") : null;
        const row = await bookingForToken(database.db, token, "cancel");
        if (!row) return refuse(request, reply, "invalid");
        const outcome = await cancelBooking(database, row.id, "visitatore", {
          now: clock(),
          maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        });
        if (outcome === "missing") return refuse(request, reply, "invalid");
        if (outcome !== "cancelled") return refuse(request, reply, outcome);
        request.log.info({ form: "demo" }, "Demo annullata dal visitatore");
        onCommitted?.();
        return sendPage(request, reply, 200, {
          kind: "cancel-done",
          when: slotWords(Number(row.slot_start), Number(row.slot_end)),
        });
      },
    });
  };
}
