// The signed link of an order's quote (issue 26, docs/decisions/0033): the 201 of the order
// carries it, so only the browser that sent the order can fetch its quote. No database id alone
// opens a quote (no IDOR): the HMAC is over the order's id and the link's expiry.
import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto";
import { QUOTE_LINK_TTL_HOURS } from "./quote-data.ts";

export const QUOTE_DOWNLOAD_PATH = "/api/order/offerta";

/** How long the confirmation screen's link works: a day, the time a visitor keeps the page open. */
export const QUOTE_LINK_TTL_MS = QUOTE_LINK_TTL_HOURS * 60 * 60 * 1000;

export const quoteDownloadMessages = {
  invalid:
    "Il link del preventivo non è valido: il preventivo ti arriva comunque per e-mail quando confermi l'indirizzo.",
  expired:
    "Il link del preventivo è scaduto: il preventivo ti arriva per e-mail quando confermi l'indirizzo. Se l'hai già confermato, rispondi all'e-mail del preventivo.",
  rateLimited:
    "Dalla rete da cui ti colleghi sono arrivate molte richieste di preventivi in poco tempo: riprova più tardi. Il preventivo ti arriva comunque per e-mail quando confermi l'indirizzo.",
  busy: "In questo momento stiamo preparando molti documenti: riprova tra qualche secondo.",
} as const;

/** id.expiresAt(base 36).signature: a UUID, a time, an HMAC-SHA256. */
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

function sign(key: KeyObject, payload: string): string {
  return createHmac("sha256", key).update(`order-quote.${payload}`).digest("base64url");
}

/** The link of an order's quote, valid QUOTE_LINK_TTL_MS from `now`. */
export function quoteDownloadHref(key: KeyObject, orderId: string, now: number): string {
  const payload = `${orderId}.${(now + QUOTE_LINK_TTL_MS).toString(36)}`;
  return `${QUOTE_DOWNLOAD_PATH}?t=${payload}.${sign(key, payload)}`;
}

export type QuoteTokenCheck =
  { ok: true; orderId: string; expiresAt: number } | { ok: false; reason: "invalid" | "expired" };

/** The order a token opens when its signature holds and it has not expired; no database work. */
export function checkQuoteToken(key: KeyObject, token: unknown, now: number): QuoteTokenCheck {
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, orderId = "", expires = "", signed = ""] = match;
  // Compared as text, as the confirmation links are (confirmation-token.server.ts).
  const expected = Buffer.from(sign(key, `${orderId}.${expires}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = parseInt(expires, 36);
  if (now > expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, orderId, expiresAt };
}

/*
 * The honeypot's order (security read, L2): a bot that fills the hidden field is sent, as any
 * buyer, to a signed confirmation link. Its order id is made so that the server knows it again
 * without storing anything: the last 12 hex digits are an HMAC of the first 20, so the page answers
 * 200 with a card that carries nothing (no number, no quote, no address), while a real order that
 * was erased still answers 404.
 */
function trapTail(key: KeyObject, head: string): string {
  return createHmac("sha256", key).update(`order-trap.${head}`).digest("hex").slice(0, 12);
}

/** An order id for the honeypot's link, from a random UUID. */
export function trapOrderId(key: KeyObject, seed: string): string {
  const head = seed.slice(0, 24);
  return `${head}${trapTail(key, head)}`;
}

/** Whether an id of a signed link is the honeypot's. */
export function isTrapOrderId(key: KeyObject, orderId: string): boolean {
  const head = orderId.slice(0, 24);
  const expected = Buffer.from(trapTail(key, head));
  const given = Buffer.from(orderId.slice(24));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
