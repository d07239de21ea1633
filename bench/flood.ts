// A flood of refused posts (issue 25, M2): 500 client addresses (X-Forwarded-For, TRUST_PROXY=true,
// loopback only) each send 10 posts that the server refuses, half of them to the contact form
// (broken bodies) and half to the activation kit's page (answers that do not pass, Brotli
// accepted), at RATE_LIMIT_MAX=2 so most of them are over the limit: 400s first, then 429s. A
// visitor meanwhile loads the home page one request after another. Prints GET /'s latency when
// quiet and during the flood, the statuses, and what was stored and sent (nothing), and a line
// FLOOD_SUMMARY {json} for tests. A full run writes its section (--label) of bench/results/flood.md.
// SQLite in a temporary directory, or PostgreSQL when DATABASE_URL is set.
// The flood runs in a process of its own (this script with --flood-base), so the visitor's
// latency is the server's, not that of a client busy sending thousands of posts.
// Usage: npm run build && npm exec -- node bench/flood.ts [--addresses 500] [--per-address 10]
//          [--connections 32] [--rounds 3] [--label "after"] [--short]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db.server.ts";
import { countRows } from "../tests/integration/support/test-databases.ts";
import { MAIL_FROM, spawnServer } from "../tests/integration/support/server-process.ts";
import { startSmtpServer } from "../tests/integration/support/test-smtp.ts";
import { latencySummary, type LatencySummary, probeLatency, table, writeLabelledRun } from "./lib.ts";

const { values } = parseArgs({
  options: {
    addresses: { type: "string", default: "500" },
    "per-address": { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    label: { type: "string", default: "after" },
    rounds: { type: "string", default: "3" },
    short: { type: "boolean", default: false },
    offset: { type: "string", default: "0" },
    "flood-base": { type: "string" },
  },
});
const addresses = values.short ? 40 : Number(values.addresses);
const perAddress = values.short ? 4 : Number(values["per-address"]);
const connections = values.short ? 8 : Number(values.connections);
/**
 * Quiet, then flood, this many times on one server, each flood from addresses of its own: the
 * ratio is each round's, and the one reported is their median, because on a shared machine one
 * round's p99 is a handful of requests that another process can slow.
 */
const rounds = values.short ? 1 : Number(values.rounds);
/** GET / requests measured on the quiet server, about as many as during the flood. */
const QUIET_PROBES = values.short ? 20 : 200;
/** GET / requests before the quiet ones, not measured. */
const WARM_UP_PROBES = 20;

const valid = {
  name: "Giulia Bianchi",
  email: "giulia.bianchi@azienda-esempio.it",
  message: "Buongiorno, vorrei un preventivo.",
  privacyAccepted: true,
  website: "",
};
/** Bodies a bot might send: broken JSON, wrong types, no consent, forged captchas and proofs of work. */
const invalidBodies = [
  "{",
  "[]",
  JSON.stringify({ ...valid, email: "non-una-email" }),
  JSON.stringify({ ...valid, privacyAccepted: false, captchaToken: "x.y", captchaAnswer: 3 }),
  JSON.stringify({
    ...valid,
    captchaToken: "eyJuIjoiYSJ9.Zm9yZ2Vk",
    captchaAnswer: 3,
    pow: "eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwibnVtYmVyIjoxfQ==",
  }),
  JSON.stringify({ ...valid, admin: true, captchaToken: "t", captchaAnswer: 1 }),
];
/** The kit's form with answers that do not pass (no privacy address, a site that is no URL). */
const kitBody = new URLSearchParams({
  ente: "privato",
  lavoratori: "120",
  modello231: "no",
  settore: "no",
  denominazione: "Alfa Meccanica S.r.l.",
  sito: "non un sito",
  piattaforma: "https://segnalazioni.alfa.example.it",
  gestore: "Ufficio Compliance",
  sostituto: "Direttore HR",
  privacy: "",
  sindacati: "si",
}).toString();

/** Address n of the flood: one IPv4 address each, none sharing a network with another. */
const address = (n: number) => `198.18.${n >> 8}.${n & 255}`;
/** The first address of this flood: each round's addresses are new to the server. */
const offset = Number(values.offset);

async function flood(base: string) {
  // Round by round: every address sends its first post, then its second…, as many clients would.
  const jobs = Array.from({ length: addresses * perAddress }, (_, index) => ({
    client: index % addresses,
    round: Math.floor(index / addresses),
  }));
  const statuses = new Map<string, number>();
  const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const kit = job.round % 2 === 1;
        const response = await fetch(kit ? `${base}/kit-attivazione/documenti` : `${base}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": kit ? "application/x-www-form-urlencoded" : "application/json",
            "accept-encoding": "br",
            "x-forwarded-for": address(offset + job.client),
          },
          body: kit ? kitBody : (invalidBodies[(job.client + job.round) % invalidBodies.length] ?? "{"),
        });
        await response.arrayBuffer();
        count(`${kit ? "kit" : "api"} ${response.status}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { sent: jobs.length, seconds, statuses: Object.fromEntries([...statuses].sort()) };
}

type FloodResult = Awaited<ReturnType<typeof flood>>;

/** The flood in a child process: this script with --flood-base, its result on the last line. */
function floodApart(base: string, round: number): Promise<FloodResult> {
  const args = [import.meta.filename, "--flood-base", base, "--addresses", String(addresses)];
  args.push("--offset", String(round * addresses));
  args.push("--per-address", String(perAddress), "--connections", String(connections));
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split("\n").at(-1) ?? "null") as FloodResult)
        : reject(new Error(`flood: codice ${code}`)),
    ),
  );
}

