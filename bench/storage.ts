// The storage floor on SQLite (synchronous=FULL), in process, with no HTTP in the way: the minimal
// endpoint's one-row insert beside what an accepted contact request writes in its one transaction
// (captcha spend, the request, its e-mail's outbox row, the rate-limit count), through the same
// functions the API calls. It tells how much of the distance between POST /api/contact and
// POST /bench/minimal (bench/server.ts) the required writes alone account for.
// Usage: npm exec -- node bench/storage.ts [--short]
//   --short: a few hundred requests per side (the test suite runs this).
// Writes bench/results/storage.md on a full run.
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { forms } from "../src/app/forms.server.ts";
import { checkCaptcha, issueCaptcha } from "../src/server/captcha.server.ts";
import { openDatabase, SQLITE_FILE } from "../src/server/db.server.ts";
import { storeRequest } from "../src/server/form-definition.server.ts";
import { migrate } from "../src/server/migrations.server.ts";
import { clientKey, hitRateLimit } from "../src/server/rate-limit.server.ts";
import { deriveKeys } from "../src/server/secret.server.ts";
import { median, provenance, table, writeResult } from "./lib.ts";

const short = process.argv.includes("--short");
const REQUESTS = short ? 300 : 5000;
const ROUNDS = short ? 1 : 3;

const contactForm = forms.find((form) => form.name === "contact");
if (!contactForm) throw new Error("Il modulo di contatto non è tra i moduli del server");
const contact = contactForm;
const keys = deriveKeys("bench-storage-secret-bench-storage-secret");
const message = "Buongiorno, vorrei un preventivo per 120 dipendenti e sapere i tempi di attivazione.";

const dir = mkdtempSync(path.join(tmpdir(), "bench-storage-"));
const database = openDatabase({ databaseUrl: undefined, dataDir: dir });
await migrate(database);
await sql`create table bench_minimal (id text primary key, name text not null, email text not null, message text not null, created_at bigint not null)`.execute(
  database.db,
);

/** The minimal endpoint's write (bench/bench-server.ts): one row, one autocommit statement. */
async function minimalInsert(): Promise<void> {
  await sql`insert into bench_minimal (id, name, email, message, created_at) values (${randomUUID()}, ${"Giulia Bianchi"}, ${"giulia@azienda-esempio.it"}, ${message}, ${Date.now()})`.execute(
    database.db,
  );
}

interface Minted {
  body: ReturnType<(typeof contact)["schema"]["parse"]>;
  token: string;
  answer: number;
  key: string;
}

/** Requests as the API has them after parsing and validation, with their captcha solved. */
function mint(count: number): Minted[] {
  return Array.from({ length: count }, (_, index) => {
    const { a, b, token } = issueCaptcha(keys.captcha, Date.now());
    const body = contact.schema.parse({
      name: "Giulia Bianchi",
      email: `giulia.bianchi+${index}@azienda-esempio.it`,
      message,
      privacyAccepted: true,
      website: "",
      captchaToken: token,
      captchaAnswer: a + b,
    });
    const key = clientKey(keys.clientAddress, contact.name, `10.0.${(index >> 8) & 3}.${index & 255}`);
    return { body, token, answer: a + b, key };
  });
}

/** An accepted contact request's writes, as src/server/api.server.ts makes them: one transaction. */
function contactRequest(minted: Minted[]) {
  return async (index: number): Promise<void> => {
    const request = minted[index];
    if (!request) throw new Error(`richiesta ${index} non preparata`);
    const { body, token, answer, key } = request;
    const now = Date.now();
    await database.db.transaction().execute(async (trx) => {
      const captcha = await checkCaptcha(trx, keys.captcha, token, answer, now);
      if (!captcha.ok) throw new Error(`captcha: ${captcha.reason}`);
      const stored = await storeRequest(trx, contact, body, {
        now,
        maxAttempts: 8,
        dialect: "sqlite",
        recipientHashKey: keys.recipient,
      });
      if (!stored.ok) throw new Error("status" in stored ? JSON.stringify(stored.body) : stored.error);
      await hitRateLimit(trx, { key, max: 1_000_000, windowMs: 3_600_000, now });
    });
  };
}

