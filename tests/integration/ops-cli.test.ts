import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db.server.ts";
import { MAIL_DIR } from "../../src/server/mail.server.ts";
import { forms } from "../../src/app/forms.server.ts";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { formTables } from "../../src/server/ops/form-tables.server.ts";
import { dataAbout, erase } from "../../src/server/ops/gdpr.server.ts";
import {
  countRows,
  createTestDatabase,
  storedRows,
  testDialects,
  type TestDatabase,
} from "./support/test-databases.ts";
import { runTool } from "./support/ops-tool.ts";
import { contactBody, must, orderBody, submit, testClock, testConfig, whitepaperBody } from "./support/test-server.ts";

const GIULIA = "giulia.bianchi@azienda-esempio.it";
const MARCO = "marco.verdi@verdi-costruzioni.it";
/** A message a spreadsheet would run as a formula, with the separator, quotes and a line break. */
const HOSTILE = '=HYPERLINK("https://evil.example";"clic")\nsecondo; rigo "citato" è qui';
/** What an anonymous visitor could store (finding 7): a clipboard write (OSC 52), line rewrites, bidi. */
const OSC52 = "\u001b]52;c;ZWNobyBwd25lZAo=\u0007\u001b[2K\u001b[1A\u001b[2KInnocuo";
const TERMINAL_HOSTILE = {
  name: `${OSC52}\r\u202eFalso\u009b31m`,
  // Not NUL: PostgreSQL refuses it in text columns.
  message: "riga uno\r\nriga due\rsovrascritta\u0001\u007f\u2066\u0085=1+1",
};
/** Characters a terminal acts on, or that reorder what it shows; \n and \t are layout. */
const TERMINAL_CONTROL =
  // eslint-disable-next-line no-control-regex -- the characters the tool must never print
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Permission bits of a file or folder. */
const mode = (file: string) => statSync(file).mode & 0o777;

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
    // A data folder made by hand under the usual umask 022 (finding 6).
    chmodSync(testDb.dataDir, 0o755);
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

  describe("files only the service user can read (finding 6)", () => {
    it("keeps the data folder, the mail folder, the database and every .eml file private", () => {
      expect(mode(testDb.dataDir)).toBe(0o700);
      expect(mode(mailDir())).toBe(0o700);
      expect(mailFiles().length).toBeGreaterThan(0);
      for (const name of mailFiles()) expect(mode(path.join(mailDir(), name))).toBe(0o600);
      if (dialect === "sqlite") {
        for (const suffix of ["", "-wal", "-shm"])
          expect(mode(path.join(testDb.dataDir, `site.sqlite${suffix}`))).toBe(0o600);
      }
    });

    it("tightens what an older version left readable, at the next ops command", async () => {
      const eml = path.join(mailDir(), must(mailFiles()[0]));
      const loose = [testDb.dataDir, mailDir()];
      chmodSync(eml, 0o644);
      for (const folder of loose) chmodSync(folder, 0o755);
      const database = path.join(testDb.dataDir, "site.sqlite");
      if (dialect === "sqlite") for (const file of [database, `${database}-wal`]) chmodSync(file, 0o644);
      expect((await ops(["stats"])).code).toBe(0);
      expect(mode(eml)).toBe(0o600);
      for (const folder of loose) expect(mode(folder)).toBe(0o700);
      if (dialect === "sqlite") for (const file of [database, `${database}-wal`]) expect(mode(file)).toBe(0o600);
    });
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
      // Asked for in the form, not confirmed from the address: it does not count yet (L2).
      expect(run.stdout).toMatch(/Consenso marketing chiesto nel modulo:\s+sì/);
      expect(run.stdout).toMatch(/Consenso marketing confermato il:\s*\n/);
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
        "Informativa letta il",
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
      expect(marco[(head ?? []).indexOf("Consenso marketing chiesto nel modulo")]).toBe("sì");
      expect(marco[(head ?? []).indexOf("Consenso marketing confermato il")]).toBe("");
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
          // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its matchers as any
          requests: expect.objectContaining({ contact: 2, whitepaper: 2 }),
          dead: 1,
        }),
      ]);
      const run = await ops(["stats"]);
      // One column per registered form, in the registry's order, then the failed deliveries.
      const stored: Record<string, number> = { contact: 2, whitepaper: 2 };
      const counts = forms.map((form) => stored[form.name] ?? 0);
      expect(run.stdout).toMatch(new RegExp(`2026-W10\\s+${[...counts, 1].join("\\s+")}`));
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

    // SQLite only: PostgreSQL keeps no such file (docs/production.md, 'Erased data on disk').
    if (dialect === "sqlite") {
      it("erase leaves the address nowhere in the SQLite file or its WAL (finding 5)", () => {
        for (const suffix of ["", "-wal"]) {
          const file = path.join(testDb.dataDir, `site.sqlite${suffix}`);
          const bytes = existsSync(file) ? readFileSync(file).toString("latin1").toLowerCase() : "";
          expect(bytes.includes("giulia.bianchi"), `site.sqlite${suffix}`).toBe(false);
        }
      });
    }

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

    it("erase deletes the .eml files before it compacts the database; a failed compaction only warns", async () => {
      const address = "paolo.gialli@gialli-srl.it";
      await post("contact", contactBody({ name: "Paolo Gialli", email: address }));
      await server.worker.processDue();
      const data = await dataAbout(database, formTables(forms), mailDir(), address);
      expect(data.mailFiles.length).toBeGreaterThan(0);
      let filesAtFlush: boolean[] = [];
      const erased = await erase(database, data, () => {
        filesAtFlush = data.mailFiles.map((file) => existsSync(file));
        return Promise.reject(new Error("disco pieno"));
      });
      expect(filesAtFlush).toEqual(data.mailFiles.map(() => false));
      expect(erased).toMatchObject({ walCleared: false, flushError: "disco pieno", mailFiles: data.mailFiles });
      expect(await opsJson(["access", address])).toMatchObject({ requests: [], emails: [], mailFiles: [] });
    });
  });

  describe("an address given as an order's PEC (finding 14; security read 13, L2)", () => {
    const PEC = "Data.Subject@PEC-Esempio.it";

    it("access names the order that carries it; erase takes it out and keeps the order", async () => {
      const response = await submit(
        app,
        "order",
        orderBody({ email: "ufficio.acquisti@verdi-costruzioni.it", contactName: "Ufficio Acquisti", pec: PEC }),
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      await server.worker.processDue();
      const data = await opsJson<{ requests: unknown[]; mentionedIn: { id: string; fields: string[] }[] }>([
        "access",
        PEC.toLowerCase(),
      ]);
      expect(data.requests).toEqual([]);
      expect(data.mentionedIn).toMatchObject([{ id, fields: ["PEC"] }]);
      const buyer = await opsJson<{ mailFiles: string[] }>(["access", "ufficio.acquisti@verdi-costruzioni.it"]);
      expect(buyer.mailFiles.length).toBeGreaterThan(0);

      const erased = await ops(["erase", PEC, "--yes"]);
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain(`tolto dalla richiesta order ${id} (pec)`);
      const left = await database.db.selectFrom("order_requests").select(["id", "pec"]).where("id", "=", id).execute();
      expect(left).toEqual([{ id, pec: null }]);
      for (const file of buyer.mailFiles) expect(existsSync(file)).toBe(true);
      expect(await opsJson(["access", PEC])).toMatchObject({ requests: [], mentionedIn: [] });
    });
  });

  describe("backup", () => {
    it(dialect === "sqlite" ? "copies the live SQLite database" : "points to pg_dump on PostgreSQL", async () => {
      const target = path.join(testDb.dataDir, "backup.sqlite");
      // The secret a server without SERVER_SECRET generates (a loopback install), and the anti-abuse
      // records the forms above left: a backup carries none of them (security review 3, L1).
      const secret = "segreto-generato-0123456789abcdefghijklmnopqrstuvwxyz";
      await database.db
        .insertInto("settings")
        .values({ key: "server_secret", value: secret })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: secret }))
        .execute();
      const rateKeys = (await database.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
      const spent = (await database.db.selectFrom("captcha_spent").select("id").execute()).map((row) => row.id);
      expect(rateKeys.length).toBeGreaterThan(0);
      expect(spent.length).toBeGreaterThan(0);
      const run = await ops(["backup", target]);
      if (dialect === "postgres") {
        expect(run).toMatchObject({
          code: 1,
          stderr:
            "Il database è PostgreSQL: usa pg_dump con --exclude-table-data=settings --exclude-table-data=rate_limits --exclude-table-data=captcha_spent --exclude-table-data=recipient_sends (vedi docs/production.md).\n",
        });
        return;
      }
      expect(run.code).toBe(0);
      expect(mode(target)).toBe(0o600);
      expect(existsSync(`${target}-wal`)).toBe(false);
      const copy = new DatabaseSync(target, { readOnly: true });
      const count = (table: string) =>
        Number((copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
      const live = await storedRows(database);
      expect({
        contact: count("contact_requests"),
        whitepaper: count("whitepaper_requests"),
        outbox: count("outbox"),
      }).toEqual(live);
      // Left out, but still there, empty: a restored copy starts (and generates a new secret).
      expect([count("settings"), count("rate_limits"), count("captcha_spent"), count("recipient_sends")]).toEqual([
        0, 0, 0, 0,
      ]);
      const tables = copy
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
        .all()
        .map((row) => String(row["name"]));
      // Every table is either copied or left out on purpose: a new one must be put in one list.
      // A form's table is copied; the registry lists them (CONTRIBUTING.md, 'Add a form').
      expect(tables).toEqual(
        [
          ...["captcha_spent", "rate_limits", "recipient_sends", "settings"],
          ...forms.map((form) => form.table),
          ...["order_counters", "outbox", "kysely_migration", "kysely_migration_lock"],
        ].sort(),
      );
      copy.close();
      const bytes = readFileSync(target).toString("latin1");
      for (const text of [secret, ...rateKeys, ...spent]) expect(bytes.includes(text), text).toBe(false);
      expect((await ops(["backup", target])).stderr).toContain("esiste già");
    });
  });

  describe("bad command lines", () => {
    it.each([
      [["frobnicate"], "Comando sconosciuto: «frobnicate»."],
      [["requests", "--since", "5y"], "Durata non valida: «5y». Usa per esempio 30m, 12h, 7d o 2w."],
      [
        ["requests", "--form", "newsletter"],
        `Modulo sconosciuto: «newsletter». Moduli: ${forms.map((form) => form.name).join(", ")}.`,
      ],
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

  describe("visitor text in the terminal (finding 7)", () => {
    const ADDRESS = "ostile@esempio-ostile.it";
    const id = "0b9d3f4e-7a61-4c2e-9d0a-3f5b6c7d8e9f";

    beforeAll(async () => {
      // Stored as it is, whatever the forms accept today: the tool must not trust the database.
      await database.db
        .insertInto("contact_requests")
        .values({
          id,
          name: TERMINAL_HOSTILE.name,
          email: ADDRESS,
          message: TERMINAL_HOSTILE.message,
          privacy_accepted_at: clock(),
          privacy_policy_version: "2026-03",
          created_at: clock(),
        })
        .execute();
      await database.db
        .insertInto("outbox")
        .values({
          id: "5c2b7a10-1d2e-4f3a-8b4c-5d6e7f8a9b0c",
          dedupe_key: `${id}:contact-notification`,
          template: "contact-notification",
          request_id: id,
          status: "dead",
          attempts: 20,
          max_attempts: 20,
          run_at: clock(),
          claimed_until: null,
          claim_token: null,
          last_error: `550 ${OSC52}`,
          sent_at: null,
          created_at: clock(),
        })
        .execute();
    });

    it.each([
      [["requests"]],
      [["show", id]],
      [["outbox", "--status", "dead"]],
      [["requests", "--json"]],
      [["show", id, "--json"]],
      [["outbox", "--json"]],
      [["export", "--json"]],
    ])("%j prints no control character, and shows it escaped", async (args) => {
      const run = await ops(args);
      expect(run.code).toBe(0);
      expect(run.stdout).not.toMatch(TERMINAL_CONTROL);
      expect(run.stdout).toContain("\\u001b]52;c;ZWNobyBwd25lZAo=\\u0007");
    });

    it("shows a message's lines indented under its field, never at the start of a line", async () => {
      const run = await ops(["show", id]);
      expect(run.stdout).toMatch(
        /Messaggio:\s+riga uno\n {3,}riga due\\u000dsovrascritta\\u0001\\u007f\\u2066\\u0085=1\+1\n/,
      );
      expect(run.stdout).toContain(
        "\\u001b]52;c;ZWNobyBwd25lZAo=\\u0007\\u001b[2K\\u001b[1A\\u001b[2KInnocuo\\u000d\\u202eFalso\\u009b31m",
      );
    });

    it("keeps the stored values in --json: JSON.parse gives them back unchanged", async () => {
      const shown = await opsJson<{ request: Record<string, unknown> }>(["show", id]);
      expect(shown.request).toMatchObject(TERMINAL_HOSTILE);
    });

    it("escapes controls in the CSV too, keeps its line breaks and disarms formulas", async () => {
      const run = await ops(["export", "--form", "contact"]);
      expect(run.code).toBe(0);
      expect(run.stdout.replace(/\r\n/g, "").replace(/\n/g, "")).not.toMatch(TERMINAL_CONTROL);
      expect(run.stdout).toContain('"riga uno\nriga due\\u000dsovrascritta');
      // The escaped name starts with a backslash, not a formula sign; a leading control never hides one.
      expect(run.stdout).toContain(';"\\u001b]52;c;');
    });

    it("escapes what the operator typed, echoed in messages", async () => {
      const run = await ops(["show", "\u001b]52;c;eA==\u0007"]);
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(TERMINAL_CONTROL);
      expect(run.stderr).toBe("Nessuna richiesta con ID \\u001b]52;c;eA==\\u0007.\n");
      expect((await ops(["erase", ADDRESS, "--yes"])).code).toBe(0);
    });
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
    // The target comes from the environment: a password on the command line shows in ps and in the history.
    const withTarget = { ...sqliteDb.env, TARGET_DATABASE_URL: url };
    const run = await ops(withTarget, ["copy-to-postgres"]);
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
    const again = await ops(withTarget, ["copy-to-postgres"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Il database di destinazione non è vuoto");
  });

  it("refuses a URL on the command line, and never prints the password", async () => {
    sqliteDb ??= await createTestDatabase("sqlite");
    const secret = "S3greta-Davvero";
    const onCommandLine = await ops(sqliteDb.env, [
      "copy-to-postgres",
      `postgres://whistleblowing:${secret}@127.0.0.1:5432/whistleblowing`,
    ]);
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.stderr).toContain("TARGET_DATABASE_URL");
    const missing = await ops(sqliteDb.env, ["copy-to-postgres"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("TARGET_DATABASE_URL");
    const wrong = await ops({ ...sqliteDb.env, TARGET_DATABASE_URL: `mysql://root:${secret}@db/x` }, [
      "copy-to-postgres",
    ]);
    expect(wrong.code).toBe(2);
    for (const run of [onCommandLine, missing, wrong]) expect(run.stdout + run.stderr).not.toContain(secret);
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
    // No SMTP_URL: the confirmation link to the customer and the order to the operator become .eml files.
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
