import { type KeyObject, randomUUID } from "node:crypto";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acnQualifiedIn } from "../../config/public-buyers.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import { send as sendStaticFile } from "../../server/app.server.ts";
import { type Clock, systemClock } from "../../server/clock.server.ts";
import type { Database, OrderRequestTable } from "../../server/db.server.ts";
import { type RenderRefusal, renderGate } from "../../server/on-demand-page.server.ts";
import { loadRenderer, plainPostRoute, slotPage } from "../../server/plain-post-page.server.ts";
import type { RequestLimiter } from "../../server/rate-limit.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import type { StaticSite } from "../../server/static-site.server.ts";
import type { Confirmation } from "./order-form-parts.tsx";
import {
  checkQuoteToken,
  isTrapOrderId,
  QUOTE_DOWNLOAD_PATH,
  quoteDownloadHref,
  trapOrderId,
} from "./quote-link.server.ts";
import { NO_VAT_KEY, ORDER_POST_PATH, type OrderPageState } from "./order-page-state.ts";
import type { OrderTerms } from "./order-summary.tsx";
import { orderForm } from "./order.server.ts";
import { readOrderPrefill } from "./order-prefill.ts";
import { ORDER_FIELD_KEYS, orderMessages } from "./schema.ts";

/*
 * The order without JavaScript (issue 26, docs/decisions/0033): /ordine stays prerendered, its form
 * posts urlencoded to ORDER_POST_PATH, and this route hands the same body to POST /api/order
 * (injected, as /demo does: 0032), so validation, the honeypot, the work-less budget, the rate
 * limit, the recipient cap, the transaction, the e-mails and the address confirmation are the
 * API's. It answers the island rendered with the API's answer between the shell's markers: the
 * confirmation, or the form again with what was typed, the summary of errors and each field's.
 *
 * A stored order is answered with a 303 to GET ORDER_POST_PATH?t=…, the quote link's signed,
 * expiring token (quote-link.server.ts): a reload shows the confirmation again instead of posting
 * the order twice, and the address names no one (only the order's id, signed).
 */

/** The bundle of the island and its page, built by scripts/build-verify-renderer.ts. */
export const ORDER_RENDERER = path.join(".private", "order.mjs");
const ORDER_PAGE_PATH = "/ordine";

interface OrderRenderer {
  ORDER_SLOT: { start: string; end: string };
  renderOrderPage(state: OrderPageState, terms: OrderTerms, contractDays: number | null): string;
  renderOrderForm(search: string, terms: OrderTerms, contractDays: number | null, prefix: string): string;
}

function isOrderRenderer(module: unknown): module is OrderRenderer {
  const candidate = module as Partial<OrderRenderer> | null;
  return (
    typeof candidate?.renderOrderPage === "function" &&
    typeof candidate.renderOrderForm === "function" &&
    typeof candidate.ORDER_SLOT?.start === "string"
  );
}

/**
 * The prerendered page around its island's own HTML, and the island's React prefix: the page with
 * the address's answers keeps the island, which hydrates on what the server rendered.
 */
export function splitIsland(html: string, slotStart: string): { before: string; after: string; prefix: string } {
  const slot = html.indexOf(slotStart);
  const island = html.indexOf("<astro-island", slot);
  const open = html.indexOf(">", island);
  const end = html.indexOf("<!--astro:end-->", open);
  const prefix = /\sprefix="([A-Za-z0-9]+)"/.exec(html.slice(island, open))?.[1];
  if (slot < 0 || island < 0 || end < 0 || prefix === undefined) {
    throw new Error(`Build incompleta: la pagina ${ORDER_PAGE_PATH} non ha l'isola del modulo.`);
  }
  return { before: html.slice(0, open + 1), after: html.slice(end), prefix };
}

export const orderPageProblems = {
  badRequest: "Il modulo inviato non è valido: ricarica la pagina e riprova.",
  tooLarge: "I dati inviati sono troppi: accorcia le note e riprova.",
  tooManyPages: "Hai aperto questa pagina troppe volte di seguito: attendi qualche minuto e ricaricala.",
  busy: "In questo momento riceviamo molte richieste: riprova tra qualche istante.",
  forbiddenOrigin: "Invio non consentito: apri la pagina Ordina online del nostro sito e invia il modulo da lì.",
  confirmationInvalid:
    "Il link della conferma non è valido: se hai inviato la richiesta, il preventivo ti arriva per e-mail quando confermi l'indirizzo.",
  confirmationExpired:
    "Il link della conferma è scaduto: il preventivo ti arriva per e-mail quando confermi l'indirizzo. Puoi anche inviare una nuova richiesta qui sotto.",
  valuesNotKept:
    "Alcuni dati non sono validi, ma in questo momento riceviamo molte richieste e non possiamo mostrarti di nuovo i dati che hai scritto né indicarti quali correggere. Riprova tra qualche istante; i dati che avevi scritto non sono stati conservati.",
} as const;

