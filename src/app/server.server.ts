import path from "node:path";
import type { FastifyInstance } from "fastify";
import { mailTemplates } from "../app/forms.server.ts";
import { formApi } from "./api.server.ts";
import { buildApp } from "./app.server.ts";
import { type Clock, systemClock } from "./clock.server.ts";
import { loadServerConfig, type ServerConfig } from "./config.server.ts";
import { openDatabase, SQLITE_FILE, type Database } from "./db.server.ts";
import { registerHealth } from "./health.server.ts";
import type { Logger } from "./logger.server.ts";
import { createMailer, MAIL_DIR, mailContext, type Mailer } from "./mail.server.ts";
import { migrate } from "./migrations.server.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox.server.ts";
import { restrictDataDir, restrictUmask } from "./private-files.server.ts";
import { startPurgeScheduler } from "./purge.server.ts";
import { deriveKeys, resolveServerSecret } from "./secret.server.ts";

export { mailTemplates };

/** Opens the database (SQLite under DATA_DIR, or PostgreSQL) and brings its schema up to date. */
export async function openMigratedDatabase(config: ServerConfig): Promise<Database> {
  restrictDataDir(config.dataDir, { sqliteFile: SQLITE_FILE, mailDir: MAIL_DIR });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export function createWorker(
  config: ServerConfig,
  database: Database,
  mailer: Mailer,
  log: Logger,
  clock: Clock,
): OutboxWorker {
  return createOutboxWorker({
    database,
    mailer,
    templates: mailTemplates,
    context: mailContext(config),
    log,
    clock,
    leaseMs: config.OUTBOX_LEASE_S * 1000,
    retryBaseMs: config.OUTBOX_RETRY_BASE_S * 1000,
    pollMs: config.OUTBOX_POLL_S * 1000,
  });
}

export interface ServerParts {
  app: FastifyInstance;
  database: Database;
  worker: OutboxWorker;
}

export interface ServerOptions {
  clock?: Clock;
  logStream?: { write(line: string): void };
}

/**
 * The whole server without listening: static site, form API, outbox worker and purge, all
 * stopped by app.close(). Tests use it with their own clock and log stream.
 */
export async function createServer(
  config: ServerConfig,
  { clock = systemClock, logStream }: ServerOptions = {},
): Promise<ServerParts> {
  const database = await openMigratedDatabase(config);
  try {
    const keys = deriveKeys(await resolveServerSecret(database, config.SERVER_SECRET));
    let worker: OutboxWorker | null = null;
    const app = await buildApp({
      config,
      registerApi: formApi({ database, config, keys, clock, onCommitted: () => worker?.nudge() }),
      ...(logStream ? { logStream } : {}),
    });
    registerHealth(app, { database, clock });
    const mailer = createMailer(config, app.log);
    worker = createWorker(config, database, mailer, app.log, clock);
    const purge = startPurgeScheduler({
      database,
      retentionDays: config.site.retentionDays,
      orderRetentionDays: config.site.order.retentionDays,
      mailDir: path.join(config.dataDir, MAIL_DIR),
      log: app.log,
      clock,
    });
    const started = worker;
    // Before the server waits for in-flight requests: a backlog cannot hold the shutdown up.
    app.addHook("preClose", async () => started.stop());
    app.addHook("onClose", async () => {
      await started.stop();
      await purge.stop();
      mailer.close();
      await database.close();
    });
    return { app, database, worker: started };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * How long a stopping process may take: in-flight requests and the e-mail being sent finish, then
 * it exits even if a send hangs, before a process manager's kill (Docker waits 10 s).
 */
export const SHUTDOWN_TIMEOUT_MS = 8000;

/** Runs close(); true when it finished within timeoutMs, false when the time ran out first. */
export async function closeWithin(close: () => Promise<void>, timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([close().then(() => true as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the whole server: static site and form API on PORT and HOST, outbox and purge alongside. */
export async function main(env: Record<string, string | undefined> = process.env): Promise<void> {
  restrictUmask();
  const config = loadServerConfig(env);
  const { app, worker } = await createServer(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: arresto del server`);
    const clean = await closeWithin(() => app.close());
    // A send that hangs keeps its lease: the row goes out again once the lease ends.
    if (!clean) app.log.warn("Arresto forzato: un invio non è terminato in tempo");
    process.exit(clean ? 0 : 1);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
  worker.start();
}
