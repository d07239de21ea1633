import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiMessages } from "../../lib/api-messages.ts";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { isForeignOrigin } from "../../server/foreign-origin.server.ts";
import { clientAddressKey } from "../../server/client-address.server.ts";
import { type Clock, systemClock } from "../../server/clock.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import type { Database } from "../../server/db.server.ts";
import { send as sendStaticFile } from "../../server/app.server.ts";
import { acceptedEncoding, compress, pageCache, renderGate, splitShell } from "../../server/on-demand-page.server.ts";
import { acceptUrlencoded } from "../../server/plain-post-page.server.ts";
import { clientKey, createRequestLimiter, hitRateLimit, type RequestLimiter } from "../../server/rate-limit.server.ts";
import type { ServerKeys } from "../../server/secret.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "../../server/security-headers.server.ts";
import type { StaticSite } from "../../server/static-site.server.ts";
import {
  createRateBudget,
  createWorkBudget,
  type RateBudget,
  type WorkBudget,
  tryReserve,
} from "../../server/work-budget.server.ts";
import type { KitInput, KitParsed, KitValues } from "./kit-input.ts";
import { KIT_DOCUMENTS_PATH, KIT_PAGE_PATH, KIT_PREFILLED } from "../../config/activation-kit-links.ts";
import type { KitPageState } from "./kit-page.tsx";
import type { DraftedKit, KitFacts } from "./kit-types.ts";
import { kitNextStep } from "./kit-next-step.ts";
import { acnQualifiedIn } from "../../config/public-buyers.ts";

/** The bundle of the page and the drafting, built by scripts/build-verify-renderer.ts. */
export const KIT_RENDERER = path.join(".private", "kit.mjs");

/** The longest valid form (13 fields at their limits, percent-encoded) stays well under it. */
export const KIT_BODY_LIMIT = 16 * 1024;

/** The rate-limit counter's name: the kit's requests are counted apart from the forms'. */
const RATE_LIMIT_NAME = "kit-attivazione";
/** The pages that echo refused answers, counted in the shared networks apart from the kits. */
const ERROR_PAGES_NAME = "kit-attivazione-errori";

interface KitRenderer {
  PAGE_SLOT: { start: string; end: string };
  readKitValues(params: URLSearchParams): KitValues;
  parseKitInput(values: Record<string, string | undefined>): KitParsed;
  draftKit(input: KitInput, facts: KitFacts): Promise<DraftedKit>;
  renderKitPage(state: KitPageState): string;
}

function isKitRenderer(module: unknown): module is KitRenderer {
  const candidate = module as Partial<KitRenderer> | null;
  return (
    typeof candidate?.renderKitPage === "function" &&
    typeof candidate.parseKitInput === "function" &&
    typeof candidate.draftKit === "function" &&
    typeof candidate.readKitValues === "function" &&
    typeof candidate.PAGE_SLOT?.start === "string"
  );
}

export const kitProblems = {
  tooLarge: "I dati inviati sono troppi: accorcia i testi più lunghi e riprova.",
  unsupportedType: apiMessages.unsupportedType,
  forbiddenOrigin: "Invio non consentito: apri la pagina Kit di attivazione del nostro sito e invia il modulo da lì.",
  badRequest: "Il modulo inviato non è valido: ricarica la pagina e riprova.",
  rateLimited: "Dalla rete da cui ti colleghi sono arrivate molte richieste di kit in poco tempo. Riprova più tardi.",
  failure: "Non siamo riusciti a preparare i documenti. Riprova più tardi.",
  busy: "In questo momento stiamo preparando molti kit: riprova tra qualche secondo.",
  answersInvalid:
    "Alcune risposte non sono valide, ma in questo momento non possiamo indicarti quali: dalla rete da cui ti colleghi, anche da altri utenti, sono arrivate molte richieste in poco tempo. Riprova più tardi: la pagina ti mostrerà le risposte da correggere. Le risposte che avevi scritto non sono state conservate.",
  answersInvalidBusy:
    "Alcune risposte non sono valide, ma in questo momento riceviamo molte richieste e non possiamo mostrarti di nuovo le tue risposte né indicarti quali correggere. Riprova tra qualche istante; le risposte che avevi scritto non sono state conservate.",
} as const;

export { contentDisposition };

/** The page's script asks for JSON: the result is shown in the page, the ZIP saved from it. */
function wantsJson(request: FastifyRequest): boolean {
  return /^application\/json\b/.test(String(request.headers.accept ?? ""));
}

export interface KitRouteOptions {
  config: ServerConfig;
  database: Database;
  keys: ServerKeys;
  /** What the documents say of the operator and the day they are drafted on. */
  facts: (now: number) => KitFacts;
  clock?: Clock;
  /** The in-memory gate of the rate limit, shared with the form API (src/app/server.server.ts). */
  limiter?: RequestLimiter;
  /** The server-wide budget for expensive work: drafting waits its turn or gets a 503. */
  budget?: WorkBudget;
  /** How many pages giving refused answers back the whole server renders: a burst, then a rate. */
  errorPages?: RateBudget;
}

