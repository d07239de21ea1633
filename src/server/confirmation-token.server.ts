// The signed link of address confirmation (docs/decisions/0023): its token, its URL and the check
// of a token that comes back. No database and no HTTP: the mailer (mail.server.ts) and the
// confirmation route (address-confirmation.server.ts) both read it.
import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto";
import { CONFIRMATION_PATH, CONFIRMATION_TTL_MS, type ConfirmationRefusal } from "../config/address-confirmation.ts";

/** form.requestId.expiresAt(base 36).signature: a form name, a UUID, a time, an HMAC-SHA256. */
const TOKEN =
  /^([a-z][a-z0-9-]{0,39})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

function signature(key: KeyObject, payload: string): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

/** The token of a request's link; it expires CONFIRMATION_TTL_MS after the request. */
export function confirmationToken(key: KeyObject, form: string, requestId: string, createdAt: number): string {
  const payload = `${form}.${requestId}.${(createdAt + CONFIRMATION_TTL_MS).toString(36)}`;
  return `${payload}.${signature(key, payload).toString("base64url")}`;
}

export function confirmationUrl(
  siteUrl: string,
  key: KeyObject,
  form: string,
  requestId: string,
  createdAt: number,
): string {
  return `${siteUrl}${CONFIRMATION_PATH}?t=${confirmationToken(key, form, requestId, createdAt)}`;
}

export type TokenCheck =
  | { ok: true; form: string; requestId: string }
  | { ok: false; reason: Extract<ConfirmationRefusal, "invalid" | "expired"> };

/** The token's form and request when its signature holds and it has not expired; no database work. */
export function checkConfirmationToken(key: KeyObject, token: unknown, now: number): TokenCheck {
  if (typeof token !== "string") return { ok: false, reason: "invalid" };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, form = "", requestId = "", expires = "", signed = ""] = match;
  // Compared as text: base64url decoding ignores the last character's low bits, so a decoded
  // comparison would take a changed last character for the same signature.
  const expected = Buffer.from(signature(key, `${form}.${requestId}.${expires}`).toString("base64url"));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (now > parseInt(expires, 36)) return { ok: false, reason: "expired" };
  return { ok: true, form, requestId };
}
