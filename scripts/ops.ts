// npm run ops -- <command>: the operator's tool (requests, export, outbox, GDPR access and erasure).
// Same environment as the server; `npm run ops -- help` lists the commands.
import { createInterface } from "node:readline/promises";
import { runOps } from "../src/app/ops.server.ts";
import { restrictUmask } from "../src/server/private-files.server.ts";

// Backups, a new database, anything the tool writes: readable by the service user only.
restrictUmask();

async function confirm(question: string): Promise<boolean> {
  const reader = createInterface({ input: process.stdin, output: process.stderr });
  try {
    // stdin closed without an answer (a script, no terminal) counts as no.
    const answer = await Promise.race([
      reader.question(question),
      new Promise<string>((resolve) => reader.once("close", () => resolve(""))),
    ]);
    return /^(s|si|sì|y|yes)$/i.test(answer.trim());
  } finally {
    reader.close();
  }
}

process.exitCode = await runOps(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  confirm,
  env: process.env,
});
