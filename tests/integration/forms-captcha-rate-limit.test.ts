import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_TTL_MS, checkCaptcha, issueCaptcha, readCaptchaToken } from "../../src/server/captcha.server.ts";
import type { Database } from "../../src/server/db.server.ts";
import { openMigratedDatabase } from "../../src/app/server.server.ts";
import { clientKey, hitRateLimit } from "../../src/server/rate-limit.server.ts";
import { deriveKeys } from "../../src/server/secret.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { TEST_SECRET, testConfig } from "./support/test-server.ts";

const T0 = Date.parse("2026-03-02T09:00:00Z");
const keys = deriveKeys(TEST_SECRET);

describe("captcha tokens", () => {
  it("carry two digits and are signed with the server key", () => {
    for (let index = 0; index < 50; index += 1) {
      const { a, b, token } = issueCaptcha(keys.captcha, T0);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThanOrEqual(9);
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(9);
      expect(readCaptchaToken(keys.captcha, token)).toMatchObject({ a, b, e: T0 + CAPTCHA_TTL_MS });
    }
  });

  it("refuse tokens that were altered or signed with another key", () => {
    const { token } = issueCaptcha(keys.captcha, T0);
    const [payload, signature] = token.split(".") as [string, string];
    const altered = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    // Change the question whatever was drawn (a 0 + 0 draw must still count as altered).
    altered["a"] = (Number(altered["a"]) + 1) % 10;
    altered["b"] = (Number(altered["b"]) + 3) % 10;
    const forged = `${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${signature}`;
    expect(readCaptchaToken(keys.captcha, forged)).toBeNull();
    expect(readCaptchaToken(deriveKeys("another-secret-of-at-least-32-characters").captcha, token)).toBeNull();
    expect(readCaptchaToken(keys.clientAddress, token)).toBeNull();
    for (const junk of ["", ".", "abc", `${token}.x`, "a.b", token.replace(/.$/, "")]) {
      expect(readCaptchaToken(keys.captcha, junk)).toBeNull();
    }
  });
});

describe("keys derived from the server secret", () => {
  it("hash a client and sign a token as HMAC-SHA256 with the derived key, across restarts and instances", () => {
    // The derivation is part of what the database holds (rate-limit keys) and of tokens already
    // handed out: it must not change when the keys' representation does.
    const derived = (purpose: string) => createHmac("sha256", TEST_SECRET).update(purpose).digest();
    const expectedClient = createHmac("sha256", derived("client-address-v1"))
      .update("contact\n203.0.113.7")
      .digest("base64url");
    expect(clientKey(keys.clientAddress, "contact", "203.0.113.7")).toBe(expectedClient);
    const { token } = issueCaptcha(keys.captcha, T0);
    const [payload, signature] = token.split(".") as [string, string];
    expect(signature).toBe(createHmac("sha256", derived("captcha-v1")).update(payload).digest("base64url"));
  });
});

describe.each(testDialects())("captcha checks and rate limits on %s", (dialect) => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    database = await openMigratedDatabase(testConfig(testDb));
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it("accepts the right answer as a number or as digits, once", async () => {
    const first = issueCaptcha(keys.captcha, T0);
    expect(await checkCaptcha(database.db, keys.captcha, first.token, first.a + first.b, T0 + 1000)).toEqual({
      ok: true,
    });
    expect(await checkCaptcha(database.db, keys.captcha, first.token, first.a + first.b, T0 + 2000)).toEqual({
      ok: false,
      reason: "spent",
    });
    const second = issueCaptcha(keys.captcha, T0);
    expect(await checkCaptcha(database.db, keys.captcha, second.token, ` ${second.a + second.b} `, T0)).toEqual({
      ok: true,
    });
  });

  it("spends a token on a wrong answer too", async () => {
    const { a, b, token } = issueCaptcha(keys.captcha, T0);
    expect(await checkCaptcha(database.db, keys.captcha, token, a + b + 1, T0)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkCaptcha(database.db, keys.captcha, token, a + b, T0)).toEqual({ ok: false, reason: "spent" });
  });

  it.each([["abc"], [""], [3.5], [-1], ["1e1"]])("counts the answer %j as wrong", async (answer) => {
    const { token } = issueCaptcha(keys.captcha, T0);
    expect(await checkCaptcha(database.db, keys.captcha, token, answer, T0)).toEqual({ ok: false, reason: "wrong" });
  });

  it("expires after 30 minutes without spending anything", async () => {
    const { a, b, token } = issueCaptcha(keys.captcha, T0);
    expect(await checkCaptcha(database.db, keys.captcha, token, a + b, T0 + CAPTCHA_TTL_MS)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await checkCaptcha(database.db, keys.captcha, token, a + b, T0 + CAPTCHA_TTL_MS - 1)).toEqual({ ok: true });
  });

  it("lets only one of several simultaneous checks of one token pass", async () => {
    const { a, b, token } = issueCaptcha(keys.captcha, T0);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => checkCaptcha(database.db, keys.captcha, token, a + b, T0)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("refuses a forged token without recording it", async () => {
    const { token } = issueCaptcha(deriveKeys("another-secret-of-at-least-32-characters").captcha, T0);
    expect(await checkCaptcha(database.db, keys.captcha, token, 0, T0)).toEqual({ ok: false, reason: "invalid" });
  });

  it("allows max requests per window, then answers with the seconds left", async () => {
    const key = clientKey(keys.clientAddress, "contact", "198.51.100.7");
    const hit = (now: number) => hitRateLimit(database.db, { key, max: 3, windowMs: 600_000, now });
    for (let index = 0; index < 3; index += 1) expect((await hit(T0 + index * 1000)).allowed).toBe(true);
    expect(await hit(T0 + 60_000)).toEqual({ allowed: false, retryAfterS: 540 });
    expect(await hit(T0 + 599_500)).toEqual({ allowed: false, retryAfterS: 1 });
    expect((await hit(T0 + 600_000)).allowed).toBe(true);
  });

  it("counts each client and each form apart", async () => {
    const hit = (form: string, address: string) =>
      hitRateLimit(database.db, {
        key: clientKey(keys.clientAddress, form, address),
        max: 1,
        windowMs: 600_000,
        now: T0,
      });
    expect((await hit("contact", "192.0.2.1")).allowed).toBe(true);
    expect((await hit("contact", "192.0.2.1")).allowed).toBe(false);
    expect((await hit("whitepaper", "192.0.2.1")).allowed).toBe(true);
    expect((await hit("contact", "192.0.2.2")).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const key = clientKey(keys.clientAddress, "contact", "192.0.2.99");
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(database.db, { key, max: 5, windowMs: 600_000, now: T0 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("keeps a keyed hash, never the address, and only until the window ends", async () => {
    const address = "203.0.113.77";
    await hitRateLimit(database.db, {
      key: clientKey(keys.clientAddress, "contact", address),
      max: 5,
      windowMs: 1000,
      now: T0,
    });
    const rows = await database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).not.toContain(address);
    expect(clientKey(keys.clientAddress, "contact", address)).not.toBe(
      clientKey(deriveKeys("x".repeat(40)).clientAddress, "contact", address),
    );
    await hitRateLimit(database.db, { key: "other", max: 5, windowMs: 1000, now: T0 + 60 * 60_000 });
    const left = await database.db.selectFrom("rate_limits").select("key").execute();
    expect(left.map((row) => row.key)).toEqual(["other"]);
  });
});
