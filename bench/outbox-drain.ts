// How fast the outbox drains a backlog over SMTP: a connection per e-mail (the old transport)
// against the pooled transport the server uses. SQLite in a temporary directory, the in-process
// SMTP server of the tests, with a delay before each greeting standing for a real relay's TLS
// handshake and login. Writes bench/results/outbox-drain.md unless --short.
// Usage: npm run build && npm exec -- node bench/outbox-drain.ts [--count 1000] [--connect-delay-ms 20] [--short]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { systemClock } from "../src/server/clock.server.ts";
import { loadServerConfig } from "../src/server/start-config.server.ts";
import type { Logger } from "../src/server/logger.server.ts";
import { createMailer } from "../src/server/mail.server.ts";
import { createWorker, openMigratedDatabase, serverKeys } from "../src/app/server.server.ts";
import { queueBacklog } from "../tests/integration/support/backlog.ts";
import { startSmtpServer } from "../tests/integration/support/test-smtp.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000" },
    "connect-delay-ms": { type: "string", default: "20" },
    short: { type: "boolean", default: false },
  },
});
const count = values.short ? 30 : Number(values.count);
const connectDelayMs = Number(values["connect-delay-ms"]);
const silent: Logger = { info() {}, warn() {}, error() {} };

async function drain(pool: boolean): Promise<{ seconds: number; perSecond: number; connections: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "outbox-drain-"));
  const smtp = await startSmtpServer(0, { connectDelayMs });
  const config = loadServerConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Whistleblowing Facile <noreply@whistleblowing-esempio.it>",
    LOG_LEVEL: "silent",
  });
  const database = await openMigratedDatabase(config);
  const mailer = createMailer(config, silent, { pool });
  try {
    await queueBacklog(database, count);
    const worker = createWorker(config, database, mailer, silent, systemClock, await serverKeys(config, database));
    const start = performance.now();
    const result = await worker.processDue();
    const seconds = (performance.now() - start) / 1000;
    if (result.sent !== count || smtp.received.length !== count) {
      throw new Error(`inviate ${result.sent}, ricevute ${smtp.received.length}, attese ${count}`);
    }
    return { seconds, perSecond: count / seconds, connections: smtp.connections };
  } finally {
    mailer.close();
    await database.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const before = await drain(false);
const after = await drain(true);
const row = (label: string, run: typeof before) =>
  `| ${label} | ${count} | ${run.connections} | ${run.seconds.toFixed(2)} | ${run.perSecond.toFixed(0)} |`;
const table = [
  "| Transport | E-mails | SMTP connections | Seconds | E-mails/s |",
  "| --- | ---: | ---: | ---: | ---: |",
  row("one connection per e-mail (before)", before),
  row("pooled (after)", after),
];
console.log(table.join("\n"));
console.log(`pool: ${(after.perSecond / before.perSecond).toFixed(1)}× più veloce`);

if (!values.short) {
  const command = `npm exec -- node bench/outbox-drain.ts --count ${count} --connect-delay-ms ${connectDelayMs}`;
  writeFileSync(
    path.resolve(import.meta.dirname, "results/outbox-drain.md"),
    [
      "# Outbox drain rate: a connection per e-mail against a pooled connection",
      "",
      `Command: \`${command}\` (${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores, Node ${process.version}, shared machine, load average ${os.loadavg()[0]?.toFixed(1)} at the end).`,
      `A backlog of ${count} contact e-mails on SQLite, sent by one worker to the in-process SMTP server of the tests,`,
      `which waits ${connectDelayMs} ms before greeting each connection (a real relay's TLS handshake and login cost about that or more).`,
      "The pool (nodemailer `pool: true`, `maxMessages: 100`) renews its connection every 100 e-mails.",
      "",
      ...table,
      "",
      `Ratio: ${(after.perSecond / before.perSecond).toFixed(1)}×. Figures from a shared 2-core machine: compare the ratio, not the absolute rates.`,
      "",
    ].join("\n"),
  );
}
