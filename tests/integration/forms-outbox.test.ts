import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactForm } from "../../src/features/contact/contact.server.ts";
import { whitepaperForm } from "../../src/features/whitepaper/whitepaper.server.ts";
import type { ServerConfig } from "../../src/server/start-config.server.ts";
import type { Database } from "../../src/server/db.server.ts";
import type { Logger } from "../../src/server/logger.server.ts";
import { mailContext, type Mailer, type OutgoingMail } from "../../src/server/mail.server.ts";
import { mailTemplates, openMigratedDatabase } from "../../src/app/server.server.ts";
import { storeRequest } from "../../src/server/form-definition.server.ts";
import { createOutboxWorker, retryDelayMs, type OutboxWorkerOptions } from "../../src/server/outbox.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { deriveKeys } from "../../src/server/secret.server.ts";
import { TEST_SECRET, testClock, testConfig } from "./support/test-server.ts";

const recipientHashKey = deriveKeys(TEST_SECRET).recipient;

const LEASE = 60_000;
const BASE = 1000;

const contact = {
  name: "Giulia Bianchi",
  email: "giulia@azienda-esempio.it",
  message: "Vorrei un preventivo.",
  privacyAccepted: true,
  captchaToken: "t",
  captchaAnswer: 3,
};

/** Records what it would send; fails while `down` is set; may take a while per message. */
function recordingMailer(delayMs = 0) {
  const sent: OutgoingMail[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    async send(mail) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:2525 for giulia@azienda-esempio.it");
      sent.push(mail);
    },
    close() {},
  };
  return { mailer, sent, state };
}

function recordingLog() {
  const lines: { level: string; data: object; message: string }[] = [];
  const log: Logger = {
    info: (data, message) => lines.push({ level: "info", data, message }),
    warn: (data, message) => lines.push({ level: "warn", data, message }),
    error: (data, message) => lines.push({ level: "error", data, message }),
  };
  return { log, lines };
}