if (values["flood-base"]) {
  console.log(JSON.stringify(await flood(values["flood-base"])));
  process.exit(0);
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
  RATE_LIMIT_MAX: "2",
  LOG_LEVEL: "warn",
  OUTBOX_POLL_S: "0.5",
});
try {
  // Unmeasured: the first requests read files and compile code, which a quiet p99 must not hold.
  await probeLatency(`${server.base}/`, WARM_UP_PROBES);
  const measured: { quiet: LatencySummary; during: LatencySummary; flood: FloodResult }[] = [];
  const failures: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const quiet = await probeLatency(`${server.base}/`, QUIET_PROBES);
    const flooding = floodApart(server.base, round);
    const during = await probeLatency(`${server.base}/`, flooding);
    failures.push(...quiet.failures, ...during.failures);
    measured.push({
      quiet: latencySummary(quiet.latencies),
      during: latencySummary(during.latencies),
      flood: await flooding,
    });
  }
  const sent = measured.reduce((sum, m) => sum + m.flood.sent, 0);
  const seconds = measured.reduce((sum, m) => sum + m.flood.seconds, 0);
  const statuses: Record<string, number> = {};
  for (const [label, n] of measured.flatMap((m) => Object.entries(m.flood.statuses))) {
    statuses[label] = (statuses[label] ?? 0) + n;
  }
  const ratios = measured.map((m) => m.during.p99 / m.quiet.p99);
  const medianRatio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? Number.NaN;
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
    rounds,
    addresses,
    perAddress,
    connections,
    posts: sent,
    seconds: Number(seconds.toFixed(1)),
    postsPerSecond: Math.round(sent / seconds),
    statuses: Object.fromEntries(
      Object.entries(statuses).reduce<[string, number][]>((all, [label, n]) => {
        const status = label.split(" ")[1] ?? "";
        const existing = all.find(([key]) => key === status);
        if (existing) existing[1] += n;
        else all.push([status, n]);
        return all;
      }, []),
    ),
    byRoute: statuses,
    stored,
    emailsSent: smtp.received.length,
    homeFailures: failures,
    homeDuring: { requests: measured.reduce((sum, m) => sum + m.during.requests, 0) },
    p99Ratios: ratios.map((ratio) => Number(ratio.toFixed(1))),
    p99Ratio: Number(medianRatio.toFixed(1)),
  };
  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, s: LatencySummary) => [label, s.requests, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
  const latencyTable = table(
    ["GET /", "Requests", "p50 ms", "p95 ms", "p99 ms", "max ms"],
    measured.flatMap((m, n) => [
      row(`${n + 1}: quiet`, m.quiet),
      row(`${n + 1}: during the flood (x${(m.during.p99 / m.quiet.p99).toFixed(1)})`, m.during),
    ]),
  );
  const facts = [
    `Flood: ${rounds} × ${sent / rounds} refused posts, each round from ${addresses} new addresses (${perAddress} each, ${connections} connections), in ${result.seconds} s in all (${result.postsPerSecond}/s).`,
    `Statuses: ${JSON.stringify(statuses)}. Stored: ${JSON.stringify(stored)}. E-mails sent: ${result.emailsSent}. GET / other than 200: ${result.homeFailures.length}.`,
    `GET / p99 during the flood / quiet p99, the median of the rounds: x${result.p99Ratio} (target: at most x3).`,
  ];
  console.log([latencyTable, "", ...facts].join("\n"));
  console.log(`FLOOD_SUMMARY ${JSON.stringify(result)}`);
  if (!values.short) {
    const command = `npm exec -- node bench/flood.ts --addresses ${addresses} --per-address ${perAddress} --connections ${connections} --rounds ${rounds} --label "${values.label}"`;
    const title = "A flood of refused posts: do the pages stay responsive? (issue 25, M2)";
    const setup = [
      "The server (scripts/serve.ts, SQLite, TRUST_PROXY=true, RATE_LIMIT_MAX=2) runs in its own process; the",
      "visitor's GET / (Brotli, one after another, 20 ms apart, after 20 unmeasured) is made from the benchmark's process, the flood from a",
      "third process: the three share the machine's cores. Half the posts go to /api/contact (broken bodies), half to",
      "/kit-attivazione/documenti (answers that do not pass). Node alone, without nginx's limit_req in front.",
    ];
    writeLabelledRun({ name: "flood.md", title, label: values.label, command, setup, table: latencyTable, facts });
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
