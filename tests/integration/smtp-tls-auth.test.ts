import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { createMailer } from "../../src/server/mail.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { contactBody, submit, testClock, testConfig } from "./support/test-server.ts";

const MAIL_FROM = "Whistleblowing Facile <noreply@whistleblowing-esempio.it>";
const VISITOR = "giulia.tls@azienda-esempio.it";

/**
 * A relay as production uses one: STARTTLS before anything else (smtp-server's own test
 * certificate), then AUTH with a user and password. Records what each accepted message saw.
 */
async function startRelay(): Promise<{
  port: number;
  accepted: { secure: boolean; user: string }[];
  close(): Promise<void>;
}> {
  const accepted: { secure: boolean; user: string }[] = [];
  const relay = new SMTPServer({
    logger: false,
    closeTimeout: 100,
    // No AUTH without TLS: a client that skipped STARTTLS cannot log in.
    allowInsecureAuth: false,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, callback) {
      if (auth.username === "mittente" && auth.password === "segreta") return callback(null, { user: "mittente" });
      const error = Object.assign(new Error("Invalid username or password"), { responseCode: 535 });
      return callback(error);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        accepted.push({ secure: session.secure, user: String(session.user ?? "") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", () => resolve()));
  const address = relay.server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    accepted,
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe.each(testDialects())("SMTP with STARTTLS and AUTH on %s", (dialect) => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  const databases: TestDatabase[] = [];
  const servers: ServerParts[] = [];
  const clock = testClock();

  async function serverWith(credentials: string): Promise<ServerParts> {
    const testDb = await createTestDatabase(dialect);
    databases.push(testDb);
    // requireTLS: STARTTLS or no send; the test certificate is self-signed.
    const url = `smtp://${credentials}@127.0.0.1:${relay.port}/?requireTLS=true&tls.rejectUnauthorized=false`;
    const server = await createServer(
      testConfig(testDb, { SMTP_URL: url, MAIL_FROM, OUTBOX_MAX_ATTEMPTS: "2", LOG_LEVEL: "silent" }),
      { clock },
    );
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    relay = await startRelay();
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    for (const testDb of databases) await testDb.drop();
    await relay?.close();
  });

  it("sends over the encrypted, authenticated session", async () => {
    const server = await serverWith("mittente:segreta");
    expect((await submit(server.app, "contact", contactBody({ email: VISITOR }))).statusCode).toBe(201);
    expect(await server.worker.processDue()).toMatchObject({ sent: 1, retried: 0, dead: 0 });
    expect(relay.accepted.at(-1)).toEqual({ secure: true, user: "mittente" });
  });

  it("on a 535 (wrong password) retries, then marks the e-mail dead, the error kept without the address", async () => {
    const server = await serverWith("mittente:sbagliata");
    expect((await submit(server.app, "contact", contactBody({ email: VISITOR }))).statusCode).toBe(201);
    expect(await server.worker.processDue()).toMatchObject({ sent: 0, retried: 1, dead: 0 });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await server.worker.processDue()).toMatchObject({ sent: 0, retried: 0, dead: 1 });
    const row = await server.database.db
      .selectFrom("outbox")
      .select(["status", "attempts", "last_error"])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "dead", attempts: 2 });
    expect(row.last_error).toContain("535");
    expect(row.last_error).not.toContain(VISITOR);
    expect(row.last_error).not.toContain("segreta");
  });
});

/*
 * Security review 3, L6: a relay (or someone on the path) that does not offer STARTTLS. Without
 * requireTLS nodemailer would log in and send in clear; smtp:// now requires TLS unless the URL
 * opts out in so many words.
 */
describe("SMTP without STARTTLS on offer", () => {
  const seen: string[] = [];
  let relay: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    relay = new SMTPServer({
      logger: false,
      closeTimeout: 100,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth(auth, session, callback) {
        seen.push(`AUTH ${auth.username} secure=${String(session.secure)}`);
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          seen.push(`DATA secure=${String(session.secure)}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", () => resolve()));
    const address = relay.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => new Promise<void>((resolve) => relay.close(() => resolve())));

  async function send(smtpUrl: string): Promise<void> {
    const config = loadServerConfig({ SMTP_URL: smtpUrl, MAIL_FROM, LOG_LEVEL: "silent" });
    const mailer = createMailer(config, { info() {}, warn() {}, error() {} }, { pool: false });
    try {
      await mailer.send({
        id: "00000000-0000-4000-8000-000000000000",
        to: { name: "Giulia", address: VISITOR },
        subject: "Prova",
        text: "dati personali",
        html: "<p>dati personali</p>",
      });
    } finally {
      mailer.close();
    }
  }

  it("refuses to log in or send in clear over smtp://", async () => {
    seen.length = 0;
    await expect(send(`smtp://mittente:segreta@127.0.0.1:${port}`)).rejects.toThrow(/STARTTLS|TLS/);
    expect(seen).toEqual([]);
  });

  it("sends in clear only when the URL says ignoreTLS=true", async () => {
    seen.length = 0;
    await send(`smtp://mittente:segreta@127.0.0.1:${port}/?ignoreTLS=true`);
    expect(seen).toEqual(["AUTH mittente secure=false", "DATA secure=false"]);
  });
});