/**
 * The same writes as plain SQL on the same connection, without Kysely: what SQLite itself costs.
 * (It mirrors the statements Kysely sends, each prepared once as the server's connection keeps
 * them; bench/results/storage.md compares the two.)
 */
function contactRequestPlain(sqlite: DatabaseSync) {
  const spend = sqlite.prepare("insert into captcha_spent (id, expires_at) values (?, ?) on conflict (id) do nothing");
  const request = sqlite.prepare(
    "insert into contact_requests (id, name, email, message, privacy_accepted_at, privacy_policy_version, created_at) values (?, ?, ?, ?, ?, ?, ?)",
  );
  const mail = sqlite.prepare(
    "insert into outbox (id, dedupe_key, template, request_id, status, attempts, max_attempts, run_at, claimed_until, claim_token, last_error, sent_at, created_at) values (?, ?, ?, ?, 'pending', 0, 8, ?, null, null, null, null, ?)",
  );
  const count = sqlite.prepare(
    "insert into rate_limits (key, count, reset_at) values (?, 1, ?) on conflict (key) do update set count = case when rate_limits.reset_at <= ? then 1 else rate_limits.count + 1 end, reset_at = case when rate_limits.reset_at <= ? then excluded.reset_at else rate_limits.reset_at end returning count, reset_at",
  );
  return (index: number): void => {
    const now = Date.now();
    const id = randomUUID();
    sqlite.exec("begin");
    try {
      spend.run(randomUUID(), now + 600_000);
      request.run(id, "Giulia Bianchi", `giulia.bianchi+${index}@azienda-esempio.it`, message, now, "bench", now);
      mail.run(randomUUID(), `contact-notification:${id}`, "contact-notification", id, now, now);
      count.all(`plain-${index & 1023}`, now + 3_600_000, now, now);
      sqlite.exec("commit");
    } catch (error) {
      sqlite.exec("rollback");
      throw error;
    }
  };
}

async function microsecondsEach(work: (index: number) => Promise<void> | void): Promise<number> {
  const start = process.hrtime.bigint();
  for (let index = 0; index < REQUESTS; index += 1) await work(index);
  return Number(process.hrtime.bigint() - start) / 1000 / REQUESTS;
}

const minimal: number[] = [];
const full: number[] = [];
const plain: number[] = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    minimal.push(await microsecondsEach(minimalInsert));
    full.push(await microsecondsEach(contactRequest(mint(REQUESTS))));
  }
} finally {
  await database.close();
}
// A second connection of its own once Kysely's is closed: the same file, the same pragmas.
const sqlite = new DatabaseSync(path.join(dir, SQLITE_FILE));
sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
try {
  for (let round = 0; round < ROUNDS; round += 1) plain.push(await microsecondsEach(contactRequestPlain(sqlite)));
} finally {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}

const minimalUs = median(minimal);
const fullUs = median(full);
const plainUs = median(plain);
const rows = [
  ["one-row insert (the minimal endpoint's)", minimalUs.toFixed(0), Math.round(1e6 / minimalUs), ""],
  [
    "contact request: captcha spend, request, outbox row, rate-limit count, one commit",
    fullUs.toFixed(0),
    Math.round(1e6 / fullUs),
    (minimalUs / fullUs).toFixed(2),
  ],
  [
    "the same writes as plain SQL, without Kysely",
    plainUs.toFixed(0),
    Math.round(1e6 / plainUs),
    (minimalUs / plainUs).toFixed(2),
  ],
];
const command = `npm exec -- node bench/storage.ts${short ? " --short" : ""}`;
const markdown = [
  "# Storage: the writes of an accepted request beside a one-row insert (SQLite)",
  "",
  provenance(command),
  "",
  `SQLite in WAL mode with synchronous=FULL, in this process, one request after another, ${REQUESTS} requests a side, median of ${ROUNDS} rounds. The first two lines go through Kysely, the second with the functions the API calls (captcha check, the contact form's store, the rate-limit count) on requests already parsed and validated; the third sends the same statements to node:sqlite directly. No HTTP, no JSON, no logging: what is left is the storage's own cost, the floor under POST /api/contact in bench/server.md.`,
  "",
  table(["Writes", "µs each", "per second", "Ratio to the insert"], rows),
  "",
].join("\n");
console.log(markdown);
if (!short) console.log(`Scritto ${writeResult("storage.md", markdown)}`);
