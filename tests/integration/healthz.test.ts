import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { MAIL_FROM } from "./support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/test-smtp.ts";
import { contactBody, submit, testClock, testConfig, whitepaperBody } from "./support/test-server.ts";

const HOUR_MS = 60 * 60 * 1000;

async function pgClient(testDb: TestDatabase): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testDb.env["DATABASE_URL"] });
  await client.connect();
  return client;
}

interface HealthBody {
  status: string;
  reasons?: string[];
  outbox?: { pending: number; dead: number; oldestPendingS: number };
}

describe.each(testDialects())("GET /healthz on %s", (dialect) => {
  let testDb: TestDatabase | null = null;
  let server: ServerParts | null = null;
  let smtp: TestSmtpServer;
  const logs: string[] = [];

  // A public site sends through a relay: without one it is degraded (review 3, I2, below).
  beforeAll(async () => {
    smtp = await startSmtpServer(0);
  });
  afterAll(async () => smtp?.close());

  async function start(env: Record<string, string> = {}) {
    const clock = testClock();
    testDb = await createTestDatabase(dialect);
    logs.length = 0;
    const relay = { SMTP_URL: smtp.url, MAIL_FROM };
    server = await createServer(testConfig(testDb, { LOG_LEVEL: "info", ...relay, ...env }), {
      clock,
      logStream: { write: (line) => void logs.push(line) },
    });
    return { app: server.app, worker: server.worker, database: server.database, clock, testDb };
  }

  async function health(app: FastifyInstance, remoteAddress = "127.0.0.1") {
    const response = await app.inject({ method: "GET", url: "/healthz", remoteAddress });
    return { status: response.statusCode, headers: response.headers, body: response.json<HealthBody>() };
  }

  afterEach(async () => {
    await server?.app.close().catch(() => {});
    await testDb?.drop();
    server = null;
    testDb = null;
  });

  it("answers ok with the outbox counts, never cached, and writes no log line where API requests do", async () => {
    const { app } = await start();
    const answer = await health(app);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok", outbox: { pending: 0, dead: 0, oldestPendingS: 0 } });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    // The same server logs API requests at info; like every non-API route, the health check is not
    // logged (the route's own logLevel "warn" is not what this proves: app.server.ts logs only /api/).
    await app.inject({ method: "GET", url: "/api/captcha" });
    expect(logs.some((line) => line.includes('"/api/captcha"'))).toBe(true);
    expect(logs.filter((line) => line.includes("healthz"))).toEqual([]);
  });

  it("is degraded while an e-mail has waited more than an hour, ok again once it is sent", async () => {
    const { app, worker, clock } = await start();
    expect((await submit(app, "contact", contactBody())).statusCode).toBe(201);
    clock.advance(HOUR_MS);
    expect((await health(app)).body).toEqual({ status: "ok", outbox: { pending: 1, dead: 0, oldestPendingS: 3600 } });

    clock.advance(1000);
    const late = await health(app);
    expect(late.status).toBe(200);
    expect(late.body).toEqual({
      status: "degraded",
      reasons: ["Un'e-mail attende l'invio da più di un'ora"],
      outbox: { pending: 1, dead: 0, oldestPendingS: 3601 },
    });

    expect(await worker.processDue()).toMatchObject({ sent: 1 });
    expect((await health(app)).body).toEqual({ status: "ok", outbox: { pending: 0, dead: 0, oldestPendingS: 0 } });
  });

  it("is degraded while an e-mail is dead, and says nothing about whom it was for", async () => {
    const { app, worker } = await start({ OUTBOX_MAX_ATTEMPTS: "1", WHITEPAPER_PDF: "/nonexistent/whitepaper.pdf" });
    const response = await submit(app, "whitepaper", whitepaperBody({ email: "marco.verdi@verdi-costruzioni.it" }));
    expect(response.statusCode).toBe(201);
    // The delivery needs the PDF, which is missing: its only attempt fails. The lead goes out.
    expect(await worker.processDue()).toMatchObject({ sent: 1, dead: 1 });
    const answer = await health(app);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "degraded",
      reasons: ["1 e-mail non consegnata dopo tutti i tentativi"],
      outbox: { pending: 0, dead: 1, oldestPendingS: 0 },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/verdi|nonexistent|pdf/i);
  });

  it("is never rate-limited", async () => {
    const { app } = await start({ RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_S: "3600" });
    for (let index = 0; index < 30; index += 1) {
      expect((await health(app)).status).toBe(200);
    }
  });

  it("is degraded on a public site whose e-mails only go to files, with MAIL_TO_FILES=true (review 3, I2)", async () => {
    const { app } = await start({ SMTP_URL: "", MAIL_FROM: "", MAIL_TO_FILES: "true" });
    const answer = await health(app);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "degraded",
      reasons: ["Le e-mail non partono: manca SMTP_URL e vengono solo scritte come file in DATA_DIR/mail"],
      outbox: { pending: 0, dead: 0, oldestPendingS: 0 },
    });
  });

  it("answers only this machine and the proxies: the counts say when mail is broken (review 3, I4)", async () => {
    const { app } = await start({ TRUST_PROXY: "10.0.0.5", HOST: "10.0.0.1" });
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.0.0.5"]) {
      expect((await health(app, peer)).status, peer).toBe(200);
    }
    for (const peer of ["203.0.113.10", "10.0.0.6", "2001:db8::1"]) {
      const outsider = await app.inject({ method: "GET", url: "/healthz", remoteAddress: peer });
      expect(outsider.statusCode, peer).toBe(403);
      expect(outsider.body).not.toContain("outbox");
      expect(outsider.headers["cache-control"]).toBe("no-store");
      expect(outsider.headers["x-content-type-options"]).toBe("nosniff");
    }
    // A client behind the proxy names itself in X-Forwarded-For: the socket decides, not the header.
    const named = await app.inject({
      method: "GET",
      url: "/healthz",
      remoteAddress: "203.0.113.10",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(named.statusCode).toBe(403);
  });

  it("answers 503 when the database does not answer", async () => {
    const { app, database, testDb: current } = await start();
    if (dialect === "postgres") {
      // The database disappears under the running server.
      await current.drop();
    } else {
      await database.close();
    }
    const answer = await health(app);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: "unavailable", reasons: ["Il database non risponde"] });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(logs.some((line) => line.includes('"level":50') && line.includes("il database non risponde"))).toBe(true);
  });
});

// A database that hangs rather than fails: the 3 s timeout branch. PostgreSQL only (node:sqlite
// is synchronous, so a locked SQLite file blocks or errors, it never leaves a query pending);
// counted as skipped, not left out, when the run goes without PostgreSQL.
const onPostgres = testDialects().includes("postgres") ? describe : describe.skip;
onPostgres("GET /healthz on postgres when the database hangs", () => {
  it("answers 503 once a query has waited 3 s, and logs it", async () => {
    const testDb = await createTestDatabase("postgres");
    const logs: string[] = [];
    const server = await createServer(testConfig(testDb, { LOG_LEVEL: "info" }), {
      clock: testClock(),
      logStream: { write: (line) => void logs.push(line) },
    });
    // Another session holds the outbox table: the health query waits for it, with no error.
    const blocker = await pgClient(testDb);
    try {
      await blocker.query("begin; lock table outbox in access exclusive mode");
      const response = await server.app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "unavailable", reasons: ["Il database non risponde"] });
      expect(logs.some((line) => line.includes('"level":50') && line.includes("il database non risponde"))).toBe(true);
    } finally {
      await blocker.query("rollback");
      await blocker.end();
      await server.app.close();
      await testDb.drop();
    }
  });
});
