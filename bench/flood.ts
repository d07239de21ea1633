// A flood of invalid form posts from many client addresses (X-Forwarded-For, TRUST_PROXY=true)
// against the server in a process of its own, while a visitor loads the home page: the latency of
// GET / before and during the flood, the statuses the flood got, and what was stored and sent
// (nothing). Prints a summary line FLOOD_SUMMARY {json} for tests; writes bench/results/flood.md
// unless --short. SQLite in a temporary directory, or PostgreSQL when DATABASE_URL is set.
// Usage: npm run build && npm exec -- node bench/flood.ts [--seconds 15] [--connections 32] [--short]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db.server.ts";
import { countRows } from "../tests/integration/support/test-databases.ts";
import { MAIL_FROM, spawnServer } from "../tests/integration/support/server-process.ts";
import { startSmtpServer } from "../tests/integration/support/test-smtp.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    connections: { type: "string", default: "32" },
    short: { type: "boolean", default: false },
  },
});
const seconds = values.short ? 2 : Number(values.seconds);
const connections = values.short ? 8 : Number(values.connections);

const valid = {
  name: "Giulia Bianchi",
  email: "giulia.bianchi@azienda-esempio.it",
  message: "Buongiorno, vorrei un preventivo.",
  privacyAccepted: true,
  website: "",
};
/** Bodies a bot might send: broken JSON, wrong types, no consent, forged captchas and proofs of work. */
const invalidBodies = [
  "",
  "{",
  '{"name": "Giulia",}',
  "[]",
  JSON.stringify({ ...valid, email: "non-una-email" }),
  JSON.stringify({ ...valid, privacyAccepted: false, captchaToken: "x.y", captchaAnswer: 3 }),
  JSON.stringify({ ...valid, captchaToken: "eyJuIjoiYSJ9.Zm9yZ2Vk", captchaAnswer: 3 }),
  // A forged proof of work: base64 of {"algorithm":"SHA-256","number":1}, no signature.
  JSON.stringify({
    ...valid,
    captchaToken: "eyJuIjoiYSJ9.Zm9yZ2Vk",
    captchaAnswer: 3,
    pow: "eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwibnVtYmVyIjoxfQ==",
  }),
  JSON.stringify({ ...valid, name: ["Giulia"], captchaToken: "t", captchaAnswer: 1 }),
  JSON.stringify({ ...valid, admin: true, captchaToken: "t", captchaAnswer: 1 }),
  "x".repeat(20 * 1024),
];

function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `${octet()}.${octet()}.${octet()}.${octet()}`;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** GET / one after another until `until` resolves; latencies in ms, and any status but 200. */
async function probe(base: string, until: Promise<unknown>) {
  const latencies: number[] = [];
  const failures: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const start = performance.now();
    const response = await fetch(`${base}/`, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
    if (response.status !== 200) failures.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { latencies, failures };
}

async function flood(base: string, durationMs: number) {
  const statuses = new Map<number, number>();
  const deadline = Date.now() + durationMs;
  let sent = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      while (Date.now() < deadline) {
        const body = invalidBodies[sent % invalidBodies.length] ?? "";
        sent += 1;
        const response = await fetch(`${base}/api/${loop % 2 ? "contact" : "whitepaper"}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": randomAddress() },
          body,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { sent, statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "flood-"));
// SQLite in a temporary directory, or the PostgreSQL database DATABASE_URL names.
const databaseUrl = process.env["DATABASE_URL"];
const smtp = await startSmtpServer();
const server = await spawnServer({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SMTP_URL: smtp.url,
  MAIL_FROM,
  TRUST_PROXY: "true",
  LOG_LEVEL: "warn",
  OUTBOX_POLL_S: "0.5",
});
try {
  const baseline = await probe(server.base, new Promise((resolve) => setTimeout(resolve, seconds * 200)));
  const flooding = flood(server.base, seconds * 1000);
  const during = await probe(server.base, flooding);
  const { sent, statuses } = await flooding;
  // One poll of the outbox later: anything queued would have been sent by now.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const database = openDatabase({ databaseUrl, dataDir });
  const stored = {
    contact: await countRows(database, "contact_requests"),
    whitepaper: await countRows(database, "whitepaper_requests"),
    outbox: await countRows(database, "outbox"),
  };
  await database.close();
  const result = {
    seconds,
    connections,
    posts: sent,
    postsPerSecond: Math.round(sent / seconds),
    statuses,
    stored,
    emailsSent: smtp.received.length,
    homeFailures: [...baseline.failures, ...during.failures],
    homeBefore: summary(baseline.latencies),
    homeDuring: summary(during.latencies),
  };
  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, s: ReturnType<typeof summary>) =>
    `| ${label} | ${s.requests} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
  const table = [
    "| GET / | Requests | p50 ms | p95 ms | p99 ms | max ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    row("before the flood", result.homeBefore),
    row("during the flood", result.homeDuring),
  ];
  const facts = [
    `Flood: ${sent} invalid posts in ${seconds} s (${result.postsPerSecond}/s) from random addresses over ${connections} connections.`,
    `Statuses: ${JSON.stringify(statuses)}. Stored: ${JSON.stringify(stored)}. E-mails sent: ${result.emailsSent}. GET / other than 200: ${result.homeFailures.length}.`,
  ];
  console.log([...table, "", ...facts].join("\n"));
  console.log(`FLOOD_SUMMARY ${JSON.stringify(result)}`);
  if (!values.short) {
    const command = `npm exec -- node bench/flood.ts --seconds ${seconds} --connections ${connections}`;
    writeFileSync(
      path.resolve(import.meta.dirname, "results/flood.md"),
      [
        "# A flood of invalid posts: do the pages stay responsive?",
        "",
        `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores, Node ${process.version}, shared machine, load average ${os.loadavg()[0]?.toFixed(1)} at the end).`,
        "The server (scripts/serve.ts, SQLite, TRUST_PROXY=true) runs in its own process; the flood and the visitor's",
        "GET / (brotli, one after another, 20 ms apart) share the benchmark's process, so its own load is in the figures.",
        "",
        ...table,
        "",
        ...facts,
        "",
      ].join("\n"),
    );
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
