// One web server and one SMTP server for the whole Playwright run, shared by every worker and
// project. Both listen on ports the system picks (E2E_PORT still fixes the web server's, if set),
// so neither a second worker nor another checkout's run can collide with them. Each message the
// SMTP server accepts is written to a folder the tests read (inbox() in fixtures.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { SAMPLE_FACTS_FILE } from "../../src/config/fixtures/sample-facts.ts";
import { ownedTempDir, removeOwnedTempDirs } from "../support/owned-temp.ts";
import { spawnListening } from "../support/spawn-listening.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const E2E_TEMP_PREFIX = "e2e-data-";

async function startInbox(directory: string): Promise<{ url: string; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const name = path.join(directory, String(count).padStart(6, "0"));
        const envelope = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        writeFileSync(`${name}.eml`, Buffer.concat(chunks));
        // Written last: a reader sees a message only once it is complete.
        writeFileSync(`${name}.json`, JSON.stringify(envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // What a killed run left behind: SQLite databases holding test personal data.
  removeOwnedTempDirs(E2E_TEMP_PREFIX);
  const dataDir = ownedTempDir(E2E_TEMP_PREFIX);
  const mailDir = path.join(dataDir, "inbox");
  mkdirSync(mailDir);
  const smtp = await startInbox(mailDir);
  const server = spawnListening("scripts/serve.ts", {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: process.env["E2E_PORT"] ?? "0",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, "server"),
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Whistleblowing Facile <noreply@example.com>",
      RATE_LIMIT_MAX: "1000",
      // The browser solves every proof of work as a visitor's does, with the least work the
      // configuration allows: every e2e submission comes from one loopback client, whose raised
      // challenges (src/server/pow.server.ts) cost the run's two cores minutes of hashing.
      // The default's figures are measured in bench/ and tested in the integration suite.
      POW_MAX_NUMBER: "1000",
      OUTBOX_POLL_S: "1",
      OUTBOX_RETRY_BASE_S: "1",
      // The demo's hours (tests/e2e/demo.spec.ts): without a facts file /demo takes no bookings.
      OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE,
    },
  });
  const { child, port } = await server.catch(async (error: unknown) => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // Read by playwright.config.ts in every worker, and by inbox().
  process.env["E2E_BASE_URL"] = `http://127.0.0.1:${port}`;
  process.env["E2E_MAIL_DIR"] = mailDir;
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
