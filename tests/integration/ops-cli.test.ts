import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db.server.ts";
import { MAIL_DIR } from "../../src/server/mail.server.ts";
import { createServer, type ServerParts } from "../../src/server/main.server.ts";
import { runOps } from "../../src/server/ops/ops-cli.server.ts";
import {
  countRows,
  createTestDatabase,
  storedRows,
  testDialects,
  type TestDatabase,
} from "./support/test-databases.ts";
import { contactBody, must, orderBody, submit, testClock, testConfig, whitepaperBody } from "./support/test-server.ts";

const GIULIA = "giulia.bianchi@azienda-esempio.it";
const MARCO = "marco.verdi@verdi-costruzioni.it";
/** A message a spreadsheet would run as a formula, with the separator, quotes and a line break. */
const HOSTILE = '=HYPERLINK("https://evil.example";"clic")\nsecondo; rigo "citato" è qui';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the tool in this process, as `npm run ops` would with this environment. */
async function runTool(
  env: Record<string, string>,
  args: string[],
  options: { answer?: boolean; clock?: () => number } = {},
): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await runOps(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    confirm: async (question) => {
      stderr += question;
      return options.answer ?? false;
    },
    env: { ...env, LOG_LEVEL: "silent" },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return { code, stdout, stderr };
}

