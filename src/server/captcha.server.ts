import { createHmac, type KeyObject, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { captchaAnswer } from "../lib/captcha-answer.ts";
import type { Kysely } from "kysely";
import type { Tables } from "./db.server.ts";

export const CAPTCHA_TTL_MS = 30 * 60 * 1000;

export interface CaptchaChallenge {
  a: number;
  b: number;
  token: string;
}

interface TokenPayload {
  /** Random id: the key under which the token is recorded as spent. */
  n: string;
  a: number;
  b: number;
  /** Expiry, epoch milliseconds. */
  e: number;
}

export type CaptchaCheck = { ok: true } | { ok: false; reason: "invalid" | "wrong" | "expired" | "spent" };

function sign(key: KeyObject, payload: string): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

function isDigit(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 9;
}

/** A question 'a + b' with operands 0-9 and a signed token that carries it and its expiry. */
export function issueCaptcha(key: KeyObject, now: number): CaptchaChallenge {
  const payload: TokenPayload = {
    n: randomBytes(16).toString("base64url"),
    a: randomInt(10),
    b: randomInt(10),
    e: now + CAPTCHA_TTL_MS,
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { a: payload.a, b: payload.b, token: `${encoded}.${sign(key, encoded).toString("base64url")}` };
}

/** The token's content when its signature is ours; null for anything forged or malformed. */
export function readCaptchaToken(key: KeyObject, token: string): TokenPayload | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(key, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null) return null;
    const { n, a, b, e } = payload as Record<string, unknown>;
    if (typeof n !== "string" || !isDigit(a) || !isDigit(b) || typeof e !== "number") return null;
    return { n, a, b, e };
  } catch {
    return null;
  }
}

/**
 * The checks that need no database, in memory: a forged token, an expired one, a wrong answer.
 * The form API makes them before its transaction, so a wrong answer writes nothing (fresh
 * security read 6, L); `nonce` and `expiresAt` name the token for the caller to hold as spent.
 */
export function answerCaptcha(
  key: KeyObject,
  token: string,
  answer: unknown,
  now: number,
):
  | { verdict: "invalid" }
  | { verdict: "expired" }
  | { verdict: "right"; nonce: string; expiresAt: number }
  | { verdict: "wrong"; nonce: string; expiresAt: number } {
  const payload = readCaptchaToken(key, token);
  if (!payload) return { verdict: "invalid" };
  if (payload.e <= now) return { verdict: "expired" };
  const parsed = captchaAnswer.safeParse(answer);
  const right = parsed.success && Number(parsed.data) === payload.a + payload.b;
  return { verdict: right ? "right" : "wrong", nonce: payload.n, expiresAt: payload.e } as const;
}

/**
 * Checks an answer. A valid, unexpired token is spent by this call whether the answer is right
 * or wrong: recording its id is atomic, so of two requests racing with one token only one passes.
 * Runs inside the request's transaction, so the spend is committed with the request.
 */
export async function checkCaptcha(
  db: Kysely<Tables>,
  key: KeyObject,
  token: string,
  answer: unknown,
  now: number,
): Promise<CaptchaCheck> {
  const payload = readCaptchaToken(key, token);
  if (!payload) return { ok: false, reason: "invalid" };
  if (payload.e <= now) return { ok: false, reason: "expired" };
  const spent = await db
    .insertInto("captcha_spent")
    .values({ id: payload.n, expires_at: payload.e })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(spent.numInsertedOrUpdatedRows ?? 0n) === 0) return { ok: false, reason: "spent" };
  const parsed = captchaAnswer.safeParse(answer);
  if (!parsed.success || Number(parsed.data) !== payload.a + payload.b) return { ok: false, reason: "wrong" };
  return { ok: true };
}
