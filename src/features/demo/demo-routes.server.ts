import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isForeignOrigin } from "../../server/foreign-origin.server.ts";
import { issueCaptcha } from "../../server/captcha.server.ts";
import { type Clock, systemClock } from "../../server/clock.server.ts";
import type { Database } from "../../server/db.server.ts";
import { acceptedEncoding, compress, pageCache, renderGate, splitShell } from "../../server/on-demand-page.server.ts";
import { acceptUrlencoded } from "../../server/plain-post-page.server.ts";
import {
  createRequestLimiter,
  demoPageRendersPerWindow,
  demoRefusalPagesPerWindow,
  gateRequest,
  type RequestLimiter,
} from "../../server/rate-limit.server.ts";
import type { ServerKeys } from "../../server/secret.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "../../server/security-headers.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import type { StaticSite } from "../../server/static-site.server.ts";
import type { WindowBudget } from "../../server/work-budget.server.ts";
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
  DEMO_FORM,
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
/** The in-memory limiters' names for the page's renders and its re-rendered refusals. */
const PAGE_LIMIT_NAME = "demo-page";
const REFUSAL_LIMIT_NAME = "demo-refusal";
const FIELDS = ["slot", "name", "organisation", "email", "phone", "workers"] as const;
const BAD_REQUEST = "Richiesta non valida: ricarica la pagina e riprova.";

export interface DemoRoutesOptions {
  database: Database;
  config: ServerConfig;
  keys: ServerKeys;
  clock?: Clock;
  limiter?: RequestLimiter;
  /** Called once a cancellation and its e-mails are committed: wakes the outbox worker. */
  onCommitted?: () => void;
  /** The forms' budgets of work-less submissions (the API's): a cancelled booking's place is given back. */
  worklessBudget?: (form: string) => WindowBudget;
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

export function demoRoutes({
  database,
  config,
  keys,
  clock = systemClock,
  limiter,
  onCommitted,
  worklessBudget,
}: DemoRoutesOptions) {
  return function registerDemoRoutes(app: FastifyInstance, site: StaticSite): void {
    const shell = site.routes.get(DEMO_PAGE_PATH);
    if (!shell) throw new Error(`Build incompleta in ${config.distDir}: manca la pagina /demo. Esegui npm run build.`);
    const [before, after] = splitShell(shell, DEMO_SLOT, DEMO_PAGE_PATH);
    const policy = contentSecurityPolicy(shell);
    const availability = demoAvailability(config.operatorFacts);
    /** Each client's renders of the page, and of refusals re-rendered with the form (rate-limit.server.ts). */
    const perClient = (max: number) =>
      createRequestLimiter({ key: keys.clientAddress, max, windowMs: config.RATE_LIMIT_WINDOW_S * 1000, clock });
    const pageRenders = perClient(demoPageRendersPerWindow(config.RATE_LIMIT_MAX));
    const refusalRenders = perClient(demoRefusalPagesPerWindow(config.RATE_LIMIT_MAX));
    const pageGate = renderGate({ limiter: pageRenders, name: PAGE_LIMIT_NAME, clock });

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

    /**
     * A refusal that says the same to everyone (a foreign origin, a limit, a link that is not
     * valid, a failure): rendered and compressed once, then served from memory, so a flood of
     * refused requests costs no render and no database work (eighth security read, L2).
     */
    const fixedHtml = pageCache();
    const fixedJson = new Map<string, string>();
    function refuse(request: FastifyRequest, reply: FastifyReply, reason: CancelRefusal, status?: number) {
      const state: DemoPageState = { kind: "cancel-refused", reason };
      reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
      reply.code(status ?? cancelRefusals[reason].status);
      if (String(request.headers.accept ?? "").includes("application/json")) {
        let json = fixedJson.get(reason);
        if (json === undefined) fixedJson.set(reason, (json = JSON.stringify({ html: renderDemoPage(state) })));
        return reply.type("application/json; charset=utf-8").send(json);
      }
      const page = fixedHtml(reason, () => `${headFor(state)}${renderDemoPage(state)}${after}`);
      const encoding = acceptedEncoding(request);
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      reply.header("vary", "accept-encoding, accept");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(request.method === "HEAD" ? undefined : page[encoding ?? "identity"]);
    }

    /** A request counted in memory under `name` before any database work (gateRequest); its refusal, or null. */
    function gate(
      request: FastifyRequest,
      reply: FastifyReply,
      counter: RequestLimiter | undefined = limiter,
      name = RATE_LIMIT_NAME,
    ): "limited" | "unreadable" | null {
      const gated = gateRequest(counter, name, request.ip, clock());
      if (gated?.refused === "limited") reply.header("retry-after", String(gated.retryAfterS));
      return gated?.refused ?? null;
    }

    /**
     * The form again with what was refused (the fields' errors, a taken slot, a limit): a database
     * read and a render, so each client gets a budget of them; past it, the limit's fixed page.
     */
    async function refusedForm(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      extra: Partial<Extract<DemoPageState, { kind: "form" }>>,
    ) {
      const refused = gate(request, reply, refusalRenders, REFUSAL_LIMIT_NAME);
      if (refused) return refuse(request, reply, refused);
      return sendPage(request, reply, status, await formState(extra));
    }

    acceptUrlencoded(app, 16 * 1024);
    // Every answer here is a page in Italian, a failure too: never the framework's JSON.
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      let failure: Partial<FastifyError> = error;
      if (status >= 400 && status < 500) {
        try {
          return await refusedForm(request, reply, 400, { error: BAD_REQUEST });
        } catch (thrown) {
          failure = thrown instanceof Error ? thrown : {};
        }
      }
      request.log.error({ err: { type: failure.name, code: failure.code } }, "Errore nella pagina della demo");
      return refuse(request, reply, "failure");
    });

    app.get(DEMO_PAGE_PATH, async (request, reply) => {
      // The client's budget, its /56, /48 and /32's, then the server's (renderGate, 0007).
      const refused = pageGate(request.ip);
      if (refused?.status === 400) return refuse(request, reply, "unreadable");
      if (refused) {
        reply.header("retry-after", String(refused.retryAfterS));
        return refuse(request, reply, "limited", refused.status);
      }
      return sendPage(request, reply, 200, await formState());
    });

    app.post(DEMO_PAGE_PATH, {
      onRequest: async (request, reply) => {
        if (isForeignOrigin(request, config.site.siteUrl)) return refuse(request, reply, "foreign-booking");
      },
      handler: async (request, reply) => {
        if (!(request.body instanceof URLSearchParams)) return refusedForm(request, reply, 400, { error: BAD_REQUEST });
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
        return refusedForm(request, reply, answer.statusCode, {
          values,
          ...(errors ? { errors } : {}),
          ...(error ? { error } : {}),
          ...(nearest ? { nearest } : {}),
        });
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
          recipientHashKey: keys.recipient,
        });
        if (outcome === "missing") return refuse(request, reply, "invalid");
        if (outcome !== "cancelled" && outcome !== "cancelled-quiet") return refuse(request, reply, outcome);
        request.log.info({ form: "demo" }, "Demo annullata dal visitatore");
        // Booked without the work, it took one of the hour's few places: free again (L-b).
        worklessBudget?.(DEMO_FORM).release(row.id);
        onCommitted?.();
        return sendPage(request, reply, 200, {
          kind: "cancel-done",
          when: slotWords(Number(row.slot_start), Number(row.slot_end)),
          mailed: outcome === "cancelled",
        });
      },
    });
  };
}
