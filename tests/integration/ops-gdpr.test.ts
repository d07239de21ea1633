import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../../src/app/forms.server.ts";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { MAIL_DIR } from "../../src/server/mail.server.ts";
import { formTables } from "../../src/server/ops/form-tables.server.ts";
import { vacuumFullStatement } from "../../src/server/ops/gdpr.server.ts";
import { runTool } from "./support/ops-tool.ts";
import { countRows, createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import {
  contactBody,
  kitBody,
  orderBody,
  submit,
  testClock,
  testConfig,
  whitepaperBody,
} from "./support/test-server.ts";

/*
 * Security review 3, L4: GDPR access and erasure find every stored spelling of one mailbox by the
 * recipient cap's own key (case, '+tag', Gmail's dots and googlemail.com), list the spellings they
 * found, and erase asks about them before it deletes anything.
 */

const LUCA = "luca.verdi@studio-verdi.it";
const LUCA_SPELLINGS = ["luca.verdi+sito@studio-verdi.it", "Luca.Verdi@Studio-Verdi.it"];
/** Other mailboxes: outside Gmail a dot makes another address. */
const NOT_LUCA = ["lucaverdi@studio-verdi.it", "luca.verdi2@studio-verdi.it"];
const MARIO = "mariorossi@googlemail.com";
const MARIO_SPELLINGS = ["m.ario.rossi+kit@googlemail.com", "mario.rossi@gmail.com", "MarioRossi@Gmail.com"];

interface AccessJson {
  address: string;
  variants: string[];
  requests: { form: string; id: string }[];
  mentionedIn: { form: string; id: string; fields: string[] }[];
  emails: unknown[];
  mailFiles: string[];
}

describe.each(testDialects())("GDPR access and erasure find every spelling of a mailbox on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const ids: Record<string, string> = {};
  const ops = (args: string[], answer = false) => runTool(testDb.env, args, { answer, clock });

  async function access(address: string): Promise<AccessJson> {
    const run = await ops(["access", address, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as AccessJson;
  }

  async function post(form: string, body: Record<string, unknown>): Promise<string> {
    const response = await submit(server.app, form, body);
    expect(response.statusCode, response.body).toBe(201);
    clock.advance(60_000);
    return response.json<{ id: string }>().id;
  }

  const mailDir = () => path.join(testDb.dataDir, MAIL_DIR);
  const mailFiles = () => (existsSync(mailDir()) ? readdirSync(mailDir()).filter((name) => name.endsWith(".eml")) : []);

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb), { clock });
    ids["lucaTagged"] = await post("contact", contactBody({ name: "Luca Verdi", email: LUCA_SPELLINGS[0] }));
    ids["lucaCapitals"] = await post(
      "whitepaper",
      whitepaperBody({ firstName: "Luca", lastName: "Verdi", email: LUCA_SPELLINGS[1] }),
    );
    // Somebody else's kit naming Luca as its DPO: Anna's request, not Luca's (security read 13, L2).
    ids["annaKit"] = await post("kit", kitBody({ email: "anna.neri@neri-esempio.it", rpd: LUCA_SPELLINGS[1] }));
    for (const [index, email] of NOT_LUCA.entries()) {
      ids[`notLuca${index}`] = await post("contact", contactBody({ name: "Altra Persona", email }));
    }
    ids["marioKit"] = await post("kit", kitBody({ email: MARIO_SPELLINGS[0] }));
    // Mario's address given as the PEC of somebody else's order: named there, not the sender.
    ids["marioOrder"] = await post("order", orderBody({ email: "ufficio@rossi-esempio.it", pec: MARIO_SPELLINGS[1] }));
    ids["marioWhitepaper"] = await post("whitepaper", whitepaperBody({ email: MARIO_SPELLINGS[2] }));
    ids["notMario"] = await post("whitepaper", whitepaperBody({ email: "mario.rossi@gmail.it" }));
    await server.worker.processDue();
    // A file whose outbox row is gone is found by a spelling in its headers.
    await server.database.db
      .deleteFrom("outbox")
      .where("request_id", "=", ids["lucaTagged"] ?? "")
      .execute();
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("access lists the requests of every spelling and the spellings it found", async () => {
    const data = await access(LUCA);
    expect(data.address).toBe(LUCA);
    expect(data.variants).toEqual([...LUCA_SPELLINGS].sort());
    expect(data.requests.map((request) => request.id).sort()).toEqual([ids["lucaTagged"], ids["lucaCapitals"]].sort());
    // The contact's notification (found by its Reply-To), the whitepaper's delivery and lead.
    expect(data.mailFiles).toHaveLength(3);
    // Anna's kit: which of its fields names Luca, not Anna's data.
    expect(data.mentionedIn).toMatchObject([{ form: "kit", id: ids["annaKit"], fields: ["Email dell'RPD"] }]);
    expect(JSON.stringify(data)).not.toContain("anna.neri");
  });

  it("access folds Gmail's dots and googlemail.com, in every address column", async () => {
    const data = await access(MARIO);
    expect(data.variants).toEqual([...MARIO_SPELLINGS].sort());
    expect(data.requests.map((request) => `${request.form} ${request.id}`).sort()).toEqual(
      [`kit ${ids["marioKit"]}`, `whitepaper ${ids["marioWhitepaper"]}`].sort(),
    );
    expect(data.mentionedIn).toMatchObject([{ form: "order", id: ids["marioOrder"], fields: ["PEC"] }]);
    expect((await access("mario.rossi@gmail.it")).requests.map((request) => request.id)).toEqual([ids["notMario"]]);
  });

  it("erase lists the spellings and deletes nothing without a yes", async () => {
    const files = mailFiles().length;
    const run = await ops(["erase", LUCA]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Per ${LUCA} sono state trovate queste varianti dello stesso indirizzo: ${[...LUCA_SPELLINGS].sort().join(", ")}.`,
    );
    expect(run.stderr).toContain(
      `Compare anche in una richiesta di altri (kit ${ids["annaKit"]}: rpd_email): lì l'indirizzo viene tolto e le richieste restano.`,
    );
    expect(run.stderr).toContain("Nessun dato cancellato.");
    expect(await countRows(server.database, "contact_requests")).toBe(3);
    expect(mailFiles()).toHaveLength(files);
  });

  it("erase, confirmed, deletes every spelling and nobody else's data", async () => {
    const files = mailFiles().length;
    const annaOutbox = () =>
      server.database.db
        .selectFrom("outbox")
        .select("id")
        .where("request_id", "=", ids["annaKit"] ?? "")
        .execute();
    const annaEmails = await annaOutbox();
    expect(annaEmails.length).toBeGreaterThan(0);
    const run = await ops(["erase", LUCA], true);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`richiesta contact ${ids["lucaTagged"]}`);
    expect(run.stdout).toContain(`richiesta whitepaper ${ids["lucaCapitals"]}`);
    expect(run.stdout).toContain(`tolto dalla richiesta kit ${ids["annaKit"]} (rpd_email)`);
    expect(run.stderr).toContain("le email già inviate per le richieste di altri");
    expect(mailFiles()).toHaveLength(files - 3);
    // Anna's kit stays, with its e-mails and files, without Luca's address.
    const anna = await server.database.db
      .selectFrom("kit_requests")
      .select(["email", "rpd_email"])
      .where("id", "=", ids["annaKit"] ?? "")
      .executeTakeFirst();
    expect(anna).toEqual({ email: "anna.neri@neri-esempio.it", rpd_email: null });
    expect(await annaOutbox()).toEqual(annaEmails);
    expect((await access("anna.neri@neri-esempio.it")).mailFiles.length).toBeGreaterThan(0);
    for (const name of mailFiles()) {
      expect(readFileSync(path.join(mailDir(), name), "utf8").toLowerCase()).not.toContain("luca.verdi@");
      expect(readFileSync(path.join(mailDir(), name), "utf8").toLowerCase()).not.toContain("luca.verdi+sito@");
    }
    expect(await access(LUCA)).toMatchObject({
      variants: [],
      requests: [],
      mentionedIn: [],
      emails: [],
      mailFiles: [],
    });
    for (const email of NOT_LUCA) expect((await access(email)).requests).toHaveLength(1);

    const gmail = await ops(["erase", "MarioRossi@gmail.com", "--yes", "--json"]);
    expect(gmail.code, gmail.stderr).toBe(0);
    const { erased, variants } = JSON.parse(gmail.stdout) as {
      erased: { requests: unknown[]; blanked: unknown[] };
      variants: string[];
    };
    expect(variants).toEqual([...MARIO_SPELLINGS].sort());
    expect(erased.requests).toHaveLength(2);
    expect(erased.blanked).toEqual([{ form: "order", id: ids["marioOrder"], columns: ["pec"] }]);
    const order = await server.database.db
      .selectFrom("order_requests")
      .select(["email", "pec"])
      .where("id", "=", ids["marioOrder"] ?? "")
      .executeTakeFirst();
    expect(order).toEqual({ email: "ufficio@rossi-esempio.it", pec: null });
    expect((await access("mario.rossi@gmail.it")).requests).toHaveLength(1);
  });
});

