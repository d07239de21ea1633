// One client drafting kits (issue 25, M3): a holder of one IPv6 /48 posts valid answers to
// /kit-attivazione/documenti from a different /64 of it each time (X-Forwarded-For, TRUST_PROXY=true,
// loopback only), over a few connections, while a visitor asks GET /api/captcha one request after
// another. Prints how many kits per second the client got and the captcha's latency when quiet
// and during; a full run writes its section (--label) of bench/results/kit-flood.md.
// Usage: npm run build && npm exec -- node bench/kit-flood.ts [--seconds 8] [--connections 4]
//          [--label "after"] [--short]
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { spawnServer } from "../tests/integration/support/server-process.ts";
import { latencySummary, type LatencySummary, probeLatency, table, writeLabelledRun } from "./lib.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "4" },
    label: { type: "string", default: "after" },
    short: { type: "boolean", default: false },
  },
});
const seconds = values.short ? 2 : Number(values.seconds);
const connections = Number(values.connections);
const QUIET_PROBES = values.short ? 10 : 60;

const answers = new URLSearchParams({
  ente: "privato",
  lavoratori: "60",
  modello231: "no",
  settore: "no",
  controllo: "no",
  denominazione: "Alfa Meccanica S.r.l.",
  sito: "https://www.alfa.example.it",
  piattaforma: "https://segnalazioni.alfa.example.it",
  gestore: "Ufficio Compliance",
  sostituto: "Direttore HR",
  privacy: "privacy@alfa.example.it",
  rpd: "",
  sindacati: "si",
  odv: "",
}).toString();

async function draftKits(base: string) {
  const statuses = new Map<number, number>();
  const deadline = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        n += 1;
        // A new /64 of the same /48 each time, in the next of its 256 /56s (the /56 has a budget
        // of its own): 2001:db8:4a7:<n mod 256><n div 256 mod 256>::1.
        const response = await fetch(`${base}/kit-attivazione/documenti`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": `2001:db8:4a7:${(((n % 256) << 8) | ((n >> 8) % 256)).toString(16)}::1`,
          },
          body: answers,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "kit-flood-"));
const server = await spawnServer({ DATA_DIR: dataDir, TRUST_PROXY: "true", LOG_LEVEL: "warn" });
try {
  const captcha = `${server.base}/api/captcha`;
  const quiet = latencySummary((await probeLatency(captcha, QUIET_PROBES)).latencies);
  const drafting = draftKits(server.base);
  const during = latencySummary((await probeLatency(captcha, drafting)).latencies);
  const statuses = await drafting;
  const kits = statuses[200] ?? 0;
  const result = {
    seconds,
    connections,
    statuses,
    kitsPerSecond: Number((kits / seconds).toFixed(1)),
    captchaQuiet: quiet,
    captchaDuring: during,
  };
  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, s: LatencySummary) => [label, s.requests, ms(s.p50), ms(s.p95), ms(s.max)];
  const latencyTable = table(
    ["GET /api/captcha", "Requests", "p50 ms", "p95 ms", "max ms"],
    [row("quiet", quiet), row("while one /48 drafts kits", during)],
  );
  const facts = [
    `Kits drafted for one /48 (a new /64 each post, ${connections} connections, ${seconds} s): ${kits}, ${result.kitsPerSecond} kits/s.`,
    `Statuses: ${JSON.stringify(statuses)}.`,
  ];
  console.log([latencyTable, "", ...facts].join("\n"));
  console.log(`KIT_FLOOD_SUMMARY ${JSON.stringify(result)}`);
  if (!values.short) {
    const command = `npm exec -- node bench/kit-flood.ts --seconds ${seconds} --connections ${connections} --label "${values.label}"`;
    const title = "One client drafting kits: what is left for the captcha? (issue 25, M3)";
    const setup = [
      "The server (scripts/serve.ts, SQLite, TRUST_PROXY=true, default limits) runs in its own process; the kit posts",
      "and the captcha probe (one request after another, 20 ms apart) share the benchmark's process.",
    ];
    writeLabelledRun({ name: "kit-flood.md", title, label: values.label, command, setup, table: latencyTable, facts });
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
