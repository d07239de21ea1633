import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { kitHref } from "../../config/activation-kit-links.ts";
import { BODY_LIMIT, isForeignOrigin } from "../../server/api.server.ts";
import { type Clock, systemClock } from "../../server/clock.server.ts";
import { acceptedEncoding, compress, pageCache, splitShell } from "../../server/on-demand-page.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "../../server/security-headers.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import type { StaticSite } from "../../server/static-site.server.ts";
import { createRateBudget, type RateBudget } from "../../server/work-budget.server.ts";
import { typedWorkers } from "./order-plans.ts";
import { NO_VAT_KEY, ORDER_POST_PATH, type OrderPageState } from "./order-page-state.ts";
import type { OrderTerms } from "./order-summary.tsx";
import { orderForm } from "./order.server.ts";
import { ORDER_FIELD_KEYS, orderMessages } from "./schema.ts";

/*
 * The order without JavaScript (issue 26, docs/decisions/0033): /ordine stays prerendered, its form
 * posts urlencoded to ORDER_POST_PATH, and this route hands the same body to POST /api/order
 * (injected, as /demo does: 0032), so validation, the honeypot, the work-less budget, the rate
 * limit, the recipient cap, the transaction, the e-mails and the address confirmation are the
 * API's. It answers the island rendered with the API's answer between the shell's markers: the
 * confirmation, or the form again with what was typed, the summary of errors and each field's.
 */

/** The bundle of the island and its page, built by scripts/build-verify-renderer.ts. */
export const ORDER_RENDERER = path.join(".private", "order.mjs");
const ORDER_PAGE_PATH = "/ordine";

interface OrderRenderer {
  ORDER_SLOT: { start: string; end: string };
  renderOrderPage(state: OrderPageState, terms: OrderTerms, contractDays: number | null): string;
}

function isOrderRenderer(module: unknown): module is OrderRenderer {
  const candidate = module as Partial<OrderRenderer> | null;
  return typeof candidate?.renderOrderPage === "function" && typeof candidate.ORDER_SLOT?.start === "string";
}

export const orderPageProblems = {
  badRequest: "Il modulo inviato non è valido: ricarica la pagina e riprova.",
  tooLarge: "I dati inviati sono troppi: accorcia le note e riprova.",
  forbiddenOrigin: "Invio non consentito: apri la pagina Ordina online del nostro sito e invia il modulo da lì.",
  valuesNotKept:
    "Alcuni dati non sono validi, ma in questo momento riceviamo molte richieste e non possiamo mostrarti di nuovo i dati che hai scritto né indicarti quali correggere. Riprova tra qualche istante; i dati che avevi scritto non sono stati conservati.",
} as const;

/**
 * Pages giving typed values back, for all clients together: far more than the visitors without
 * JavaScript who mistype at once, a small share of a core under a flood (as the kit's, 0025).
 */
export const ORDER_ERROR_PAGES_BUDGET = { perSecond: 10, burst: 20 } as const;

/** What the form may send: its fields, the page's own box and the honeypot. Anything else is refused. */
const ACCEPTED_KEYS: ReadonlySet<string> = new Set<string>([...ORDER_FIELD_KEYS, NO_VAT_KEY, "website"]);
/** A private buyer's fields, hidden for a public body, and a public body's, hidden for a private buyer. */
const PRIVATE_ONLY = ["vatNumber", "sdiCode", "pec"] as const;
const PUBLIC_ONLY = ["ipaCode", "cig", "splitPayment"] as const;

/** The fields as typed, or null when the body has a key the form has not or a key twice. */
export function readOrderForm(form: URLSearchParams): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (!ACCEPTED_KEYS.has(key) || key in values) return null;
    values[key] = value;
  }
  return values;
}

/**
 * The body the island would send for these values: without JavaScript every field is posted, CSS
 * having hidden those that do not apply, so they are dropped here as React leaves them out.
 */
export function orderApiBody(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const publicBody = values["buyerType"] === "pubblico";
  const hidden: readonly string[] = publicBody ? PRIVATE_ONLY : PUBLIC_ONLY;
  const body: Record<string, unknown> = {};
  for (const key of ORDER_FIELD_KEYS) if (!hidden.includes(key)) body[key] = values[key] ?? "";
  if (!publicBody && values[NO_VAT_KEY] === "on") body["vatNumber"] = "";
  // The codice fiscale is hidden for a private buyer with a P.IVA.
  if (!publicBody && values[NO_VAT_KEY] !== "on") body["taxCode"] = "";
  // A browser sends a ticked box only; an absent buyer type means "not chosen", not the JSON default.
  if (publicBody) body["splitPayment"] = values["splitPayment"] === "on";
  body["buyerType"] = values["buyerType"] ?? "";
  body["website"] = values["website"] ?? "";
  return body;
}

export interface OrderRouteOptions {
  config: ServerConfig;
  clock?: Clock;
  errorPages?: RateBudget;
}

