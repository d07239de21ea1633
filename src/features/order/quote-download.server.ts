// GET /api/order/offerta: the quote PDF from the order's confirmation screen (issue 26).
import type { KeyObject } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../server/clock.server.ts";
import type { Database } from "../../server/db.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { clientAddressKey } from "../../server/client-address.server.ts";
import type { RequestLimiter } from "../../server/rate-limit.server.ts";
import { createWorkBudget, tryReserve, type WorkBudget } from "../../server/work-budget.server.ts";
import { quoteData } from "./order.server.ts";
import type { QuoteDocument, QuoteStage } from "./quote-data.ts";
import { checkQuoteToken, QUOTE_DOWNLOAD_PATH, quoteDownloadMessages } from "./quote-link.server.ts";

/** The in-memory limiter's name for the quote's renders: counted apart from the forms and the kit. */
export const QUOTE_RENDER_LIMIT_NAME = "quote-pdf";

/** PDFs kept in memory, a few tens of KB each: the orders of the last hours, not every order. */
export const QUOTE_CACHE_SIZE = 64;

/** How often the PDFs of expired links are dropped from memory when no request does it. */
const QUOTE_SWEEP_MS = 5 * 60 * 1000;

/** Renders an order's quote PDF; by default quote-pdf.ts, loaded on first use. */
export type QuoteRenderer = (data: QuoteDocument, site: ServerConfig["site"], stage: QuoteStage) => Promise<Uint8Array>;

const renderQuote: QuoteRenderer = async (data, site, stage) => {
  const { renderQuotePdf } = await import("./quote-pdf.ts");
  return renderQuotePdf(data, site, stage);
};

/**
 * Rendered (or being rendered) PDFs by order id, the least recently used dropped first. A PDF holds
 * the order's data: it is kept only while its link works, which ends before the purge deletes an
 * unconfirmed order (docs/decisions/0040), and `sweep` drops it from memory once the link expired.
 */
export function createQuoteCache(size = QUOTE_CACHE_SIZE) {
  const entries = new Map<string, { pdf: Promise<Uint8Array>; until: number; stage: QuoteStage }>();
  function sweep(now: number) {
    for (const [orderId, entry] of entries) if (entry.until < now) entries.delete(orderId);
  }
  return {
    /** The PDF of the order at its stage; one made before the address was confirmed is not kept after. */
    get(orderId: string, now: number, stage: QuoteStage = "sent"): Promise<Uint8Array> | undefined {
      sweep(now);
      const entry = entries.get(orderId);
      if (!entry || entry.stage !== stage) return undefined;
      entries.delete(orderId);
      entries.set(orderId, entry);
      return entry.pdf;
    },
    /** Keeps a PDF until `until`, its link's expiry. */
    keep(orderId: string, pdf: Promise<Uint8Array>, until: number, stage: QuoteStage = "sent") {
      if (entries.size >= size) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(orderId, { pdf, until, stage });
      // A render that failed is not kept: the next GET tries again.
      pdf.catch(() => {
        if (entries.get(orderId)?.pdf === pdf) entries.delete(orderId);
      });
    },
    delete(orderId: string) {
      entries.delete(orderId);
    },
    sweep,
    /** The orders whose PDF is in memory. */
    orderIds: () => [...entries.keys()],
  };
}

export type QuoteCache = ReturnType<typeof createQuoteCache>;

export interface QuoteDownloadOptions {
  database: Database;
  config: ServerConfig;
  key: KeyObject;
  clock: Clock;
  /** Counts each client's renders (quoteRendersPerWindow, rate-limit.server.ts); no limit without one. */
  limiter?: RequestLimiter;
  /** The server-wide budget for expensive work (decision 0025): one render at a time, or a 503. */
  budget?: WorkBudget;
  render?: QuoteRenderer;
  /** The rendered PDFs; a new one by default (a test passes its own to look into it). */
  cache?: QuoteCache;
}

/**
 * GET /api/order/offerta?t=…: the quote PDF, rendered from the stored order; 403, 410 or 404 in
 * Italian otherwise. A render takes hundreds of milliseconds on the event loop (fresh security
 * read 8, M1): it waits its turn in the server's work budget (503 when the queue is full), each
 * client may cause only quoteRendersPerWindow of them (429), and a rendered PDF is kept for the
 * link's life, so repeating the GET costs a database read, not a render.
 */
export function registerQuoteDownload(
  api: FastifyInstance,
  {
    database,
    config,
    key,
    clock,
    limiter,
    budget = createWorkBudget(),
    render = renderQuote,
    cache = createQuoteCache(),
  }: QuoteDownloadOptions,
): void {
  // Without a request the expired PDFs would wait in memory for the next one.
  const sweeper = setInterval(() => cache.sweep(clock()), QUOTE_SWEEP_MS);
  sweeper.unref();
  api.addHook("onClose", (_instance, done) => {
    clearInterval(sweeper);
    done();
  });

  api.get(QUOTE_DOWNLOAD_PATH, async (request, reply) => {
    const token = (request.query as Record<string, unknown> | undefined)?.["t"];
    const now = clock();
    const check = checkQuoteToken(key, token, now);
    if (!check.ok) {
      const expired = check.reason === "expired";
      return reply
        .code(expired ? 410 : 403)
        .send({ error: expired ? quoteDownloadMessages.expired : quoteDownloadMessages.invalid });
    }
    const row = await database.db
      .selectFrom("order_requests")
      .selectAll()
      .where("id", "=", check.orderId)
      .executeTakeFirst();
    // Erased or purged since: the same answer as a link that never was, even if its PDF is kept.
    if (!row) {
      cache.delete(check.orderId);
      return reply.code(404).send({ error: quoteDownloadMessages.invalid });
    }
    const data = quoteData(row, config.site.order.vatRegime, config.operatorFacts);
    const stage: QuoteStage = row.confirmed_at === null ? "sent" : "confirmed";
    let pdf = cache.get(check.orderId, now, stage);
    if (!pdf) {
      // A render to do: counted for the client in memory first, then a turn in the work budget.
      if (limiter) {
        const address = clientAddressKey(request.ip);
        if (address === null) return reply.code(400).send({ error: quoteDownloadMessages.invalid });
        const gate = limiter.hit(QUOTE_RENDER_LIMIT_NAME, address, now);
        if (!gate.allowed) {
          reply.header("retry-after", String(gate.retryAfterS));
          return reply.code(429).send({ error: quoteDownloadMessages.rateLimited });
        }
      }
      // A place taken with no await: a full queue refuses here, before anything is kept.
      const place = tryReserve(budget);
      if ("busy" in place) {
        reply.header("retry-after", String(place.busy.retryAfterS));
        return reply.code(503).send({ error: quoteDownloadMessages.busy });
      }
      pdf = place.ticket.run(() => render(data, config.site, stage));
      cache.keep(check.orderId, pdf, check.expiresAt, stage);
    }
    const { quoteFilename } = await import("./quote-pdf.ts");
    const body = await pdf;
    reply.header("content-type", "application/pdf");
    reply.header("content-disposition", contentDisposition(quoteFilename(data.number)));
    reply.header("cache-control", "no-store");
    return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}
