import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createServer, type ServerParts, serverKeys } from "../../src/app/server.server.ts";
import { confirmationToken } from "../../src/server/confirmation-token.server.ts";
import { apiMessages } from "../../src/lib/api-messages.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import {
  contactBody,
  must,
  questionOf,
  solveCaptcha,
  submit,
  testClock,
  testConfig,
  whitepaperBody,
} from "./support/test-server.ts";

/*
 * Issue 25, M2, M3 and L1: a refused request costs no durable write; an IPv6 client is counted by
 * its /64 and by the /56, /48 and /32 above it; the counters keep no request's instant.
 */

/** Every counter the database holds, as key → count: any refusal that wrote would change it. */
async function counters(server: ServerParts): Promise<Record<string, number>> {
  const rows = await server.database.db.selectFrom("rate_limits").select(["key", "count"]).execute();
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
}

/**
 * Every row a request may leave for good, sorted: counters, spent challenges, mailboxes counted,
 * requests and their e-mails.
 */
async function durableRows(server: ServerParts): Promise<Record<string, string[]>> {
  const { db } = server.database;
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    rateLimits: sorted(await db.selectFrom("rate_limits").selectAll().execute()),
    spent: sorted(await db.selectFrom("captcha_spent").selectAll().execute()),
    recipients: sorted(await db.selectFrom("recipient_sends").selectAll().execute()),
    contact: sorted(await db.selectFrom("contact_requests").select("id").execute()),
    whitepaper: sorted(await db.selectFrom("whitepaper_requests").select("id").execute()),
    outbox: sorted(await db.selectFrom("outbox").select("id").execute()),
  };
}

const post = (app: FastifyInstance, body: unknown, forwardedFor: string) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    payload: JSON.stringify(body),
    remoteAddress: "127.0.0.1",
  });