export function orderRoute({
  config,
  clock = systemClock,
  errorPages = createRateBudget(ORDER_ERROR_PAGES_BUDGET),
}: OrderRouteOptions) {
  const terms: OrderTerms = {
    promotionEnd: config.site.promotionEnd,
    vatRatePercent: config.site.order.vatRatePercent,
    vatRegime: config.site.order.vatRegime,
    quoteValidityDays: config.site.order.quoteValidityDays,
  };
  const contractDays = config.operatorFacts.terms?.contractBusinessDays ?? null;

  return async function registerOrderRoute(app: FastifyInstance, site: StaticSite): Promise<void> {
    const shell = site.routes.get(ORDER_PAGE_PATH);
    const file = path.join(config.distDir, ORDER_RENDERER);
    if (!shell || !existsSync(file)) {
      throw new Error(
        `Build incompleta in ${config.distDir}: manca la pagina ${ORDER_PAGE_PATH}. Esegui npm run build.`,
      );
    }
    const module: unknown = await import(pathToFileURL(file).href);
    if (!isOrderRenderer(module)) throw new Error(`${file} non esporta le funzioni dell'ordine.`);
    const renderer = module;
    const [before, after] = splitShell(shell, renderer.ORDER_SLOT, ORDER_PAGE_PATH);
    const policy = contentSecurityPolicy(shell);

    function headers(reply: FastifyReply): void {
      reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      reply.header("vary", "accept-encoding");
    }

    function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, state: OrderPageState) {
      const html = renderer.renderOrderPage(state, terms, contractDays);
      const { body, encoding } = compress(request, `${before}${html}${after}`);
      headers(reply);
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(body);
    }

    // The refusals that give nothing back are the same page every time: rendered and compressed
    // the first time only, so a flood of them costs neither a render nor a compression (0025).
    const cached = pageCache();
    function refuse(request: FastifyRequest, reply: FastifyReply, status: number, problem: string) {
      const page = cached(problem, () => {
        const state: OrderPageState = { kind: "form", values: {}, errors: {}, problem, now: clock() };
        return `${before}${renderer.renderOrderPage(state, terms, contractDays)}${after}`;
      });
      const encoding = acceptedEncoding(request);
      headers(reply);
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(encoding ? page[encoding] : page.identity);
    }

    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: BODY_LIMIT },
      (_request, text, done) => done(null, new URLSearchParams(String(text))),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return refuse(request, reply, 413, orderPageProblems.tooLarge);
      if (status >= 400 && status < 500) return refuse(request, reply, 400, orderPageProblems.badRequest);
      // Only the error's type: its message could quote what the visitor wrote.
      request.log.error({ err: { type: error.name, code: error.code } }, "Errore nella pagina dell'ordine");
      return refuse(request, reply, 500, orderMessages.sendFailure);
    });

    // A reload or a bookmark of the page a POST answered: the form, empty, rather than a 404.
    app.get(ORDER_POST_PATH, async (_request, reply) => reply.redirect(ORDER_PAGE_PATH, 303));

    app.post(ORDER_POST_PATH, {
      onRequest: async (request, reply) => {
        if (isForeignOrigin(request, config.site.siteUrl)) {
          return refuse(request, reply, 403, orderPageProblems.forbiddenOrigin);
        }
      },
      handler: async (request, reply) => {
        const values = request.body instanceof URLSearchParams ? readOrderForm(request.body) : null;
        if (values === null) return refuse(request, reply, 400, orderPageProblems.badRequest);
        const answer = await app.inject({
          method: "POST",
          url: orderForm.path,
          headers: { "content-type": "application/json" },
          remoteAddress: request.ip,
          payload: JSON.stringify(orderApiBody(values)),
        });
        const body = answer.json<Record<string, unknown>>();
        if (answer.statusCode === 201) {
          const number = typeof body["number"] === "string" ? body["number"] : "";
          const quote = typeof body["quote"] === "string" && body["quote"].startsWith("/") ? body["quote"] : null;
          const workers = typedWorkers(values["workers"] ?? "");
          // The honeypot was filled: a bot is told all went well (no number), and nothing was
          // stored; with the status of a real order, so the status does not give the trap away.
          return sendPage(request, reply, 201, {
            kind: "confirmation",
            confirmation: {
              number,
              email: (values["email"] ?? "").trim(),
              quote,
              // Past the mailbox's daily cap nothing was e-mailed: the page says so (decision 0024).
              notice: typeof body["notice"] === "string" && body["notice"] !== "" ? body["notice"] : null,
              kit: kitHref({
                denominazione: (values["companyName"] ?? "").trim(),
                ...(workers !== null ? { lavoratori: workers } : {}),
                ...(values["buyerType"] === "pubblico" ? { ente: "pubblico" as const } : {}),
              }),
            },
          });
        }
        const retry = answer.headers["retry-after"];
        if (retry !== undefined) reply.header("retry-after", String(retry));
        const errors = (body["errors"] ?? null) as Record<string, string> | null;
        const problem =
          typeof body["error"] === "string" ? body["error"] : errors ? undefined : orderMessages.sendFailure;
        const status = answer.statusCode;
        if (!errorPages.take(clock())) return refuse(request, reply, status, orderPageProblems.valuesNotKept);
        // The honeypot is never given back.
        const typed = Object.fromEntries(Object.entries(values).filter(([key]) => key !== "website"));
        return sendPage(request, reply, status, {
          kind: "form",
          values: typed,
          errors: errors ?? {},
          ...(problem ? { problem } : {}),
          now: clock(),
        });
      },
    });
  };
}