/** What the form may send: its fields, the page's own box and the honeypot. Anything else is refused. */
const ACCEPTED_KEYS: ReadonlySet<string> = new Set<string>([...ORDER_FIELD_KEYS, NO_VAT_KEY, "website"]);
/** A private buyer's fields, hidden for a public body, and a public body's, hidden for a private buyer. */
const PRIVATE_ONLY = ["vatNumber", "sdiCode", "pec"] as const;
const PUBLIC_ONLY = ["publicInvoice", "ipaCode", "cig", "splitPayment"] as const;
/**
 * Names two fields carry: a public body's own, in its group (a controlled company's SDI code, PEC
 * and P.IVA), and the private buyer's. A browser posts both in the page's order, and the buyer type
 * picks one: the public body's SDI code and PEC come before the billing box's, its P.IVA after the
 * private buyer's.
 */
const SDI_KEY = "sdiCode";
const PUBLIC_FIRST: ReadonlyMap<string, boolean> = new Map([
  [SDI_KEY, true],
  ["pec", true],
  ["vatNumber", false],
]);

/** The fields as typed, or null when the body has a key the form has not or a key twice. */
export function readOrderForm(form: URLSearchParams): Record<string, string> | null {
  const values: Record<string, string> = {};
  const twice = new Map<string, string[]>();
  for (const [key, value] of form) {
    const both = PUBLIC_FIRST.has(key) ? (twice.get(key) ?? []) : null;
    if (both && both.length < 2) {
      twice.set(key, [...both, value]);
      continue;
    }
    if (!ACCEPTED_KEYS.has(key) || key in values || both) return null;
    values[key] = value;
  }
  const publicBody = values["buyerType"] === "pubblico";
  for (const [key, sent] of twice) {
    const chosen = publicBody === PUBLIC_FIRST.get(key) ? sent[0] : sent.at(-1);
    if (chosen !== undefined) values[key] = chosen;
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
  // A public body's e-invoice goes to the IPA code or, for a company not in the IPA, the SDI code
  // or its PEC; such a company gives its P.IVA.
  if (publicBody && values["publicInvoice"] === "sdi") {
    body["ipaCode"] = "";
    for (const key of [SDI_KEY, "pec", "vatNumber"]) body[key] = values[key] ?? "";
  }
  // A browser sends a ticked box only; an absent buyer type means "not chosen", not the JSON default.
  if (publicBody) body["splitPayment"] = values["splitPayment"] === "on";
  body["buyerType"] = values["buyerType"] ?? "";
  body["website"] = values["website"] ?? "";
  return body;
}

export interface OrderRouteOptions {
  config: ServerConfig;
  database: Database;
  /** The quote link's key: the confirmation's address carries the same signed token. */
  key: KeyObject;
  clock?: Clock;
  /** Each client's renders of the pages answered to a GET (orderPageRendersPerWindow). */
  limiter?: RequestLimiter;
}

/** The signed token of the API's quote link, or null. */
function quoteToken(quote: unknown): string | null {
  if (typeof quote !== "string" || !quote.startsWith(`${QUOTE_DOWNLOAD_PATH}?t=`)) return null;
  return quote.slice(QUOTE_DOWNLOAD_PATH.length + 3);
}

/** The confirmation of a stored order, as the island shows it after its POST. */
export function storedConfirmation(row: OrderRequestTable, token: string, notice: string): Confirmation {
  return {
    number: row.number,
    email: row.email,
    quote: `${QUOTE_DOWNLOAD_PATH}?t=${token}`,
    // Past the mailbox's daily cap nothing was e-mailed: the page says so (decision 0024).
    notice: row.mailbox_capped_at === null ? null : notice,
    buyerType: row.buyer_type === "pubblico" ? "pubblico" : "privato",
    kit: kitHref({
      denominazione: row.company_name,
      lavoratori: row.workers,
      ...(row.buyer_type === "pubblico" ? { ente: "pubblico" as const } : {}),
    }),
  };
}

/** The honeypot's confirmation: «Richiesta ricevuta» and nothing that was typed or stored. */
const TRAP_CONFIRMATION: Confirmation = {
  number: "",
  email: "",
  quote: null,
  notice: null,
  buyerType: "privato",
  kit: kitHref({}),
};

export function orderRoute({ config, database, key, clock = systemClock, limiter }: OrderRouteOptions) {
  const terms: OrderTerms = {
    promotionEnd: config.site.promotionEnd,
    vatRatePercent: config.site.order.vatRatePercent,
    vatRegime: config.site.order.vatRegime,
    quoteValidityDays: config.site.order.quoteValidityDays,
    ...(acnQualifiedIn(config.operatorFacts) ? { acnQualified: true as const } : {}),
  };
  const contractDays = config.operatorFacts.terms?.contractBusinessDays ?? null;

  return async function registerOrderRoute(app: FastifyInstance, site: StaticSite): Promise<void> {
    const { shell, renderer } = await loadRenderer(config.distDir, site, {
      route: ORDER_PAGE_PATH,
      file: ORDER_RENDERER,
      isRenderer: isOrderRenderer,
    });
    const page = slotPage(shell, renderer.ORDER_SLOT, ORDER_PAGE_PATH);

    function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, state: OrderPageState) {
      return page.send(request, reply, status, renderer.renderOrderPage(state, terms, contractDays));
    }

    function refuse(request: FastifyRequest, reply: FastifyReply, status: number, problem: string) {
      return page.refuse(request, reply, status, problem, () => {
        const state: OrderPageState = { kind: "form", values: {}, errors: {}, problem, now: clock() };
        return renderer.renderOrderPage(state, terms, contractDays);
      });
    }

    // The POST first: its error handler and body parser are the scope's, for the GETs too.
    const { badRequest, tooLarge, forbiddenOrigin } = orderPageProblems;
    plainPostRoute(app, {
      path: ORDER_POST_PATH,
      label: "dell'ordine",
      siteUrl: config.site.siteUrl,
      apiPath: orderForm.path,
      problems: { 400: badRequest, 403: forbiddenOrigin, 413: tooLarge, 500: orderMessages.sendFailure },
      refuse,
      read: readOrderForm,
      apiBody: orderApiBody,
      answered: (request, reply, values, answer) => {
        const body = answer.body;
        if (answer.status === 201) {
          // Stored: the browser is sent to the confirmation's own address (303, a GET). The
          // honeypot was filled: nothing was stored, and the bot is sent to a link as real as
          // any (signed, for the honeypot's order id), so the answer does not give the trap away.
          const token =
            quoteToken(body["quote"]) ?? quoteToken(quoteDownloadHref(key, trapOrderId(key, randomUUID()), clock()));
          return reply.redirect(`${ORDER_POST_PATH}?t=${token}`, 303);
        }
        if (answer.retryAfter !== undefined) reply.header("retry-after", answer.retryAfter);
        const errors = (body["errors"] ?? null) as Record<string, string> | null;
        const problem =
          typeof body["error"] === "string" ? body["error"] : errors ? undefined : orderMessages.sendFailure;
        const status = answer.status;
        if (!page.mayGiveBack(clock())) return refuse(request, reply, status, orderPageProblems.valuesNotKept);
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

    // A GET's render is counted per client and for the server (issue 25, M2): past either, the
    // same page for everyone, rendered once, with its Retry-After.
    const gate = renderGate({ limiter, name: "order-page", clock });
    function refuseRender(request: FastifyRequest, reply: FastifyReply, refusal: RenderRefusal) {
      if (refusal.status === 400) return refuse(request, reply, 400, orderPageProblems.badRequest);
      reply.header("retry-after", String(refusal.retryAfterS));
      const problem = refusal.status === 429 ? orderPageProblems.tooManyPages : orderPageProblems.busy;
      return refuse(request, reply, refusal.status, problem);
    }

    // /ordine with the address's answers (?piano=…&lavoratori=…, ?ente=pubblico): the island
    // rendered with them, for a visitor without JavaScript (issue 26, decision 0007), within the
    // budget of renders; any other address, the prerendered page as the site serves it.
    const island = splitIsland(shell.body.toString("utf8"), renderer.ORDER_SLOT.start);
    app.get(ORDER_PAGE_PATH, async (request, reply) => {
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      if (readOrderPrefill(search) === null) return sendStaticFile(request, reply, shell, 200);
      const refused = gate(request.ip);
      if (refused) return refuseRender(request, reply, refused);
      const form = renderer.renderOrderForm(search, terms, contractDays, island.prefix);
      return page.sendWhole(request, reply, 200, `${island.before}${form}${island.after}`);
    });

    // The page a stored order is sent to: its confirmation, for whoever holds the signed link.
    // Without a token (a bookmark of the old POST's address), the form, rather than a 404.
    app.get(ORDER_POST_PATH, async (request, reply) => {
      const given = (request.query as Record<string, unknown> | undefined)?.["t"];
      if (given === undefined) return reply.redirect(ORDER_PAGE_PATH, 303);
      const refused = gate(request.ip);
      if (refused) return refuseRender(request, reply, refused);
      // Twice in the query string it is an array: no token.
      const token = typeof given === "string" ? given : "";
      const check = checkQuoteToken(key, token, clock());
      if (!check.ok) {
        const expired = check.reason === "expired";
        const problem = expired ? orderPageProblems.confirmationExpired : orderPageProblems.confirmationInvalid;
        return refuse(request, reply, expired ? 410 : 403, problem);
      }
      const row = await database.db
        .selectFrom("order_requests")
        .selectAll()
        .where("id", "=", check.orderId)
        .executeTakeFirst();
      const trap = !row && isTrapOrderId(key, check.orderId);
      // Erased or purged since: as a link that never was.
      if (!row && !trap) return refuse(request, reply, 404, orderPageProblems.confirmationInvalid);
      reply.header("x-robots-tag", "noindex");
      return sendPage(request, reply, 200, {
        kind: "confirmation",
        confirmation: row ? storedConfirmation(row, token, orderMessages.mailboxCapped) : TRAP_CONFIRMATION,
      });
    });
  };
}