describe.each(testDialects())("outbox on %s", (dialect) => {
  let testDb: TestDatabase;
  let config: ServerConfig;
  let database: Database;
  const clock = testClock();

  function worker(options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, "mailer">) {
    return createOutboxWorker({
      database,
      templates: mailTemplates(),
      context: mailContext(config, deriveKeys(TEST_SECRET)),
      log: recordingLog().log,
      clock,
      leaseMs: LEASE,
      retryBaseMs: BASE,
      pollMs: 50,
      ...options,
    });
  }

  async function storeContacts(count: number, maxAttempts = 5): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const result = await database.db
        .transaction()
        .execute((trx) =>
          storeRequest(
            trx,
            contactForm,
            { ...contact, name: `Persona ${index}` },
            { now: clock(), maxAttempts, dialect: database.dialect, recipientHashKey },
          ),
        );
      if (result.ok) ids.push(result.id);
    }
    return ids;
  }

  const rows = () => database.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    config = testConfig(testDb);
    database = await openMigratedDatabase(config);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("contact_requests").execute();
    await database.db.deleteFrom("whitepaper_requests").execute();
    await database.db.deleteFrom("recipient_sends").execute();
  });

  it("sends each due e-mail once and marks it sent", async () => {
    const { mailer, sent } = recordingMailer();
    await storeContacts(2);
    await database.db.transaction().execute((trx) =>
      storeRequest(
        trx,
        whitepaperForm,
        {
          firstName: "Marco",
          lastName: "Verdi",
          companyName: "Verdi S.r.l.",
          email: "marco@verdi-esempio.it",
          privacyAccepted: true,
          captchaToken: "t",
          captchaAnswer: 1,
        },
        { now: clock(), maxAttempts: 5, dialect: database.dialect, recipientHashKey },
      ),
    );
    const outbox = worker({ mailer });
    expect(await outbox.processDue()).toEqual({ sent: 4, retried: 0, dead: 0 });
    expect(await outbox.processDue()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(sent.map((mail) => mail.to.address).sort()).toEqual([
      "marco@verdi-esempio.it",
      config.site.operator.email,
      config.site.operator.email,
      config.site.operator.email,
    ]);
    for (const row of await rows()) {
      expect(row).toMatchObject({
        status: "sent",
        attempts: 1,
        sent_at: clock(),
        claimed_until: null,
        last_error: null,
      });
    }
    expect(new Set(sent.map((mail) => mail.id)).size).toBe(4);
  });

  it("retries a failed send with exponential backoff, keeping attempts and the last error", async () => {
    const { mailer, sent, state } = recordingMailer();
    const [id] = await storeContacts(1);
    const outbox = worker({ mailer });
    state.down = true;
    const start = clock();
    expect(await outbox.processDue()).toEqual({ sent: 0, retried: 1, dead: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({
      request_id: id,
      status: "pending",
      attempts: 1,
      run_at: start + BASE,
      claimed_until: null,
    });
    expect(row?.last_error).toContain("ECONNREFUSED");
    expect(row?.last_error).not.toContain("giulia@");

    clock.advance(BASE - 1);
    expect(await outbox.processDue()).toEqual({ sent: 0, retried: 0, dead: 0 });
    clock.advance(1);
    expect(await outbox.processDue()).toEqual({ sent: 0, retried: 1, dead: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, run_at: clock() + 2 * BASE });

    state.down = false;
    clock.advance(2 * BASE);
    expect(await outbox.processDue()).toEqual({ sent: 1, retried: 0, dead: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    expect(sent).toHaveLength(1);
    expect(retryDelayMs(5, BASE, 3_600_000)).toBe(16 * BASE);
    expect(retryDelayMs(30, BASE, 3_600_000)).toBe(3_600_000);
  });

  it("keeps a row that exhausts its attempts as dead and logs it at error level", async () => {
    const { mailer, state } = recordingMailer();
    const { log, lines } = recordingLog();
    await storeContacts(1, 2);
    const outbox = worker({ mailer, log });
    state.down = true;
    expect((await outbox.processDue()).retried).toBe(1);
    clock.advance(BASE);
    expect((await outbox.processDue()).dead).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "dead", attempts: 2 });
    expect(row?.last_error).toContain("ECONNREFUSED");
    const errors = lines.filter((line) => line.level === "error");
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).not.toContain("giulia@");
    clock.advance(24 * 60 * 60 * 1000);
    state.down = false;
    expect(await outbox.processDue()).toEqual({ sent: 0, retried: 0, dead: 0 });
  });

  it("takes a row back from a worker that died mid-send only when its lease ends", async () => {
    const { mailer, sent } = recordingMailer();
    await storeContacts(1);
    // What a crashed worker leaves behind: the attempt counted, the lease running.
    await database.db
      .updateTable("outbox")
      .set({ attempts: 1, claimed_until: clock() + LEASE, claim_token: "dead-worker" })
      .execute();
    const outbox = worker({ mailer });
    expect((await outbox.processDue()).sent).toBe(0);
    clock.advance(LEASE);
    expect((await outbox.processDue()).sent).toBe(1);
    expect(sent).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sets aside a row whose last attempt crashed and has none left", async () => {
    const { mailer, sent } = recordingMailer();
    const { log, lines } = recordingLog();
    await storeContacts(1, 1);
    await database.db
      .updateTable("outbox")
      .set({ attempts: 1, claimed_until: clock() - 1, claim_token: "dead-worker" })
      .execute();
    expect(await worker({ mailer, log }).processDue()).toEqual({ sent: 0, retried: 0, dead: 1 });
    expect(sent).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({ status: "dead", last_error: "invio interrotto" });
    expect(lines.filter((line) => line.level === "error")).toHaveLength(1);
  });

  it("sends each e-mail exactly once when two workers with their own connections run at the same time", async () => {
    const ids = await storeContacts(30);
    const second = await openMigratedDatabase(config);
    try {
      const a = recordingMailer(3);
      const b = recordingMailer(3);
      const first = worker({ mailer: a.mailer, batchSize: 3 });
      const other = worker({ database: second, mailer: b.mailer, batchSize: 3 });
      await Promise.all([first.processDue(), other.processDue(), first.processDue(), other.processDue()]);
      const all = [...a.sent, ...b.sent];
      expect(all).toHaveLength(ids.length);
      expect(new Set(all.map((mail) => mail.id)).size).toBe(ids.length);
      // Both took part: the claim hands disjoint batches out, it does not serialise the workers.
      expect(a.sent.length).toBeGreaterThan(0);
      expect(b.sent.length).toBeGreaterThan(0);
      expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("renews a row's lease as it starts its send, and leaves a row another worker took over", async () => {
    const ids = await storeContacts(3);
    const second = await openMigratedDatabase(config);
    try {
      const b = recordingMailer();
      const other = worker({ database: second, mailer: b.mailer });
      const a: OutgoingMail[] = [];
      // Each send takes half a lease; during the second, the batch's first lease runs out and
      // another worker looks for due rows.
      const slow: Mailer = {
        async send(mail) {
          clock.advance(LEASE / 2);
          if (a.length === 1) await other.processDue();
          a.push(mail);
        },
        close() {},
      };
      await worker({ mailer: slow, batchSize: 3 }).processDue();
      const all = [...a, ...b.sent].map((mail) => mail.id);
      expect(new Set(all).size).toBe(ids.length);
      // The row in progress had its lease renewed; the one not yet started went to the other worker.
      expect(all).toHaveLength(ids.length);
      expect([a.length, b.sent.length]).toEqual([2, 1]);
    } finally {
      await second.close();
    }
  });

  it("once stopped, finishes the send in progress, hands its other claims back and claims no more", async () => {
    await storeContacts(25);
    let release = () => {};
    const sending = new Promise<void>((resolve) => (release = resolve));
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        // The first send hangs until the test has asked the worker to stop.
        if (sent.length === 0) await sending;
        sent.push(mail);
      },
      close() {},
    };
    const outbox = worker({ mailer, batchSize: 10 });
    const run = outbox.processDue();
    while (sent.length === 0 && (await rows()).every((row) => row.claim_token === null)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const stopped = outbox.stop();
    release();
    await stopped;
    expect(await run).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(sent).toHaveLength(1);
    const after = await rows();
    expect(after.filter((row) => row.status === "sent")).toHaveLength(1);
    // Due at once for the next worker: no lease to wait for, no attempt spent.
    const pending = after.filter((row) => row.status === "pending");
    expect(pending).toHaveLength(24);
    expect(pending.every((row) => row.claimed_until === null && row.claim_token === null && row.attempts === 0)).toBe(
      true,
    );
    expect(await outbox.processDue()).toEqual({ sent: 0, retried: 0, dead: 0 });
  });

  it("runs in the background, wakes when nudged and stops cleanly", async () => {
    const { mailer, sent } = recordingMailer();
    const outbox = worker({ mailer, pollMs: 60_000 });
    outbox.start();
    await storeContacts(1);
    outbox.nudge();
    const deadline = Date.now() + 5000;
    while (sent.length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
    await outbox.stop();
  });
});
