import { timingSafeEqual } from "node:crypto";
import { createChallenge, extractParams } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import type { Kysely } from "kysely";
import { z } from "zod";
import { CAPTCHA_TTL_MS } from "./captcha.server.ts";
import type { Tables } from "./db.server.ts";

/**
 * The proof of work beside the maths question (issue 17, finding 2): an ALTCHA challenge made by
 * altcha-lib, solved by the browser in the background, so a script pays a search of up to
 * maxnumber hashes for every submission. The figures behind the default maxnumber are in
 * bench/results/pow.md; the choice in docs/decisions/0016-proof-of-work.md.
 */
export const POW_ALGORITHM = "SHA-256";
/** Longest base64 payload accepted: a real one is about 300 characters. */
const MAX_PAYLOAD_LENGTH = 1024;
const HEX64 = /^[0-9a-f]{64}$/;

export type PowChallenge = Challenge;

/**
 * Adaptive work (issue 25, L9): from a client's fourth submission in the rate-limit window, on any
 * form, its challenges ask this many times more work. A person rarely sends more than three forms
 * in ten minutes; a script that does pays four times as much for each (docs/decisions/0016).
 */
export const POW_RAISED_AFTER = 3;
export const POW_RAISE_FACTOR = 4;

/** The maxnumber of a client's next challenge, given its submissions in the window. */
export function powMaxNumber(base: number, submissions: number): number {
  return submissions >= POW_RAISED_AFTER ? base * POW_RAISE_FACTOR : base;
}
export type PowCheck = { ok: true } | { ok: false; reason: "invalid" | "expired" | "spent" };

/**
 * A challenge that expires with the maths question it is fetched with, for one form: its name is
 * in the signed salt, so work done for one form is refused by the others (issue 25, L9). Empty
 * when the client named no form: then no form accepts it.
 */
export function issuePow(hmacKey: string, now: number, maxnumber: number, form: string): Promise<PowChallenge> {
  return createChallenge({
    algorithm: POW_ALGORITHM,
    hmacKey,
    maxnumber,
    expires: new Date(now + CAPTCHA_TTL_MS),
    params: { form },
  });
}

/** The standard ALTCHA payload; other keys a widget may add (such as `took`) are ignored. */
const payloadSchema = z.object({
  algorithm: z.literal(POW_ALGORITHM),
  challenge: z.string().regex(HEX64),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(HEX64),
});

function decode(pow: unknown): z.infer<typeof payloadSchema> | null {
  if (typeof pow !== "string" || pow.length === 0 || pow.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(pow, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export type VerifiedPow = { ok: true; id: string; expiresAt: number } | (PowCheck & { ok: false });

/**
 * Checks a solved challenge without spending it: no database work, so the API can refuse a
 * request without the work done before it reaches the database (security read 2, M2).
 */
export async function verifyPow(hmacKey: string, pow: unknown, now: number, form: string): Promise<VerifiedPow> {
  const payload = decode(pow);
  if (!payload) return { ok: false, reason: "invalid" };
  const params = extractParams(payload);
  // The signature below vouches for the salt, and so for the form it names.
  if (params["form"] !== form || form === "") return { ok: false, reason: "invalid" };
  const expiresS = Number(params["expires"]);
  if (!Number.isSafeInteger(expiresS)) return { ok: false, reason: "invalid" };
  const expected = await createChallenge({
    algorithm: POW_ALGORITHM,
    hmacKey,
    number: payload.number,
    salt: payload.salt,
  });
  // The salt carries the expiry, so a valid signature also vouches for it.
  if (!sameHex(expected.challenge, payload.challenge) || !sameHex(expected.signature, payload.signature)) {
    return { ok: false, reason: "invalid" };
  }
  if (expiresS * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, id: `pow:${payload.challenge}`, expiresAt: expiresS * 1000 };
}

/**
 * Spends a verified challenge: recorded in captcha_spent until it expires, atomically, so of two
 * requests racing with one payload only one passes. Runs inside the request's transaction.
 */
export async function spendPow(db: Kysely<Tables>, verified: VerifiedPow & { ok: true }): Promise<PowCheck> {
  const spent = await db
    .insertInto("captcha_spent")
    .values({ id: verified.id, expires_at: verified.expiresAt })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(spent.numInsertedOrUpdatedRows ?? 0n) === 0) return { ok: false, reason: "spent" };
  return { ok: true };
}

/** Checks a solved challenge and spends it (verifyPow, then spendPow). */
export async function checkPow(
  db: Kysely<Tables>,
  hmacKey: string,
  pow: unknown,
  now: number,
  form: string,
): Promise<PowCheck> {
  const verified = await verifyPow(hmacKey, pow, now, form);
  return verified.ok ? spendPow(db, verified) : verified;
}
