import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactForm } from "../../src/features/contact/contact.server.ts";
import { messages } from "../../src/forms/messages.ts";
import { whitepaperForm } from "../../src/features/whitepaper/whitepaper.server.ts";
import { RECIPIENT_DAILY_CAP as WHITEPAPER_DAILY_CAP } from "../../src/lib/email-address.ts";
import { PRIVACY_POLICY_VERSION } from "../../src/config/privacy-policy-version.ts";
import type { Database } from "../../src/server/db.server.ts";
import { openDatabase } from "../../src/server/db.server.ts";
import { type FormBody, type FormModule, storeRequest } from "../../src/server/form-definition.server.ts";
import { openMigratedDatabase } from "../../src/app/server.server.ts";
import { forms } from "../../src/app/forms.server.ts";
import { migrate } from "../../src/server/migrations.server.ts";
import { enqueueMails } from "../../src/server/outbox.server.ts";
import { deriveKeys, resolveServerSecret } from "../../src/server/secret.server.ts";
import { purgeExpired } from "./support/purge.ts";
import { countRows, createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { TEST_SECRET, testConfig } from "./support/test-server.ts";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse("2026-03-02T09:00:00Z");

const contact = {
  name: "Giulia Bianchi",
  email: "giulia@azienda-esempio.it",
  message: "Vorrei un preventivo.",
  privacyAccepted: true,
  captchaToken: "t",
  captchaAnswer: 3,
};
const whitepaper = {
  firstName: "Marco",
  lastName: "Verdi",
  companyName: "Verdi S.r.l.",
  email: "marco@verdi-esempio.it",
  privacyAccepted: true,
  captchaToken: "t",
  captchaAnswer: 3,
};

describe.each(testDialects())("form storage on %s", (dialect) => {
  let testDb: TestDatabase;
  let database: Database;
  /** A form's store in a transaction of its own, as the API calls it. */
  const store = <Body extends FormBody>(
    form: FormModule<Body>,
    body: Body,
    options: { now: number; maxAttempts: number },
  ) =>
    database.db.transaction().execute((trx) =>
      storeRequest(trx, form, body, {
        ...options,
        dialect: database.dialect,
        recipientHashKey: deriveKeys(TEST_SECRET).recipient,
      }),
    );

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    database = await openMigratedDatabase(testConfig(testDb));
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    for (const table of [
      "outbox",
      "contact_requests",
      "whitepaper_requests",
      "captcha_spent",
      "rate_limits",
      "recipient_sends",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  it("migrates an up-to-date database again without change", async () => {
    // The schema (tables, columns, indexes) and the migrations recorded, before and after.
    const schema = async () => {
      const query =
        dialect === "sqlite"
          ? sql<Record<string, unknown>>`select type, name, tbl_name, sql from sqlite_master order by type, name`
          : sql<Record<string, unknown>>`select table_name, column_name, data_type, is_nullable, column_default
              from information_schema.columns where table_schema = current_schema()
              union all select tablename, indexname, indexdef, null, null from pg_indexes
              where schemaname = current_schema() order by 1, 2`;
      const migrations = await sql<Record<string, unknown>>`select * from kysely_migration order by name`.execute(
        database.db,
      );
      return { objects: (await query.execute(database.db)).rows, migrations: migrations.rows };
    };
    const before = await schema();
    expect(before.objects.length).toBeGreaterThan(10);
    expect(before.migrations.length).toBeGreaterThan(0);
    await migrate(database);
    expect(await schema()).toEqual(before);
    expect(await countRows(database, "outbox")).toBe(0);
  });

  it("keeps on the tables every request writes only the indexes a query needs (migration 0003)", async () => {
    // Indexes a migration created by name; primary keys and UNIQUE constraints are left out.
    const indexes = async (table: string): Promise<string[]> => {
      const query =
        dialect === "sqlite"
          ? sql<{ name: string }>`select name from sqlite_master
              where type = 'index' and tbl_name = ${table} and name not like 'sqlite_autoindex_%'`
          : sql<{ name: string }>`select indexname as name from pg_indexes
              where tablename = ${table} and indexname not like '%_pkey' and indexname not like '%_key'`;
      return (await query.execute(database.db)).rows.map((row) => row.name).sort();
    };
    expect(await indexes("captcha_spent")).toEqual([]);
    expect(await indexes("rate_limits")).toEqual([]);
    expect(await indexes("outbox")).toEqual(["outbox_due", "outbox_request"]);
    expect(await indexes("contact_requests")).toEqual(["contact_requests_created_at"]);
  });

  it("generates the server secret once and keeps it in the database", async () => {
    const first = await resolveServerSecret(database, undefined);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const other = openDatabase({ databaseUrl: testDb.env["DATABASE_URL"], dataDir: testDb.dataDir });
    try {
      expect(await resolveServerSecret(other, undefined)).toBe(first);
    } finally {
      await other.close();
    }
    expect(await resolveServerSecret(database, "x".repeat(32))).toBe("x".repeat(32));
  });

  it("stores a contact message, its consent and its notification together", async () => {
    const result = await store(contactForm, contact, { now: T0, maxAttempts: 5 });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : "";
    const row = await database.db
      .selectFrom("contact_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: contact.name,
      email: contact.email,
      message: contact.message,
      privacy_accepted_at: T0,
      privacy_policy_version: PRIVACY_POLICY_VERSION,
      created_at: T0,
    });
    const outbox = await database.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toEqual([
      expect.objectContaining({
        request_id: id,
        template: "contact-notification",
        status: "pending",
        attempts: 0,
        max_attempts: 5,
        run_at: T0,
        claimed_until: null,
      }),
    ]);
  });

  it("stores a whitepaper request with marketing consent, its time and the policy version", async () => {
    const withConsent = await store(
      whitepaperForm,
      { ...whitepaper, marketingConsent: true },
      { now: T0, maxAttempts: 5 },
    );
    const without = await store(
      whitepaperForm,
      { ...whitepaper, email: "altro@verdi-esempio.it" },
      { now: T0 + 1000, maxAttempts: 5 },
    );
    const rows = await database.db.selectFrom("whitepaper_requests").selectAll().orderBy("created_at").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: withConsent.ok ? withConsent.id : "",
      marketing_consent: 1,
      marketing_consent_at: T0,
      privacy_accepted_at: T0,
      privacy_policy_version: PRIVACY_POLICY_VERSION,
    });
    expect(rows[1]).toMatchObject({
      id: without.ok ? without.id : "",
      marketing_consent: 0,
      marketing_consent_at: null,
    });
    const templates = await database.db.selectFrom("outbox").select("template").orderBy("template").execute();
    expect(templates.map((row) => row.template)).toEqual([
      "whitepaper-delivery",
      "whitepaper-delivery",
      "whitepaper-lead",
      "whitepaper-lead",
    ]);
  });

  it("writes nothing when an e-mail of the request cannot be queued (one transaction)", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contact_requests")
          .values({
            id: "r1",
            name: "n",
            email: "e@x.it",
            message: "m",
            privacy_accepted_at: T0,
            privacy_policy_version: "v",
            created_at: T0,
          })
          .execute();
        // The same e-mail twice violates the outbox's unique key and rolls everything back.
        await enqueueMails(
          trx,
          [
            { template: "contact-notification", requestId: "r1" },
            { template: "contact-notification", requestId: "r1" },
          ],
          {
            now: T0,
            maxAttempts: 3,
          },
        );
      }),
    ).rejects.toThrow();
    expect(await countRows(database, "contact_requests")).toBe(0);
    expect(await countRows(database, "outbox")).toBe(0);
  });

  it(`sends the whitepaper to one address at most ${WHITEPAPER_DAILY_CAP} times in 24 hours`, async () => {
    const options = (now: number) => ({ now, maxAttempts: 5 });
    for (let index = 0; index < WHITEPAPER_DAILY_CAP; index += 1) {
      const email = index === 1 ? whitepaper.email.toUpperCase() : whitepaper.email;
      expect((await store(whitepaperForm, { ...whitepaper, email }, options(T0 + index * 60_000))).ok).toBe(true);
    }
    const capped = await store(whitepaperForm, whitepaper, options(T0 + 10 * 60_000));
    expect(capped).toEqual({ ok: false, error: messages.recipientCap, retryAfterS: (DAY - 10 * 60_000) / 1000 });
    expect((await store(whitepaperForm, { ...whitepaper, email: "altra@verdi-esempio.it" }, options(T0))).ok).toBe(
      true,
    );
    // A day after the first request, one slot is free again.
    expect((await store(whitepaperForm, whitepaper, options(T0 + DAY + 1))).ok).toBe(true);
    expect((await store(whitepaperForm, whitepaper, options(T0 + DAY + 2))).ok).toBe(false);
  });

  it("keeps the cap when requests for one address arrive at the same time", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store(whitepaperForm, whitepaper, { now: T0, maxAttempts: 5 })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(WHITEPAPER_DAILY_CAP);
    expect(await countRows(database, "whitepaper_requests")).toBe(WHITEPAPER_DAILY_CAP);
    expect(await countRows(database, "outbox")).toBe(WHITEPAPER_DAILY_CAP * 2);
  });

  it("purges requests, their outbox rows (dead too) and .eml files older than the retention", async () => {
    const old = await store(contactForm, contact, { now: T0 - 31 * DAY, maxAttempts: 5 });
    await store(whitepaperForm, whitepaper, { now: T0 - 30 * DAY - 1, maxAttempts: 5 });
    const recent = await store(contactForm, contact, { now: T0 - 29 * DAY, maxAttempts: 5 });
    await database.db
      .updateTable("outbox")
      .set({ status: "dead", last_error: "x" })
      .where("request_id", "=", old.ok ? old.id : "")
      .execute();
    await database.db
      .insertInto("captcha_spent")
      .values([
        { id: "expired", expires_at: T0 - 1 },
        { id: "valid", expires_at: T0 + 1 },
      ])
      .execute();
    await database.db
      .insertInto("rate_limits")
      .values([
        { key: "gone", count: 1, reset_at: T0 },
        { key: "kept", count: 1, reset_at: T0 + 1 },
      ])
      .execute();

    const mailDir = path.join(testDb.dataDir, "mail");
    mkdirSync(mailDir, { recursive: true });
    writeFileSync(path.join(mailDir, "old.eml"), "x");
    utimesSync(path.join(mailDir, "old.eml"), new Date(T0 - 31 * DAY), new Date(T0 - 31 * DAY));
    writeFileSync(path.join(mailDir, "new.eml"), "x");
    utimesSync(path.join(mailDir, "new.eml"), new Date(T0 - DAY), new Date(T0 - DAY));

    const result = await purgeExpired(database, { now: T0, retentionDays: 30, mailDir });
    expect(result).toEqual({
      // Every registered form is counted, those with nothing to purge as 0.
      ...Object.fromEntries(forms.map((form) => [`${form.name}Requests`, 0])),
      contactRequests: 1,
      whitepaperRequests: 1,
      outbox: 3,
      mailFiles: 1,
    });
    const left = await database.db.selectFrom("contact_requests").select("id").execute();
    expect(left.map((row) => row.id)).toEqual([recent.ok ? recent.id : ""]);
    expect(await countRows(database, "whitepaper_requests")).toBe(0);
    expect(await countRows(database, "outbox")).toBe(1);
    expect(readdirSync(mailDir)).toEqual(["new.eml"]);
    expect((await database.db.selectFrom("captcha_spent").select("id").execute()).map((row) => row.id)).toEqual([
      "valid",
    ]);
    expect((await database.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key)).toEqual([
      "kept",
    ]);
  });

  // SQLite only: PostgreSQL keeps no such file (docs/production.md, 'Erased data on disk').
  if (dialect === "sqlite") {
    it("leaves nothing purged readable in the SQLite file or its WAL (finding 5)", async () => {
      const gone = {
        ...contact,
        email: "scaduta.da.tempo@esempio-purge.it",
        message: "Paga subito su IBAN IT60X0542811101000000123456",
      };
      await store(contactForm, gone, { now: T0 - 31 * DAY, maxAttempts: 5 });
      await store(contactForm, contact, { now: T0, maxAttempts: 5 });
      expect(await purgeExpired(database, { now: T0, retentionDays: 30, mailDir: null })).toMatchObject({
        contactRequests: 1,
      });
      for (const suffix of ["", "-wal"]) {
        const file = path.join(testDb.dataDir, `site.sqlite${suffix}`);
        const bytes = existsSync(file) ? readFileSync(file).toString("latin1") : "";
        expect(bytes.includes("scaduta.da.tempo"), `site.sqlite${suffix}`).toBe(false);
        expect(bytes.includes("IT60X0542811101"), `site.sqlite${suffix}`).toBe(false);
      }
    });
  }
});
