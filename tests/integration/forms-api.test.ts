import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../src/forms/messages.ts";
import { CAPTCHA_TTL_MS } from "../../src/server/captcha.server.ts";
import type { Database } from "../../src/server/db.server.ts";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { WORKLESS_PER_HOUR } from "../../src/server/api.server.ts";
import { clientKey } from "../../src/server/rate-limit.server.ts";
import { deriveKeys } from "../../src/server/secret.server.ts";
import { createTestDatabase, storedRows, testDialects, type TestDatabase } from "./support/test-databases.ts";
import {
  contactBody,
  kitBody,
  omit,
  SITE_URL,
  questionOf,
  solveCaptcha,
  submit,
  testClock,
  testConfig,
  TEST_SECRET,
  whitepaperBody,
} from "./support/test-server.ts";

const CLIENT = "203.0.113.10";

describe.each(testDialects())("form API on %s", (dialect) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let database: Database;
  const clock = testClock();
  const logs: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const server = await createServer(testConfig(testDb, { LOG_LEVEL: "info" }), {
      clock,
      logStream: { write: (line) => void logs.push(line) },
    });
    app = server.app;
    database = server.database;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    for (const table of [
      "outbox",
      "contact_requests",
      "whitepaper_requests",
      "rate_limits",
      "recipient_sends",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  describe("GET /api/captcha", () => {
    it("answers two digits and a token, never cached", async () => {
      const response = await app.inject({ method: "GET", url: "/api/captcha" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.json<{ a: number; b: number; token: string }>();
      expect(Object.keys(body).sort()).toEqual(["a", "b", "pow", "token"]);
      expect(Number.isInteger(body.a) && body.a >= 0 && body.a <= 9).toBe(true);
      expect(Number.isInteger(body.b) && body.b >= 0 && body.b <= 9).toBe(true);
      expect(body.token.length).toBeGreaterThan(20);
    });
  });

  describe("POST /api/contact", () => {
    it("answers 201 with the id of the stored request and its queued notification", async () => {
      const response = await submit(app, "contact", contactBody({ name: "  Giulia  " }));
      expect(response.statusCode).toBe(201);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { id } = response.json<{ id: string }>();
      const row = await database.db
        .selectFrom("contact_requests")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: "Giulia", privacy_accepted_at: clock() });
      expect(await storedRows(database)).toEqual({ contact: 1, whitepaper: 0, outbox: 1 });
    });

    it("accepts the captcha answer as digits and the honeypot absent", async () => {
      const captcha = await solveCaptcha(app);
      const body = omit(contactBody(), "website");
      const response = await submit(app, "contact", {
        ...body,
        ...captcha,
        captchaAnswer: String(captcha.captchaAnswer),
      });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      [{ name: "" }, { name: messages.nameRequired }],
      [{ name: " " }, { name: messages.nameRequired }],
      [{ name: "x".repeat(101) }, { name: "Il nome può contenere al massimo 100 caratteri" }],
      [{ email: "" }, { email: messages.emailRequired }],
      [{ email: "giulia@" }, { email: messages.emailInvalidContact }],
      [{ email: "giulia@azienda.abcdefg" }, { email: messages.emailDomain }],
      [{ email: "giulia@mailinator.com" }, { email: messages.emailDisposable }],
      [{ message: "" }, { message: messages.messageRequired }],
      [{ message: "x".repeat(5001) }, { message: "Il messaggio può contenere al massimo 5.000 caratteri" }],
      [
        { name: "", email: "", message: "" },
        { name: messages.nameRequired, email: messages.emailRequired, message: messages.messageRequired },
      ],
      [{ name: null }, { name: messages.nameRequired }],
      [{ message: ["a"] }, { message: messages.messageRequired }],
    ])("answers 400 %j → %j", async (values, errors) => {
      const response = await submit(app, "contact", contactBody(values));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
    });

    it("checks the fields before privacy and privacy before the captcha", async () => {
      const fields = await submit(
        app,
        "contact",
        contactBody({ name: "", privacyAccepted: false, captchaToken: "x", captchaAnswer: 1 }),
      );
      expect(fields.json()).toEqual({ errors: { name: messages.nameRequired } });
      const privacy = await submit(
        app,
        "contact",
        contactBody({ privacyAccepted: false, captchaToken: "x", captchaAnswer: 1 }),
      );
      expect(privacy.json()).toEqual({ error: messages.privacy });
    });

    it.each([[{ privacyAccepted: false }], [{ privacyAccepted: undefined }]])(
      "answers 400 with the privacy message for %j",
      async (values) => {
        const response = await submit(app, "contact", contactBody(values));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: "Per favore, accetta la Privacy Policy per continuare" });
        expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
      },
    );

    it("answers 400 to a wrong captcha answer and spends the token", async () => {
      const captcha = await solveCaptcha(app);
      const wrong = await submit(
        app,
        "contact",
        contactBody({ ...questionOf(captcha), captchaAnswer: (captcha.captchaAnswer + 1) % 19 }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: "La risposta matematica non è corretta. Riprova." });
      const again = await submit(app, "contact", contactBody(questionOf(captcha)));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: messages.captchaExpired });
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
    });

    it("answers 400 to a captcha used twice and to one older than 30 minutes", async () => {
      const captcha = await solveCaptcha(app);
      expect((await submit(app, "contact", contactBody(captcha))).statusCode).toBe(201);
      const replay = await submit(app, "contact", contactBody(questionOf(captcha)));
      expect([replay.statusCode, replay.json()]).toEqual([400, { error: messages.captchaExpired }]);

      const old = await solveCaptcha(app);
      clock.advance(CAPTCHA_TTL_MS);
      const expired = await submit(app, "contact", contactBody(questionOf(old)));
      expect([expired.statusCode, expired.json()]).toEqual([400, { error: messages.captchaExpired }]);
    });

    it("answers 400 with the captcha message to a forged token", async () => {
      const response = await submit(
        app,
        "contact",
        contactBody({ captchaToken: "eyJhIjoxfQ.c2lnbmF0dXJh", captchaAnswer: 2 }),
      );
      expect([response.statusCode, response.json()]).toEqual([400, { error: messages.captchaWrong }]);
    });

    it.each([
      ["an unknown key", { extra: "x" }],
      ["privacy as text", { privacyAccepted: "true" }],
      ["a numeric token", { captchaToken: 12 }],
      ["an empty token", { captchaToken: "" }],
      ["no token", { captchaToken: undefined }],
      ["an object as answer", { captchaAnswer: { value: 3 } }],
      ["no answer", { captchaAnswer: undefined }],
      ["a numeric honeypot", { website: 1 }],
      ["a whitepaper key", { companyName: "ACME" }],
    ])("answers 400 'Richiesta non valida' to %s", async (_label, values) => {
      const captcha = await solveCaptcha(app);
      const response = await submit(app, "contact", contactBody({ ...captcha, ...values }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Richiesta non valida" });
    });

    it.each(["{", '{"name": "a",}', "null", "[]", '"testo"', "42", "true"])(
      "answers 400 'Richiesta non valida' to the body %s",
      async (payload) => {
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: messages.badRequest });
      },
    );

    it("answers 403 when a browser posts from another site", async () => {
      for (const origin of [
        "https://attaccante.example",
        "null",
        "http://www.whistleblowing-esempio.it.attaccante.example",
      ]) {
        const response = await submit(app, "contact", contactBody(), { origin });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: messages.forbiddenOrigin });
      }
      const crossSite = await submit(app, "contact", contactBody(), { "sec-fetch-site": "cross-site" });
      expect(crossSite.statusCode).toBe(403);
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
    });

    it("accepts the site's own origin, not the origin of whatever Host the client sent (issue 17 §8)", async () => {
      expect((await submit(app, "contact", contactBody(), { origin: SITE_URL })).statusCode).toBe(201);
      const sameHost = await submit(app, "contact", contactBody(), {
        origin: "http://localhost:4321",
        host: "localhost:4321",
      });
      expect(sameHost.statusCode).toBe(403);
    });

    it("answers 413 to a body over 16 KB", async () => {
      const response = await submit(app, "contact", contactBody({ message: "x".repeat(17 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: messages.tooLarge });
    });

    it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"], [undefined]])(
      "answers 415 to content type %s",
      async (type) => {
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          ...(type ? { headers: { "content-type": type }, payload: "name=x" } : {}),
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ error: messages.unsupportedType });
      },
    );

    it("answers a filled honeypot with 201 and an id, stores and sends nothing, and logs it without the address", async () => {
      logs.length = 0;
      const response = await submit(app, "contact", contactBody({ website: "https://spam.example" }));
      expect(response.statusCode).toBe(201);
      expect(response.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
      const honeypot = logs.filter((line) => line.includes("Honeypot"));
      expect(honeypot).toHaveLength(1);
      expect(JSON.parse(honeypot[0] ?? "{}")).toMatchObject({ form: "contact" });
      expect(honeypot[0]).not.toContain(CLIENT);
    });

    // Security read 13, L1: the trap answered 201 before any check, so a bot that got a 400 or a
    // 429 without it and a 201 with it learnt the field was a trap.
    it("answers a filled honeypot as it would a person until the storing", async () => {
      const trap = { website: "https://spam.example" };
      const client = "198.51.100.77";
      const invalid = { email: "non-valida" };
      const [person, bot] = [
        await submit(app, "contact", contactBody(invalid), {}, client),
        await submit(app, "contact", contactBody({ ...invalid, ...trap }), {}, client),
      ];
      expect([bot.statusCode, bot.json()]).toEqual([person.statusCode, person.json()]);
      expect(bot.statusCode).toBe(400);
      const wrong = { ...questionOf(await solveCaptcha(app)), captchaAnswer: 99, ...trap };
      expect((await submit(app, "contact", contactBody(wrong), {}, client)).json()).toEqual({
        error: messages.captchaWrong,
      });
      // The kit needs the work (the contact form and the whitepaper take a work-less few: 0045, 0046).
      const noWork = await submit(app, "kit", kitBody({ pow: "", ...trap }), {}, client);
      expect([noWork.statusCode, noWork.json()]).toEqual([400, { error: messages.powInvalid }]);
      // Without the work, the trap takes the client's places of the hour as a person's message would.
      const answers: number[] = [];
      for (let index = 0; index <= WORKLESS_PER_HOUR; index += 1) {
        const question = questionOf(await solveCaptcha(app));
        answers.push(
          (await submit(app, "contact", contactBody({ ...question, pow: "", ...trap }), {}, client)).statusCode,
        );
      }
      expect(answers).toContain(201);
      expect(answers.at(-1)).toBe(429);
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
    });

    // Issue 25, L1: each honeypot answer wrote a line; a bot looping on the form wrote megabytes.
    it("logs a loop of filled honeypots at most 5 lines a minute", async () => {
      logs.length = 0;
      for (let i = 1; i <= 8; i++) {
        const from = `${20 + i}.${i}.0.1`;
        const response = await submit(app, "contact", contactBody({ website: `https://spam${i}.example` }), {}, from);
        expect(response.statusCode).toBe(201);
      }
      // The test above wrote this minute's first line: at most 5 in the minute, whatever the loop.
      expect(logs.filter((line) => line.includes("Honeypot")).length).toBeLessThanOrEqual(4);
    });
  });

  describe("POST /api/whitepaper", () => {
    it("stores the request with marketing consent and queues the PDF and the lead notification", async () => {
      const response = await submit(app, "whitepaper", whitepaperBody({ marketingConsent: true }));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      const row = await database.db
        .selectFrom("whitepaper_requests")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: "Marco",
        marketing_consent: 1,
        marketing_consent_at: clock(),
        privacy_accepted_at: clock(),
      });
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 1, outbox: 2 });
      const withoutConsent = omit(whitepaperBody({ email: "altro@verdi-costruzioni.it" }), "marketingConsent");
      expect((await submit(app, "whitepaper", withoutConsent)).statusCode).toBe(201);
    });

    it.each([
      [{ firstName: "" }, { firstName: messages.firstNameRequired }],
      [{ lastName: "" }, { lastName: messages.lastNameRequired }],
      [{ companyName: "" }, { companyName: messages.companyRequired }],
      [
        { companyName: "x".repeat(201) },
        { companyName: "Il nome dell'azienda può contenere al massimo 200 caratteri" },
      ],
      [{ email: "" }, { email: messages.emailRequired }],
      [{ email: "marco" }, { email: messages.emailInvalidWhitepaper }],
      [{ email: "marco@verdi.abcdefg" }, { email: messages.emailDomain }],
      [{ email: "marco@yopmail.com" }, { email: messages.emailDisposable }],
      [
        { firstName: "", email: "marco@yopmail.com" },
        { firstName: messages.firstNameRequired, email: messages.emailDisposable },
      ],
    ])("answers 400 %j → %j", async (values, errors) => {
      const response = await submit(app, "whitepaper", whitepaperBody(values));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
    });

    it("answers 400 to marketing consent that is not a boolean, and to privacy not accepted", async () => {
      const consent = await submit(app, "whitepaper", whitepaperBody({ marketingConsent: "sì" }));
      expect([consent.statusCode, consent.json()]).toEqual([400, { error: messages.badRequest }]);
      const privacy = await submit(app, "whitepaper", whitepaperBody({ privacyAccepted: false }));
      expect([privacy.statusCode, privacy.json()]).toEqual([400, { error: messages.privacy }]);
    });

    it("answers 429 with Retry-After to the fourth request for one address in 24 hours", async () => {
      for (let index = 0; index < 3; index += 1) {
        const email = index === 2 ? "Marco.Verdi@verdi-costruzioni.it" : "marco.verdi@verdi-costruzioni.it";
        expect((await submit(app, "whitepaper", whitepaperBody({ email }))).statusCode).toBe(201);
        clock.advance(60_000);
      }
      const capped = await submit(app, "whitepaper", whitepaperBody());
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({ error: messages.recipientCap });
      expect(Number(capped.headers["retry-after"])).toBe(24 * 60 * 60 - 3 * 60);
      expect(await storedRows(database)).toMatchObject({ whitepaper: 3, outbox: 6 });
    });

    it("answers a filled honeypot with 201 and stores nothing", async () => {
      const response = await submit(app, "whitepaper", whitepaperBody({ website: "x" }));
      expect(response.statusCode).toBe(201);
      expect(await storedRows(database)).toEqual({ contact: 0, whitepaper: 0, outbox: 0 });
    });
  });

  describe("rate limit", () => {
    // A server of its own, on a database of its own: one SQLite file takes one server per process.
    let limitedDb: TestDatabase;
    let limited: FastifyInstance;
    let limitedDatabase: Database;

    beforeAll(async () => {
      limitedDb = await createTestDatabase(dialect);
      const server = await createServer(testConfig(limitedDb, { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_S: "600" }), {
        clock,
      });
      limited = server.app;
      limitedDatabase = server.database;
    });
    afterAll(async () => {
      await limited?.close();
      await limitedDb?.drop();
    });

    it("answers 429 with Retry-After once a client has posted RATE_LIMIT_MAX times to a form", async () => {
      const address = "198.51.100.20";
      const statuses: number[] = [];
      // Every POST counts, valid or not.
      statuses.push((await submit(limited, "contact", contactBody(), {}, address)).statusCode);
      statuses.push((await submit(limited, "contact", contactBody({ name: "" }), {}, address)).statusCode);
      statuses.push((await submit(limited, "contact", contactBody({ website: "spam" }), {}, address)).statusCode);
      const over = await submit(limited, "contact", contactBody(), {}, address);
      expect(statuses).toEqual([201, 400, 201]);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: "Troppe richieste. Riprova tra qualche minuto." });
      expect(over.headers["retry-after"]).toBe("600");

      // Per form and per client.
      expect((await submit(limited, "whitepaper", whitepaperBody(), {}, address)).statusCode).toBe(201);
      expect((await submit(limited, "contact", contactBody(), {}, "198.51.100.21")).statusCode).toBe(201);

      clock.advance(300_000);
      const later = await submit(limited, "contact", contactBody(), {}, address);
      expect([later.statusCode, later.headers["retry-after"]]).toEqual([429, "300"]);
      clock.advance(300_000);
      expect((await submit(limited, "contact", contactBody(), {}, address)).statusCode).toBe(201);
    });

    it("over the limit stores nothing, spends no token and writes nothing (issue 25, M2)", async () => {
      const address = "198.51.100.30";
      for (let index = 0; index < 3; index += 1) {
        expect((await submit(limited, "contact", contactBody(), {}, address)).statusCode).toBe(201);
      }
      const before = await storedRows(limitedDatabase);
      const captcha = await solveCaptcha(limited);
      const over = await submit(limited, "contact", contactBody(captcha), {}, address);
      expect(over.statusCode).toBe(429);
      expect(await storedRows(limitedDatabase)).toEqual(before);
      const counter = await limitedDatabase.db
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", clientKey(deriveKeys(TEST_SECRET).clientAddress, "contact", address))
        .executeTakeFirstOrThrow();
      // The refusal is counted in memory, not in the database.
      expect(counter.count).toBe(3);
      // The token was not spent: another client can still use it once.
      expect((await submit(limited, "contact", contactBody(captcha), {}, "198.51.100.31")).statusCode).toBe(201);
    });
  });

  describe("behind a proxy (TRUST_PROXY)", () => {
    let proxiedDb: TestDatabase;
    let proxied: FastifyInstance;

    beforeAll(async () => {
      proxiedDb = await createTestDatabase(dialect);
      const config = testConfig(proxiedDb, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" });
      proxied = (await createServer(config, { clock })).app;
    });
    afterAll(async () => {
      await proxied?.close();
      await proxiedDb?.drop();
    });

    it("counts each client named by X-Forwarded-For apart", async () => {
      // The proxy runs on this machine (TRUST_PROXY=true trusts loopback only).
      const via = (address: string) =>
        submit(proxied, "contact", contactBody(), { "x-forwarded-for": address }, "127.0.0.1");
      expect((await via("192.0.2.50")).statusCode).toBe(201);
      expect((await via("192.0.2.50")).statusCode).toBe(429);
      expect((await via("192.0.2.51")).statusCode).toBe(201);
    });
  });

  describe("client addresses", () => {
    // A server of its own, behind a proxy, whose log lines this test reads.
    let privateDb: TestDatabase;
    let server: ServerParts;
    const lines: string[] = [];

    beforeAll(async () => {
      privateDb = await createTestDatabase(dialect);
      const config = testConfig(privateDb, { LOG_LEVEL: "info", TRUST_PROXY: "true", RATE_LIMIT_MAX: "1" });
      server = await createServer(config, { clock, logStream: { write: (line) => void lines.push(line) } });
    });
    afterAll(async () => {
      await server?.app.close();
      await privateDb?.drop();
    });

    it("are never written to the logs or the database, whatever the request's outcome", async () => {
      const direct = "203.0.113.77";
      const proxied = "198.51.100.88";
      // The proxy on this machine names the client; the direct client names itself.
      const via = { "x-forwarded-for": proxied };
      const proxy = "127.0.0.1";
      const outcomes = [
        (await submit(server.app, "contact", contactBody(), {}, direct)).statusCode,
        (await submit(server.app, "whitepaper", whitepaperBody(), via, proxy)).statusCode,
        (await submit(server.app, "contact", contactBody({ email: "non-valida" }), via, proxy)).statusCode,
        (await submit(server.app, "contact", contactBody({ website: "spam" }), via, proxy)).statusCode,
      ];
      expect(outcomes).toEqual([201, 201, 400, 429]);
      await server.worker.processDue();

      // The database counted the two requests it stored, under keys that are not their addresses;
      // the refused ones were counted in memory only (issue 25, M2).
      const keys = await server.database.db.selectFrom("rate_limits").selectAll().execute();
      expect(keys).toHaveLength(2);
      const everything: unknown[] = [];
      for (const table of [
        "contact_requests",
        "whitepaper_requests",
        "outbox",
        "rate_limits",
        "recipient_sends",
        "captcha_spent",
        "settings",
      ] as const) {
        everything.push(await server.database.db.selectFrom(table).selectAll().execute());
      }
      const stored = JSON.stringify(everything);
      expect(stored).toContain("giulia.bianchi@azienda-esempio.it");
      for (const address of [direct, proxied]) expect(stored).not.toContain(address);

      // This server's own log, with a line for each refusal (issue 25, L8), and no address.
      const log = lines.join("");
      expect(log.match(/"msg":"Richiesta rifiutata"/g)?.length ?? 0).toBe(2);
      for (const address of [direct, proxied, "127.0.0.1"]) expect(log).not.toContain(address);
    });
  });
});