/*
 * Security review 3, L7: on PostgreSQL an erased row stays in the table's files until autovacuum;
 * the VACUUM FULL the guide gives left out kit_requests. The statement is built from the forms'
 * registry and the outbox, the guide quotes it, and `ops erase` prints it or runs it (--vacuum).
 */
describe("the VACUUM FULL after an erasure on PostgreSQL", () => {
  const statement = vacuumFullStatement(formTables(forms));

  it("covers every form's table and the outbox", () => {
    for (const form of forms) expect(statement).toContain(` ${form.table},`);
    expect(statement).toMatch(/^VACUUM FULL [a-z_]+(, [a-z_]+)*, outbox;$/);
    expect(statement).toContain("kit_requests");
  });

  it("is not copied into docs/production.md, which sends the operator to the printed one", () => {
    // A list of tables in the guide went stale when a form was added (kit_requests, then every
    // new form had to edit it): the guide names no table and points at what `ops erase` prints.
    const guide = readFileSync("docs/production.md", "utf8").replace(/\s+/g, " ");
    expect(guide).not.toMatch(/VACUUM FULL [a-z_]+_requests/);
    expect(guide).toContain("run the `VACUUM FULL` statement it prints");
  });
});

describe.runIf(testDialects().includes("postgres"))("npm run ops -- erase on PostgreSQL", () => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const statement = vacuumFullStatement(formTables(forms));

  const ops = (args: string[]) => runTool(testDb.env, args, { clock });

  const fileNodes = async () => {
    const { rows } = await sql<{ node: string }>`
      select ${sql.join(
        formTables(forms).map((form) => sql`pg_relation_filenode(${form.table})::text`),
        sql` || ',' || `,
      )} as node
    `.execute(server.database.db);
    return rows[0]?.node;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    server = await createServer(testConfig(testDb), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("prints the VACUUM FULL to run after an erasure", async () => {
    expect((await submit(server.app, "contact", contactBody({ email: "pg@studio-esempio.it" }))).statusCode).toBe(201);
    const before = await fileNodes();
    const run = await ops(["erase", "pg@studio-esempio.it", "--yes"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.replace(/\s+/g, " ")).toContain(statement);
    expect(run.stderr).toContain("--vacuum");
    expect(await fileNodes()).toBe(before);
  });

  it("runs it with --vacuum: every form's table is rewritten", async () => {
    expect((await submit(server.app, "kit", kitBody({ email: "pg2@studio-esempio.it" }))).statusCode).toBe(201);
    const before = await fileNodes();
    const run = await ops(["erase", "pg2@studio-esempio.it", "--yes", "--vacuum", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ vacuum: { statement, ran: true } });
    const after = await fileNodes();
    expect(after?.split(",").every((node, index) => node !== before?.split(",")[index])).toBe(true);
  });
});
