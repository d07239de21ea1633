// GET /api/order/offerta: the quote PDF from the order's confirmation screen (issue 26).
import type { KeyObject } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../server/clock.server.ts";
import type { Database } from "../../server/db.server.ts";
import type { ServerConfig } from "../../server/start-config.server.ts";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { quoteData } from "./order.server.ts";
import { checkQuoteToken, QUOTE_DOWNLOAD_PATH, quoteDownloadMessages } from "./quote-link.server.ts";

/** GET /api/order/offerta?t=…: the quote PDF, rendered from the stored order; 403, 410 or 404 in Italian otherwise. */
export function registerQuoteDownload(
  api: FastifyInstance,
  { database, config, key, clock }: { database: Database; config: ServerConfig; key: KeyObject; clock: Clock },
): void {
  api.get(QUOTE_DOWNLOAD_PATH, async (request, reply) => {
    const token = (request.query as Record<string, unknown> | undefined)?.["t"];
    const check = checkQuoteToken(key, token, clock());
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
    // Erased or purged since: the same answer as a link that never was.
    if (!row) return reply.code(404).send({ error: quoteDownloadMessages.invalid });
    const data = quoteData(row, config.site.order.vatRegime);
    const { quoteFilename, renderQuotePdf } = await import("./quote-pdf.ts");
    const pdf = await renderQuotePdf(data, config.site);
    reply.header("content-type", "application/pdf");
    reply.header("content-disposition", contentDisposition(quoteFilename(data.number)));
    reply.header("cache-control", "no-store");
    return reply.send(pdf);
  });
}
