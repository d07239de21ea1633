// Sends queued e-mails without serving the site: alongside servers that share one PostgreSQL, or
// from cron with --once (send what is due, then exit).
// Usage: npm exec -- node scripts/outbox-worker.ts [--once]   (same environment as the server)
import { systemClock } from "../src/server/clock.server.ts";
import { loadServerConfig } from "../src/server/start-config.server.ts";
import { consoleLogger } from "../src/server/logger.server.ts";
import { createMailer } from "../src/server/mail.server.ts";
import { closeWithin, createWorker, openMigratedDatabase, serverKeys } from "../src/app/server.server.ts";
import { restrictUmask } from "../src/server/private-files.server.ts";

restrictUmask(); // the .eml files and the SQLite files it creates hold personal data
try {
  const config = loadServerConfig(process.env);
  const database = await openMigratedDatabase(config);
  const mailer = createMailer(config, consoleLogger);
  const worker = createWorker(config, database, mailer, consoleLogger, systemClock, await serverKeys(config, database));
  const finish = async () => {
    await worker.stop();
    mailer.close();
    await database.close();
  };
  if (process.argv.includes("--once")) {
    const result = await worker.processDue();
    consoleLogger.info({ ...result }, "Outbox elaborata");
    await finish();
  } else {
    const stop = (signal: string) => {
      consoleLogger.info({ signal }, "Arresto del worker dell'outbox");
      void closeWithin(finish, config.SHUTDOWN_TIMEOUT_S * 1000).then((clean) => process.exit(clean ? 0 : 1));
    };
    process.once("SIGTERM", () => stop("SIGTERM"));
    process.once("SIGINT", () => stop("SIGINT"));
    worker.start();
    consoleLogger.info({ pollS: config.OUTBOX_POLL_S }, "Worker dell'outbox avviato");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