describe.each(testDialects())("npm run ops on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  let app: FastifyInstance;
  let database: Database;
  const clock = testClock();
  const ids: Record<string, string> = {};

  const ops = (args: string[], answer = false) => runTool(testDb.env, args, { answer, clock });

  async function opsJson<T>(args: string[]): Promise<T> {
    const run = await ops([...args, "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as T;
  }

  const mailDir = () => path.join(testDb.dataDir, MAIL_DIR);
  const mailFiles = () => (existsSync(mailDir()) ? readdirSync(mailDir()).filter((name) => name.endsWith(".eml")) : []);

  async function post(form: "contact" | "whitepaper", body: Record<string, unknown>): Promise<string> {
    const response = await submit(app, form, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb), { clock });
    app = server.app;
    database = server.database;
    ids["giuliaContact"] = await post("contact", contactBody());
    ids["otherContact"] = await post(
      "contact",
      contactBody({ name: "Anna Neri", email: "anna.neri@studio-neri.it", message: HOSTILE }),
    );
    clock.advance(60_000);
    // The same person, another form, the address typed in capitals: one data subject for GDPR.
    ids["giuliaWhitepaper"] = await post(
      "whitepaper",
      whitepaperBody({ firstName: "Giulia", lastName: "Bianchi", email: GIULIA.toUpperCase() }),
    );
    ids["marcoWhitepaper"] = await post("whitepaper", whitepaperBody({ marketingConsent: true }));
    // No SMTP_URL: every e-mail becomes an .eml file under DATA_DIR/mail.
    expect(await server.worker.processDue()).toMatchObject({ sent: 6, retried: 0, dead: 0 });
    // Marco's PDF bounced for good: his delivery e-mail is dead.
    await database.db
      .updateTable("outbox")
      .set({ status: "dead", last_error: "550 5.1.1 casella inesistente", attempts: 20, sent_at: null })
      .where("request_id", "=", must(ids["marcoWhitepaper"]))
      .where("template", "=", "whitepaper-delivery")
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  describe("requests", () => {
    it("lists every request, newest first, with its delivery status", async () => {
      const run = await ops(["requests"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("4 richieste, dalla più recente");
      for (const id of Object.values(ids)) expect(run.stdout).toContain(id);
      expect(run.stdout).toContain("non consegnata: 550 5.1.1 casella inesistente");
      expect(run.stdout).toContain("Giulia Bianchi (Verdi Costruzioni S.r.l.)");
      expect(run.stdout.indexOf(must(ids["marcoWhitepaper"]))).toBeLessThan(
        run.stdout.indexOf(must(ids["giuliaContact"])),
      );

      const listed = await opsJson<
        { id: string; form: string; delivery: { state: string; lastError: string | null } }[]
      >(["requests"]);
      expect(Object.fromEntries(listed.map((row) => [row.id, row.delivery.state]))).toEqual({
        [must(ids["giuliaContact"])]: "sent",
        [must(ids["otherContact"])]: "sent",
        [must(ids["giuliaWhitepaper"])]: "sent",
        [must(ids["marcoWhitepaper"])]: "dead",
      });
    });

    it("filters by form and by age", async () => {
      const whitepapers = await opsJson<{ form: string }[]>(["requests", "--form", "whitepaper"]);
      expect(whitepapers.map((row) => row.form)).toEqual(["whitepaper", "whitepaper"]);
      // The contacts came a minute before the whitepapers: 30 seconds back finds none of them.
      clock.advance(30_000);
      const recent = await opsJson<{ id: string }[]>(["requests", "--since", "1m"]);
      expect(recent.map((row) => row.id).sort()).toEqual([ids["giuliaWhitepaper"], ids["marcoWhitepaper"]].sort());
      expect(await opsJson<unknown[]>(["requests", "--form", "contact", "--since", "1m"])).toEqual([]);
      // Nothing of the order form here yet: its table does not exist or holds nothing.
      expect(await opsJson<unknown[]>(["requests", "--form", "order"])).toEqual([]);
    });

    it("shows a pending e-mail with its next attempt", async () => {
      const id = await post("contact", contactBody({ name: "Luca Rossi", email: "luca.rossi@rossi-srl.it" }));
      const listed = await opsJson<{ id: string; delivery: { state: string; nextAttemptAt: string } }[]>(["requests"]);
      const row = must(listed.find((candidate) => candidate.id === id));
      expect(row.delivery).toMatchObject({ state: "pending", nextAttemptAt: new Date(clock()).toISOString() });
      expect((await ops(["requests"])).stdout).toContain("in attesa, prossimo tentativo");
      await ops(["erase", "luca.rossi@rossi-srl.it", "--yes"]);
    });
  });

  describe("show", () => {
    it("prints one request with all its fields and its e-mails", async () => {
      const id = must(ids["marcoWhitepaper"]);
      const run = await ops(["show", id]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Richiesta (Whitepaper) ${id}`);
      expect(run.stdout).toMatch(/Azienda:\s+Verdi Costruzioni S\.r\.l\./);
      expect(run.stdout).toMatch(/Consenso marketing:\s+sì/);
      expect(run.stdout).toContain("Email (2)");
      expect(run.stdout).toContain("whitepaper-lead");

      const shown = await opsJson<{ request: Record<string, unknown>; emails: { template: string; status: string }[] }>(
        ["show", id],
      );
      expect(shown.request).toMatchObject({
        form: "whitepaper",
        id,
        email: MARCO,
        company_name: "Verdi Costruzioni S.r.l.",
      });
      expect(shown.request["created_at"]).toBe(new Date(Date.parse("2026-03-02T09:01:00Z")).toISOString());
      expect(shown.emails.map((email) => `${email.template}:${email.status}`).sort()).toEqual([
        "whitepaper-delivery:dead",
        "whitepaper-lead:sent",
      ]);
    });

    it("fails with a clear message for an unknown id", async () => {
      const run = await ops(["show", "00000000-0000-4000-8000-000000000000"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe("Nessuna richiesta con ID 00000000-0000-4000-8000-000000000000.\n");
    });
  });

  describe("export", () => {
    function parseCsv(text: string, separator: string): string[][] {
      const rows: string[][] = [[]];
      let cell = "";
      let quoted = false;
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (quoted) {
          if (char === '"' && text[index + 1] === '"') {
            cell += '"';
            index += 1;
          } else if (char === '"') quoted = false;
          else cell += char;
        } else if (char === '"') quoted = true;
        else if (char === separator) {
          must(rows.at(-1)).push(cell);
          cell = "";
        } else if (char === "\r" && text[index + 1] === "\n") {
          must(rows.at(-1)).push(cell);
          cell = "";
          rows.push([]);
          index += 1;
        } else cell += char;
      }
      rows.pop(); // after the last CRLF
      return rows;
    }

    it("writes UTF-8 CSV with a BOM, quoted cells and formulas disarmed", async () => {
      const run = await ops(["export", "--form", "contact"]);
      expect(run.code).toBe(0);
      expect(run.stdout.startsWith("\uFEFF")).toBe(true);
      const [head, ...rows] = parseCsv(run.stdout.slice(1), ";");
      expect(head).toEqual([
        "Modulo",
        "ID",
        "Ricevuta il",
        "Nome e cognome",
        "Email",
        "Messaggio",
        "Privacy accettata il",
        "Versione informativa",
      ]);
      expect(rows).toHaveLength(2);
      const anna = must(rows.find((row) => row[1] === ids["otherContact"]));
      expect(anna[5]).toBe(`'${HOSTILE}`);
      expect(anna[2]).toBe("02/03/2026 10:00"); // Italian time, CET in March
      for (const row of rows) expect(row).toHaveLength(head?.length ?? 0);
    });

    it("puts every form in one sheet, and takes commas for other tools", async () => {
      const run = await ops(["export", "--separator", ","]);
      const [head, ...rows] = parseCsv(run.stdout.slice(1), ",");
      expect(head).toContain("Azienda");
      expect(head).toContain("Messaggio");
      expect(rows.map((row) => row[0]).sort()).toEqual(["Contatto", "Contatto", "Whitepaper", "Whitepaper"]);
      const marco = must(rows.find((row) => row[1] === ids["marcoWhitepaper"]));
      expect(marco[(head ?? []).indexOf("Consenso marketing")]).toBe("sì");
      expect(marco[(head ?? []).indexOf("Messaggio")]).toBe("");
    });
  });

  describe("outbox and retry", () => {
    it("lists the dead e-mail, sends it again on retry, and refuses a sent one", async () => {
      const dead = await opsJson<{ id: string; status: string; lastError: string }[]>(["outbox", "--status", "dead"]);
      expect(dead).toHaveLength(1);
      const id = must(dead[0]).id;
      expect(dead[0]).toMatchObject({ status: "dead", lastError: "550 5.1.1 casella inesistente" });
      expect((await ops(["outbox"])).stdout).toContain(id);

      const retried = await ops(["retry", id]);
      expect(retried).toMatchObject({ code: 0, stderr: "" });
      expect(retried.stdout).toContain("1 email rimessa in coda");
      const row = await database.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", attempts: 0, run_at: clock() });
      expect(await server.worker.processDue()).toMatchObject({ sent: 1 });
      expect(await opsJson<unknown[]>(["outbox", "--status", "dead"])).toEqual([]);

      const again = await ops(["retry", id]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("è già stata inviata");
      expect((await ops(["retry", "--dead"])).stdout).toContain("Nessuna email da rimettere in coda.");
    });

    it("requeues every dead e-mail with --dead", async () => {
      await database.db
        .updateTable("outbox")
        .set({ status: "dead", last_error: "timeout" })
        .where("request_id", "=", must(ids["otherContact"]))
        .execute();
      const { requeued } = await opsJson<{ requeued: string[] }>(["retry", "--dead"]);
      expect(requeued).toHaveLength(1);
      expect(await server.worker.processDue()).toMatchObject({ sent: 1 });
    });
  });

  describe("stats", () => {
    it("counts requests per form per ISO week, and the failed deliveries", async () => {
      await database.db
        .updateTable("outbox")
        .set({ status: "dead" })
        .where("request_id", "=", must(ids["otherContact"]))
        .execute();
      const weeks = await opsJson<{ week: string; requests: Record<string, number>; dead: number }[]>(["stats"]);
      // 2 March 2026 is the Monday of ISO week 10.
      expect(weeks).toEqual([
        expect.objectContaining({
          week: "2026-W10",
          requests: expect.objectContaining({ contact: 2, whitepaper: 2 }),
          dead: 1,
        }),
      ]);
      const run = await ops(["stats"]);
      expect(run.stdout).toMatch(/2026-W10\s+2\s+2\s+0\s+1/);
      await opsJson(["retry", "--dead"]);
      await server.worker.processDue();
    });
  });

  describe("access and erase (GDPR)", () => {
    it("access prints everything stored about an address, whatever its case", async () => {
      const data = await opsJson<{
        address: string;
        requests: { form: string; id: string; email: string }[];
        emails: { requestId: string }[];
        mailFiles: string[];
      }>(["access", "Giulia.Bianchi@Azienda-Esempio.it"]);
      expect(data.address).toBe(GIULIA);
      expect(data.requests.map((request) => request.id).sort()).toEqual(
        [ids["giuliaContact"], ids["giuliaWhitepaper"]].sort(),
      );
      // Contact: the notification. Whitepaper: the delivery and the lead.
      expect(data.emails).toHaveLength(3);
      expect(data.mailFiles).toHaveLength(3);
      for (const file of data.mailFiles) expect(readFileSync(file, "utf8").toLowerCase()).toContain(GIULIA);
    });

    it("erase waits while one of the address's e-mails is being sent", async () => {
      const id = await post("contact", contactBody({ name: "Luca Rossi", email: "luca.rossi@rossi-srl.it" }));
      await database.db
        .updateTable("outbox")
        .set({ claimed_until: clock() + 60_000, claim_token: "un-worker", attempts: 1 })
        .where("request_id", "=", id)
        .execute();
      const run = await ops(["erase", "luca.rossi@rossi-srl.it", "--yes"]);
      expect(run).toMatchObject({
        code: 1,
        stderr: "Un'email di questo indirizzo è in invio proprio ora: riprova tra qualche minuto.\n",
      });
      expect(await opsJson<{ requests: unknown[] }>(["access", "luca.rossi@rossi-srl.it"])).toMatchObject({
        requests: [{ id }],
      });
      clock.advance(60_001); // the lease ran out: the send did not finish
      expect((await ops(["erase", "luca.rossi@rossi-srl.it", "--yes"])).code).toBe(0);
    });

    it("erase asks first and deletes nothing without a yes", async () => {
      const before = await storedRows(database);
      const files = mailFiles().length;
      const run = await ops(["erase", GIULIA]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`Per ${GIULIA}: 2 richieste, 3 email in archivio, 3 file .eml.`);
      expect(run.stderr).toContain("Nessun dato cancellato.");
      expect(await storedRows(database)).toEqual(before);
      expect(mailFiles()).toHaveLength(files);
    });

    it("erase leaves nothing behind: rows, outbox, .eml files", async () => {
      const before = await storedRows(database);
      const filesBefore = mailFiles().length;
      // A file whose outbox row is already gone is still found by the address in its headers.
      await database.db.deleteFrom("outbox").where("request_id", "=", must(ids["giuliaContact"])).execute();

      const run = await ops(["erase", GIULIA], true);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`richiesta contact ${ids["giuliaContact"]}`);
      expect(run.stdout).toContain(`richiesta whitepaper ${ids["giuliaWhitepaper"]}`);
      expect(run.stdout).toContain("2 email dall'archivio dell'outbox");
      expect(run.stdout.match(/ file .*\.eml/g)).toHaveLength(3);

      for (const table of ["contact_requests", "whitepaper_requests"] as const) {
        const left = await database.db
          .selectFrom(table)
          .select("id")
          .where(sql<string>`lower(email)`, "=", GIULIA)
          .execute();
        expect(left).toEqual([]);
      }
      const orphans = await database.db
        .selectFrom("outbox")
        .select("id")
        .where("request_id", "in", [must(ids["giuliaContact"]), must(ids["giuliaWhitepaper"])])
        .execute();
      expect(orphans).toEqual([]);
      for (const name of mailFiles()) {
        expect(readFileSync(path.join(mailDir(), name), "utf8").toLowerCase()).not.toContain("giulia.bianchi");
      }
      // Everybody else's data is untouched.
      expect(await storedRows(database)).toEqual({
        contact: before.contact - 1,
        whitepaper: before.whitepaper - 1,
        outbox: before.outbox - 3,
      });
      expect(mailFiles()).toHaveLength(filesBefore - 3);
      expect(await opsJson<{ requests: unknown[]; mailFiles: unknown[] }>(["access", GIULIA])).toMatchObject({
        requests: [],
        emails: [],
        mailFiles: [],
      });
      expect((await ops(["erase", GIULIA, "--yes"])).stdout).toBe(`Nessun dato conservato per ${GIULIA}.\n`);
    });

    it("erase --yes --json reports what it removed without asking", async () => {
      const { erased } = await opsJson<{ erased: { requests: { id: string }[]; emails: number; mailFiles: string[] } }>(
        ["erase", MARCO, "--yes"],
      );
      expect(erased.requests.map((request) => request.id)).toEqual([ids["marcoWhitepaper"]]);
      expect(erased.emails).toBe(2);
      // The lead, and the delivery twice: written before it was marked dead, and again on retry.
      expect(erased.mailFiles).toHaveLength(3);
      for (const file of erased.mailFiles) expect(existsSync(file)).toBe(false);
    });
  });

  describe("backup", () => {
    it(dialect === "sqlite" ? "copies the live SQLite database" : "points to pg_dump on PostgreSQL", async () => {
      const target = path.join(testDb.dataDir, "backup.sqlite");
      const run = await ops(["backup", target]);
      if (dialect === "postgres") {
        expect(run).toMatchObject({
          code: 1,
          stderr: "Il database è PostgreSQL: usa pg_dump (vedi docs/production.md).\n",
        });
        return;
      }
      expect(run.code).toBe(0);
      const copy = new DatabaseSync(target, { readOnly: true });
      const count = (table: string) =>
        Number((copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
      const live = await storedRows(database);
      expect({
        contact: count("contact_requests"),
        whitepaper: count("whitepaper_requests"),
        outbox: count("outbox"),
      }).toEqual(live);
      copy.close();
      expect((await ops(["backup", target])).stderr).toContain("esiste già");
    });
  });

  describe("bad command lines", () => {
    it.each([
      [["frobnicate"], "Comando sconosciuto: «frobnicate»."],
      [["requests", "--since", "5y"], "Durata non valida: «5y». Usa per esempio 30m, 12h, 7d o 2w."],
      [["requests", "--form", "newsletter"], "Modulo sconosciuto: «newsletter». Moduli: contact, whitepaper, order."],
      [["requests", "--colour"], "Opzione sconosciuta: --colour."],
      [["outbox", "--status", "lost"], "Stato non valido: «lost». Stati: pending, dead, sent."],
      [["show"], "Uso: npm run ops -- show <id>"],
      [["retry"], "Indica l'ID di un'email oppure --dead."],
      [["erase", "non-un-indirizzo", "--yes"], "Indirizzo email non valido: «non-un-indirizzo»."],
      [["export", "--separator", "|"], "Separatore non valido: «|». Usa ';' (Excel in italiano) o ','."],
    ])("%j exits 2 with an Italian message", async (args, message) => {
      const run = await ops(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(`${message}\nUsa «npm run ops -- help» per l'elenco dei comandi.\n`);
    });
  });

  it("runs as npm run ops does: the script, its exit codes and its output streams", () => {
    const script = (args: string[]) =>
      spawnSync(process.execPath, ["scripts/ops.ts", ...args], {
        env: { ...process.env, ...testDb.env, LOG_LEVEL: "silent" },
        encoding: "utf8",
        input: "",
      });
    const listed = script(["requests", "--json"]);
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(expect.any(Array));
    const refused = script(["erase", "anna.neri@studio-neri.it"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Nessun dato cancellato.");
    const wrong = script(["requests", "--since", "ieri"]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("Durata non valida: «ieri».");
  });
});

describe.runIf(testDialects().includes("postgres"))("npm run ops -- copy-to-postgres", () => {
  let sqliteDb: TestDatabase;
  let postgresDb: TestDatabase;

  afterAll(async () => {
    await sqliteDb?.drop();
    await postgresDb?.drop();
  });

  const ops = (env: Record<string, string>, args: string[]) => runTool(env, args);

  it("moves every row, the secret and the pending e-mails, then refuses a second copy", async () => {
    sqliteDb = await createTestDatabase("sqlite");
    postgresDb = await createTestDatabase("postgres");
    const clock = testClock();
    const source = await createServer(testConfig(sqliteDb), { clock });
    // Two orders: their rows and the year's counter must move, and numbering go on from there.
    for (const email of ["ordine.uno@verdi-costruzioni.it", "ordine.due@verdi-costruzioni.it"]) {
      expect((await submit(source.app, "order", orderBody({ email }))).statusCode).toBe(201);
    }
    for (let index = 0; index < 3; index += 1) {
      const response = await submit(source.app, "contact", contactBody({ name: `Persona ${index}` }));
      expect(response.statusCode).toBe(201);
    }
    expect((await submit(source.app, "whitepaper", whitepaperBody({ marketingConsent: true }))).statusCode).toBe(201);
    await source.worker.processDue();
    // One e-mail still waiting: it must be sent from PostgreSQL after the move.
    expect((await submit(source.app, "contact", contactBody({ name: "In attesa" }))).statusCode).toBe(201);
    const dump = async (database: Database) => {
      const tables: Record<string, unknown[]> = {};
      for (const table of [
        "contact_requests",
        "whitepaper_requests",
        "order_requests",
        "order_counters",
        "outbox",
        "settings",
      ] as const) {
        const key = { settings: "key", order_counters: "year" }[table as string] ?? "id";
        tables[table] = await database.db.selectFrom(table).selectAll().orderBy(sql.ref(key)).execute();
      }
      return tables;
    };
    const before = await dump(source.database);
    await source.app.close();

    const url = must(postgresDb.env["DATABASE_URL"]);
    const run = await ops(sqliteDb.env, ["copy-to-postgres", url]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("contact_requests: 4 righe");

    const target = await createServer(testConfig(postgresDb), { clock });
    try {
      expect(await dump(target.database)).toEqual(before);
      expect(before["order_requests"]).toHaveLength(2);
      expect(await target.worker.processDue()).toMatchObject({ sent: 1 });
      // The next order on PostgreSQL continues the year's sequence: no second 2026-0001.
      const next = await submit(target.app, "order", orderBody({ email: "ordine.tre@verdi-costruzioni.it" }));
      expect(next.statusCode).toBe(201);
      expect(next.json<{ number: string }>().number).toBe("2026-0003");
    } finally {
      await target.app.close();
    }
    const again = await ops(sqliteDb.env, ["copy-to-postgres", url]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Il database di destinazione non è vuoto");
  });
});

describe.each(testDialects())("npm run ops with an order on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const email = "ordine.ops@verdi-costruzioni.it";
  let id = "";
  let number = "";

  const opsJson = async <T>(args: string[]): Promise<T> => {
    const run = await runTool(testDb.env, [...args, "--json"], { clock });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as T;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb), { clock });
    const response = await submit(server.app, "order", orderBody({ email }));
    expect(response.statusCode).toBe(201);
    ({ id, number } = response.json<{ id: string; number: string }>());
    // No SMTP_URL: the quote to the customer and the order to the operator become .eml files.
    expect(await server.worker.processDue()).toMatchObject({ sent: 2, dead: 0 });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("lists and shows the order, then access and erase find and remove all of it", async () => {
    const listed = await opsJson<{ id: string; form: string }[]>(["requests", "--form", "order"]);
    expect(listed.map((row) => `${row.form} ${row.id}`)).toEqual([`order ${id}`]);
    const shown = await opsJson<{ request: Record<string, unknown>; emails: { status: string }[] }>(["show", id]);
    expect(shown.request).toMatchObject({ form: "order", id, email, number });
    expect(shown.emails.map((mail) => mail.status)).toEqual(["sent", "sent"]);
    const access = await opsJson<{ requests: { id: string }[]; emails: unknown[]; mailFiles: unknown[] }>([
      "access",
      email,
    ]);
    expect(access.requests.map((request) => request.id)).toEqual([id]);
    expect(access.emails).toHaveLength(2);
    expect(access.mailFiles.length).toBeGreaterThan(0);
    const { erased } = await opsJson<{ erased: { requests: { id: string }[]; emails: number; mailFiles: string[] } }>([
      "erase",
      email,
      "--yes",
    ]);
    expect(erased.requests.map((request) => request.id)).toEqual([id]);
    expect(erased.emails).toBe(2);
    for (const file of erased.mailFiles) expect(existsSync(file)).toBe(false);
    expect(await countRows(server.database, "order_requests")).toBe(0);
    expect(await countRows(server.database, "outbox")).toBe(0);
  });
});