describe.each(testDialects())("refusals that cost nothing on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock(Date.parse("2026-03-02T09:00:00Z") + 12_345);

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" }), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("writes nothing for a request the body alone refuses", async () => {
    const before = await counters(server);
    for (let n = 0; n < 3; n += 1) {
      expect((await post(server.app, { name: "x" }, "192.0.2.101")).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await counters(server)).toEqual(before);
  });

  it("writes nothing for a request over the limit, and still answers 429 with Retry-After", async () => {
    const address = "192.0.2.102";
    const statuses = [];
    for (let n = 0; n < 2; n += 1) {
      statuses.push(
        (await submit(server.app, "contact", contactBody(), { "x-forwarded-for": address }, "127.0.0.1")).statusCode,
      );
    }
    const before = await counters(server);
    for (let n = 0; n < 4; n += 1) {
      const response = await submit(server.app, "contact", contactBody(), { "x-forwarded-for": address }, "127.0.0.1");
      statuses.push(response.statusCode);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ error: apiMessages.rateLimited });
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await counters(server)).toEqual(before);
  });

  it("writes nothing durable for a wrong maths answer, and the token stays spent (security read 6, L)", async () => {
    const captcha = await solveCaptcha(server.app);
    const wrongAnswer = { ...questionOf(captcha), captchaAnswer: (captcha.captchaAnswer + 1) % 19 };
    const before = await durableRows(server);
    const wrong = await submit(
      server.app,
      "contact",
      contactBody(wrongAnswer),
      { "x-forwarded-for": "192.0.2.104" },
      "127.0.0.1",
    );
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: apiMessages.captchaWrong }]);
    expect(await durableRows(server)).toEqual(before);
    // One token, one answer: the right one after it is refused all the same.
    const again = await submit(
      server.app,
      "contact",
      contactBody(questionOf(captcha)),
      { "x-forwarded-for": "192.0.2.104" },
      "127.0.0.1",
    );
    expect([again.statusCode, again.json()]).toEqual([400, { error: apiMessages.captchaExpired }]);
    expect(await durableRows(server)).toEqual(before);
  });

  it("writes nothing durable for a request past the mailbox's daily cap (security read 6, L)", async () => {
    const email = "capped.mailbox@verdi-costruzioni.it";
    for (let n = 0; n < 3; n += 1) {
      const accepted = await submit(
        server.app,
        "whitepaper",
        whitepaperBody({ email }),
        { "x-forwarded-for": `192.0.2.${110 + n}` },
        "127.0.0.1",
      );
      expect(accepted.statusCode).toBe(201);
    }
    const before = await durableRows(server);
    const capped = await submit(
      server.app,
      "whitepaper",
      whitepaperBody({ email }),
      { "x-forwarded-for": "192.0.2.113" },
      "127.0.0.1",
    );
    expect([capped.statusCode, capped.json()]).toEqual([429, { error: apiMessages.recipientCap }]);
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(0);
    expect(await durableRows(server)).toEqual(before);
  });

  it("keeps no request's instant in the counters: a window ends on a whole minute", async () => {
    await submit(server.app, "contact", contactBody(), { "x-forwarded-for": "192.0.2.103" }, "127.0.0.1");
    const rows = await server.database.db.selectFrom("rate_limits").select("reset_at").execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.reset_at) % 60_000).toBe(0);
  });

  /** A valid contact request (captcha and proof of work solved) from a client behind the proxy. */
  const valid = async (forwardedFor: string) =>
    (await submit(server.app, "contact", contactBody(), { "x-forwarded-for": forwardedFor }, "127.0.0.1")).statusCode;

  it("counts the /64s of one /48 against the /48's budget once they pass: rotating buys nothing", async () => {
    const statuses = [];
    // One /64 in each /56, so only the /48 caps them.
    for (let n = 0; n < 18; n += 1) statuses.push(await valid(`2001:db8:48:${(n << 8).toString(16)}::1`));
    // RATE_LIMIT_MAX 2, a /48 eight times that: sixteen accepted from sixteen /64s, then refused.
    expect(statuses).toEqual([...Array<number>(16).fill(201), 429, 429]);
    // Another /48 of another /32 is another client.
    expect(await valid("2001:db9:1::1")).toBe(201);
  });

  it("counts the /64s of one /56 against the /56's budget: a neighbour in another /56 still gets in (read 6, M2)", async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push(await valid(`2001:dba:48:${n.toString(16)}::1`));
    // RATE_LIMIT_MAX 2, a /56 twice that: four accepted from four /64s, then refused.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another /56 of the same /48 (another customer of that ISP block) is admitted.
    expect(await valid("2001:dba:48:100::1")).toBe(201);
  });

  it("counts the /48s of one /32 against the /32's budget too", async () => {
    const statuses = [];
    for (let n = 0; n < 66; n += 1) statuses.push(await valid(`2001:db7:${n.toString(16)}::1`));
    // Thirty-two times RATE_LIMIT_MAX for the /32, one request from each /48.
    expect(statuses).toEqual([...Array<number>(64).fill(201), 429, 429]);
  });

  it("junk from many /64s of one /48 does not close it to a neighbour (security read, M2)", async () => {
    for (let n = 0; n < 16; n += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) await post(server.app, {}, `2001:db6:1:${n.toString(16)}::1`);
    }
    expect(await valid("2001:db6:1:ffff::1")).toBe(201);
  });

  it("counts the confirmation page's requests, and answers its refusals from one rendering (M3)", async () => {
    const open = () =>
      server.app.inject({
        method: "GET",
        url: "/conferma-indirizzo?t=non-valido",
        headers: { "x-forwarded-for": "192.0.2.150", "accept-encoding": "br" },
        remoteAddress: "127.0.0.1",
      });
    const [first, second, third] = [await open(), await open(), await open()];
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([400, 400, 429]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("counts a burst of concurrent requests from one /48 one by one (security read 2, M1)", async () => {
    // One /64 in each /56, so only the /48 caps them.
    const addresses = Array.from({ length: 20 }, (_, n) => `2001:db5:48:${(n << 8).toString(16)}::1`);
    const bodies = await Promise.all(
      addresses.map(async () => ({ ...contactBody(), ...(await solveCaptcha(server.app)) })),
    );
    const statuses = await Promise.all(
      addresses.map(
        async (address, n) =>
          (await submit(server.app, "contact", must(bodies[n]), { "x-forwarded-for": address }, "127.0.0.1"))
            .statusCode,
      ),
    );
    // RATE_LIMIT_MAX 2, a /48 eight times that: sixteen of the burst, however it interleaves.
    expect(statuses.filter((status) => status === 201)).toHaveLength(16);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("refuses work never done before the database: no counter written (security read 2, M2)", async () => {
    const before = await counters(server);
    for (let n = 0; n < 6; n += 1) {
      const response = await submit(
        server.app,
        "contact",
        { ...contactBody(), pow: "bogus" },
        { "x-forwarded-for": `2001:db4:48:${n.toString(16)}::1` },
        "127.0.0.1",
      );
      expect(response.statusCode).toBe(400);
    }
    expect(await counters(server)).toEqual(before);
  });

  it("refuses replayed work in memory: no shared budget spent, no counter written (security read 3, M1)", async () => {
    const solvedOnce = { ...contactBody(), ...(await solveCaptcha(server.app)) };
    expect(
      (await submit(server.app, "contact", solvedOnce, { "x-forwarded-for": "2001:db3:48::1" }, "127.0.0.1"))
        .statusCode,
    ).toBe(201);
    const before = await counters(server);
    for (let n = 1; n <= 10; n += 1) {
      const replay = { ...solvedOnce, ...(await solveCaptcha(server.app)), pow: solvedOnce.pow };
      const response = await submit(
        server.app,
        "contact",
        replay,
        { "x-forwarded-for": `2001:db3:48:${n.toString(16)}::1` },
        "127.0.0.1",
      );
      expect(response.statusCode).toBe(400);
    }
    expect(await counters(server)).toEqual(before);
    expect(await valid("2001:db3:48:ff::1")).toBe(201);
  });

  it("counts signed confirmation links in the /48 too before reading the database (security read 4)", async () => {
    const config = testConfig(testDb, { RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" });
    const keys = await serverKeys(config, server.database);
    // Validly signed, for a request that does not exist: each GET reads the database.
    const token = confirmationToken(keys.confirmation, "whitepaper", randomUUID(), clock());
    const statuses = [];
    for (let n = 0; n < 10; n += 1) {
      const response = await server.app.inject({
        method: "GET",
        url: `/conferma-indirizzo?t=${token}`,
        headers: { "x-forwarded-for": `2001:db2:48:${n.toString(16)}::1` },
        remoteAddress: "127.0.0.1",
      });
      statuses.push(response.statusCode);
    }
    // One link, one place in the /56, /48 and /32, then eight requests in the window: refused from memory.
    expect(statuses).toEqual([...Array<number>(8).fill(410), 429, 429]);
  });

  it("a link replayed from many /64s does not close its /56, /48 or /32 to a neighbour (security read 5, M1)", async () => {
    const config = testConfig(testDb, { RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" });
    const keys = await serverKeys(config, server.database);
    const open = async (token: string, forwardedFor: string) =>
      (
        await server.app.inject({
          method: "GET",
          url: `/conferma-indirizzo?t=${token}`,
          headers: { "x-forwarded-for": forwardedFor },
          remoteAddress: "127.0.0.1",
        })
      ).statusCode;
    const replayed = confirmationToken(keys.confirmation, "whitepaper", randomUUID(), clock());
    // Thirty-two /64s, two in each of four /56s of four /48s of one /32, each within its own limit:
    // counted each time, they would spend every one of those budgets (RATE_LIMIT_MAX 2: 4, 16, 64).
    const replayedFrom = (n: number) => `2001:dc1:${n >> 3}:${((((n >> 1) & 3) << 8) | (n & 1)).toString(16)}::1`;
    for (let n = 0; n < 32; n += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) await open(replayed, replayedFrom(n));
    }
    // A neighbour's own link, from a fifth /48 of that /32 and from the first /56: read, not refused.
    const own = confirmationToken(keys.confirmation, "whitepaper", randomUUID(), clock());
    expect(await open(own, "2001:dc1:9:1::abcd")).toBe(410);
    const another = confirmationToken(keys.confirmation, "whitepaper", randomUUID(), clock());
    expect(await open(another, "2001:dc1:0:99::abcd")).toBe(410);
  });
});