/**
 * Pages that give refused answers back, for all clients together: far more than the visitors
 * without JavaScript who mistype at once, a small share of a core under a flood (decision 0025).
 */
export const ERROR_PAGES_BUDGET = { perSecond: 10, burst: 20 } as const;

/**
 * POST /kit-attivazione/documenti (issue 21): the form's answers, urlencoded, give the ZIP of the
 * drafted documents, or the page again with the answers and the Italian messages, never a 500 for
 * what a visitor sends. Nothing is stored and nothing logged: the answers live only in the request.
 */
export function kitRoute({
  config,
  database,
  keys,
  facts,
  clock = systemClock,
  limiter = createRequestLimiter({
    key: keys.clientAddress,
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
    clock,
  }),
  budget = createWorkBudget(),
  errorPages = createRateBudget(ERROR_PAGES_BUDGET),
}: KitRouteOptions) {
  const windowMs = config.RATE_LIMIT_WINDOW_S * 1000;
  return async function registerKitRoute(app: FastifyInstance, site: StaticSite): Promise<void> {
    const shell = site.routes.get(KIT_PAGE_PATH);
    const file = path.join(config.distDir, KIT_RENDERER);
    if (!shell || !existsSync(file)) {
      throw new Error(`Build incompleta in ${config.distDir}: manca la pagina ${KIT_PAGE_PATH}. Esegui npm run build.`);
    }
    const module: unknown = await import(pathToFileURL(file).href);
    if (!isKitRenderer(module)) throw new Error(`${file} non esporta le funzioni del kit.`);
    const renderer = module;
    const [before, after] = splitShell(shell, renderer.PAGE_SLOT, KIT_PAGE_PATH);
    const policy = contentSecurityPolicy(shell);

    function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, state: KitPageState) {
      const html = renderer.renderKitPage(state);
      reply.header("cache-control", "no-store");
      if (wantsJson(request)) return reply.code(status).send({ html });
      const { body, encoding } = compress(request, `${before}${html}${after}`);
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      reply.header("vary", "accept, accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(body);
    }
    const problem = (request: FastifyRequest, reply: FastifyReply, status: number, text: string, values = {}) =>
      sendPage(request, reply, status, { kind: "errors", values, errors: {}, problem: text });

    // The refusals that give nothing back (another site's page, a wrong type, too many kits, the
    // server busy, a body that is no form) are the same page every time: rendered and compressed
    // once, the first time, so a flood of them costs neither a render nor a compression (issue
    // 25, M2).
    const cached = pageCache();
    const refusalHtml = new Map<string, string>();
    function refuse(request: FastifyRequest, reply: FastifyReply, status: number, text: string) {
      let html = refusalHtml.get(text);
      if (html === undefined) {
        html = renderer.renderKitPage({ kind: "errors", values: {}, errors: {}, problem: text });
        refusalHtml.set(text, html);
      }
      reply.header("cache-control", "no-store");
      if (wantsJson(request)) return reply.code(status).send({ html });
      const page = cached(text, () => `${before}${html}${after}`);
      const encoding = acceptedEncoding(request);
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      reply.header("vary", "accept, accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(status).send(encoding ? page[encoding] : page.identity);
    }

    acceptUrlencoded(app, KIT_BODY_LIMIT);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return refuse(request, reply, 413, kitProblems.tooLarge);
      if (status === 415) return refuse(request, reply, 415, kitProblems.unsupportedType);
      if (status >= 400 && status < 500) return refuse(request, reply, 400, kitProblems.badRequest);
      // Only the error's type: its message could quote what the visitor wrote.
      request.log.error({ err: { type: error.name, code: error.code } }, "Errore nella preparazione del kit");
      return problem(request, reply, 500, kitProblems.failure);
    });

    // /kit-attivazione with answers in its address (the checker's result, the order's «Prepara i
    // documenti»): the form rendered with them, with or without JavaScript (F20, UX walk), as
    // /ordine does (decision 0007). Any other address, or a render over the client's budget, gets
    // the page as the site serves it, empty (decision 0022).
    const gate = renderGate({ limiter, name: "kit-page", clock });
    app.get(KIT_PAGE_PATH, async (request, reply) => {
      const query = new URLSearchParams(
        request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "",
      );
      const given = new URLSearchParams();
      for (const name of KIT_PREFILLED) {
        const value = query.get(name);
        if (value) given.set(name, value);
      }
      if (given.size === 0 || gate(request.ip) !== null) return sendStaticFile(request, reply, shell, 200);
      const html = renderer.renderKitPage({ kind: "empty", values: renderer.readKitValues(given) });
      const { body, encoding } = compress(request, `${before}${html}${after}`);
      reply.headers({ ...COMMON_HEADERS, "referrer-policy": "same-origin", "cache-control": "no-store" });
      reply.header("content-type", "text/html; charset=utf-8");
      reply.header("content-security-policy", policy);
      reply.header("vary", "accept-encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(200).send(request.method === "HEAD" ? undefined : body);
    });

    // A reload or a bookmark of the page a POST answered: the form, empty, rather than a 404.
    app.get(KIT_DOCUMENTS_PATH, async (_request, reply) => reply.redirect(KIT_PAGE_PATH, 303));

    app.post(KIT_DOCUMENTS_PATH, {
      onRequest: async (request, reply) => {
        if (isForeignOrigin(request, config.site.siteUrl)) {
          return refuse(request, reply, 403, kitProblems.forbiddenOrigin);
        }
      },
      handler: async (request, reply) => {
        if (!(request.body instanceof URLSearchParams)) return refuse(request, reply, 400, kitProblems.badRequest);
        const address = clientAddressKey(request.ip);
        if (address === null) return refuse(request, reply, 400, kitProblems.badRequest);
        const now = clock();
        // Counted in memory first: a client over its limit costs no database work and no render.
        const gate = limiter.hit(RATE_LIMIT_NAME, address, now);
        if (!gate.allowed) {
          reply.header("retry-after", String(gate.retryAfterS));
          return refuse(request, reply, 429, kitProblems.rateLimited);
        }
        const values = renderer.readKitValues(request.body);
        const parsed = renderer.parseKitInput(values);
        if (!parsed.ok) {
          // Rendering the answers costs a few milliseconds: rotating /64s inside one /56, /48 or /32
          // buys only their budget of such pages, then the generic page rendered once (security
          // read 3, M2). Counted apart, so they never close the kits' own budget.
          if (!limiter.reserveShared(ERROR_PAGES_NAME, address, now).allowed) {
            return refuse(request, reply, 400, kitProblems.answersInvalid);
          }
          // And within the server's budget for such pages, whatever the addresses they come from.
          if (!errorPages.take(now)) return refuse(request, reply, 400, kitProblems.answersInvalidBusy);
          // The answers and a message under each field: rendered, but nothing drafted or written.
          return sendPage(request, reply, 400, {
            kind: "errors",
            values,
            errors: parsed.errors,
            ...(parsed.notObliged === undefined ? {} : { notObliged: parsed.notObliged }),
          });
        }
        // Valid answers, a kit to draft. First a place in the queue of work, taken with no await:
        // a server too busy refuses before any write (fresh security read 5, M2). Then a place in
        // the networks the client shares, and the database's counter, which instances share.
        const place = tryReserve(budget);
        if ("busy" in place) {
          reply.header("retry-after", String(place.busy.retryAfterS));
          return refuse(request, reply, 503, kitProblems.busy);
        }
        const { ticket } = place;
        const shared = limiter.reserveShared(RATE_LIMIT_NAME, address, now);
        if (!shared.allowed) {
          ticket.cancel();
          reply.header("retry-after", String(shared.retryAfterS));
          return refuse(request, reply, 429, kitProblems.rateLimited);
        }
        const key = clientKey(keys.clientAddress, RATE_LIMIT_NAME, address);
        let limit: Awaited<ReturnType<typeof hitRateLimit>>;
        try {
          limit = await hitRateLimit(database.db, { key, max: config.RATE_LIMIT_MAX, windowMs, now });
        } catch (error) {
          ticket.cancel();
          throw error;
        }
        if (!limit.allowed) {
          ticket.cancel();
          limiter.block(RATE_LIMIT_NAME, address, now + limit.retryAfterS * 1000);
          reply.header("retry-after", String(limit.retryAfterS));
          return refuse(request, reply, 429, kitProblems.rateLimited);
        }
        // The facts inside the ticket's run: if reading them threw, the ticket would still be released.
        const { kit, acnQualified } = await ticket.run(async () => {
          const kitFacts = facts(now);
          const drafted = await renderer.draftKit(parsed.input, kitFacts);
          return { kit: drafted, acnQualified: acnQualifiedIn(kitFacts.operatorFacts) };
        });
        const zip = Buffer.from(kit.zip.buffer, kit.zip.byteOffset, kit.zip.byteLength);
        reply.header("cache-control", "no-store");
        if (wantsJson(request)) {
          const html = renderer.renderKitPage({
            kind: "drafted",
            fileName: kit.fileName,
            files: kit.files,
            websiteHtml: kit.websiteHtml,
            // Issue 26: the order opens with the kit's answers, as the checker's «Acquista» does.
            next: kitNextStep(parsed.input.assessment.fit, parsed.input.answers, acnQualified),
          });
          return reply.code(200).send({ fileName: kit.fileName, zip: zip.toString("base64"), html });
        }
        reply.header("content-type", "application/zip");
        reply.header("content-disposition", contentDisposition(kit.fileName));
        return reply.code(200).send(zip);
      },
    });
  };
}
