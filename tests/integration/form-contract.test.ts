import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../../src/app/forms.server.ts";
import { createServer, purgedForms, type ServerParts } from "../../src/app/server.server.ts";
import type { FormModule } from "../../src/server/form-definition.server.ts";
import { purgeExpired } from "../../src/server/purge.server.ts";
import type { ServerConfig } from "../../src/server/start-config.server.ts";
import { runTool } from "./support/ops-tool.ts";
import { loadContracts } from "./support/form-contracts.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { must, submit, testClock, testConfig } from "./support/test-server.ts";

/*
 * The contract every form of the registry (src/app/forms.server.ts) keeps, with no suite of its
 * own: its `<name>-contract.server.ts` gives a valid body and the e-mails queued with it. One server and
 * one database per dialect for every form, so a new form costs a few requests, not a server.
 */

const contracts = await loadContracts();
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the forms' contracts", () => {
  it("every registered form has one, and each names a registered form", () => {
    expect(contracts.map((contract) => contract.form).sort()).toEqual(forms.map((form) => form.name).sort());
  });
});

describe.each(testDialects())("form contract on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  let config: ServerConfig;
  const clock = testClock();
  let sequence = 0;
  /** Each request from its own mailbox: the per-address cap is another suite's business. */
  const freshAddress = (form: string) => `contratto.${form}.${(sequence += 1)}@studio-rossi-esempio.it`;
  const loose = () => server.database.db as unknown as Kysely<Record<string, { id: string }>>;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    config = testConfig(testDb);
    server = await createServer(config, { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  async function rowsOf(form: FormModule, id?: string): Promise<number> {
    let query = loose()
      .selectFrom(form.table)
      .select(sql<number>`count(*)`.as("count"));
    if (id) query = query.where("id", "=", id);
    return Number((await query.executeTakeFirstOrThrow()).count);
  }

  /** A time column of one request, as a number of milliseconds. */
  async function timeOf(form: FormModule, id: string, column: string): Promise<number> {
    const row = await loose()
      .selectFrom(form.table)
      .select(sql<number>`${sql.ref(column)}`.as("time"))
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return Number(row.time);
  }

  async function outboxOf(id: string): Promise<string[]> {
    const rows = await server.database.db
      .selectFrom("outbox")
      .select("template")
      .where("request_id", "=", id)
      .execute();
    return rows.map((row) => row.template).sort();
  }

  async function store(form: FormModule, body: Record<string, unknown>): Promise<string> {
    const response = await submit(server.app, form.name, body);
    expect(response.statusCode, response.body).toBe(201);
    return must(response.json<{ id?: string }>().id, "id");
  }

  describe.each(contracts)("$form", (contract) => {
    const form = () =>
      must(
        forms.find((known) => known.name === contract.form),
        contract.form,
      );
    const body = () => ({ ...contract.validBody(), email: freshAddress(contract.form) });

    it("stores the request and queues its e-mails before the 201", async () => {
      const id = await store(form(), body());
      expect(await rowsOf(form(), id)).toBe(1);
      expect(await outboxOf(id)).toEqual([...contract.mailsOnStore].sort());
    });

    it("stores nothing on a field error", async () => {
      const before = await rowsOf(form());
      const response = await submit(server.app, contract.form, { ...body(), email: "non-un-indirizzo" });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toContain("email");
      expect(await rowsOf(form())).toBe(before);
    });

    it("refuses an unknown key and stores nothing", async () => {
      const before = await rowsOf(form());
      const response = await submit(server.app, contract.form, { ...body(), chiaveSconosciuta: "x" });
      expect(response.statusCode).toBe(400);
      expect(await rowsOf(form())).toBe(before);
    });

    it("finds and erases the request by address with the operator's tool", async () => {
      const request = body();
      const id = await store(form(), request);
      const address = String(request["email"]);
      const ops = (args: string[]) => runTool(testDb.env, args, { answer: true, clock });
      const access = await ops(["access", address, "--json"]);
      expect(access.code, access.stderr).toBe(0);
      const found = JSON.parse(access.stdout) as { requests: { form: string; id: string }[] };
      expect(found.requests.map(({ form, id }) => ({ form, id }))).toEqual([{ form: contract.form, id }]);
      const erase = await ops(["erase", address, "--yes"]);
      expect(erase.code, erase.stderr).toBe(0);
      expect(await rowsOf(form(), id)).toBe(0);
      expect(await outboxOf(id)).toEqual([]);
    });

    it("keeps the request for its retention, then purges it with its e-mails", async () => {
      const id = await store(form(), body());
      const purged = purgedForms(config);
      const mine = must(purged.find((known) => known.name === contract.form));
      const keptMs = Math.min(
        Math.max(config.site.retentionDays, mine.retentionDays) * DAY_MS,
        mine.unconfirmedAfterMs ?? Infinity,
      );
      // A form kept from a time of its own (the demo's call) is kept retentionDays after it.
      const keptUntil =
        mine.keptAfter === undefined
          ? clock() + keptMs
          : (await timeOf(form(), id, mine.keptAfter.column)) + mine.retentionDays * DAY_MS;
      const purge = (now: number) =>
        purgeExpired(server.database, { now, retentionDays: config.site.retentionDays, forms: purged, mailDir: null });
      await purge(keptUntil - 60_000);
      expect(await rowsOf(form(), id)).toBe(1);
      await purge(keptUntil + 60_000);
      expect(await rowsOf(form(), id)).toBe(0);
      expect(await outboxOf(id)).toEqual([]);
    });
  });
});
