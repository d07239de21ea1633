import path from "node:path";
import type { FastifyInstance } from "fastify";
import { formApi, WORKLESS_PER_HOUR } from "../server/api.server.ts";
import { buildApp } from "../server/app.server.ts";
import { type Clock, systemClock } from "../server/clock.server.ts";
import { loadServerConfig, type ServerConfig } from "../server/start-config.server.ts";
import { openDatabase, SQLITE_FILE, type Database } from "../server/db.server.ts";
import type { FormModule } from "../server/form-definition.server.ts";
import { registerHealth } from "../server/health.server.ts";
import type { Logger } from "../server/logger.server.ts";
import { exposureWarning, warnForwardedWithoutProxy } from "../server/proxy-warning.server.ts";
import { type ComposeMail, createMailer, MAIL_DIR, mailContext, type Mailer } from "../server/mail.server.ts";
import { migrate } from "../server/migrations.server.ts";
import { createOutboxWorker, type OutboxWorker } from "../server/outbox.server.ts";
import { restrictDataDir, restrictUmask } from "../server/private-files.server.ts";
import { type PurgedForm, startPurgeScheduler } from "../server/purge.server.ts";
import {
  createRequestLimiter,
  orderPageRendersPerWindow,
  quoteRendersPerWindow,
  worklessBudgets,
} from "../server/rate-limit.server.ts";
import { deriveKeys, resolveServerSecret, type ServerKeys } from "../server/secret.server.ts";
import { createWorkBudget, type WorkBudget } from "../server/work-budget.server.ts";
import { CLIENT_RENDERS_PER_WINDOW } from "../server/on-demand-page.server.ts";
import { forms } from "./forms.server.ts";
import { kitRoute } from "../features/activation-kit/kit-route.server.ts";
import { registerQuoteDownload } from "../features/order/quote-download.server.ts";
import { demoRoutes } from "../features/demo/demo-routes.server.ts";
import { orderRoute } from "../features/order/order-route.server.ts";
import { contactPage } from "../features/contact/contact-route.server.ts";
import { whitepaperPage } from "../features/whitepaper/whitepaper-route.server.ts";
import { questionFormRoute } from "./question-form-route.server.ts";
import { CONFIRMATION_TTL_MS } from "../config/address-confirmation.ts";
import {
  confirmationRoute,
  consentRecordComposer,
  consentRecordTemplate,
} from "../server/address-confirmation.server.ts";
import { consentRecordEmail } from "../forms/emails/consent-record-email.ts";
import { renderConfirmationPage } from "../forms/confirmation-page.ts";

/*
 * The composition root: the server built from the forms of src/app/forms.server.ts. The
 * infrastructure below (src/server) gets the forms as arguments and never imports them.
 */

/** Every form's e-mail templates, by the name their outbox rows carry; a name is one form's only. */
export function mailTemplates(modules: readonly FormModule[] = forms): Readonly<Record<string, ComposeMail>> {
  const templates: Record<string, ComposeMail> = {};
  for (const form of modules) {
    const own = Object.entries(form.templates);
    // A form with the marketing box also records each confirmed consent for the operator.
    if (form.confirmation?.marketing) {
      own.push([consentRecordTemplate(form.name), consentRecordComposer(form, consentRecordEmail)]);
    }
    for (const [name, compose] of own) {
      if (name in templates) throw new Error(`Modello di email «${name}» definito da più moduli`);
      templates[name] = compose;
    }
  }
  return templates;
}

/** What the purge deletes, and after how many days: each form's table and retention. */
export function purgedForms(config: ServerConfig, modules: readonly FormModule[] = forms): PurgedForm[] {
  return modules.map((form) => ({
    name: form.name,
    table: form.table,
    retentionDays: form.retentionDays(config),
    ...(form.confirmation?.purgeUnconfirmed ? { unconfirmedAfterMs: CONFIRMATION_TTL_MS } : {}),
    // A request stored past the mailbox's cap got no link to confirm: the operator answers it by hand.
    ...(form.confirmation?.purgeUnconfirmed && form.whenMailboxCapped
      ? { unconfirmedKeptIf: "mailbox_capped_at" }
      : {}),
    ...(form.keptAfter === undefined ? {} : { keptAfter: form.keptAfter }),
  }));
}

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

/** The keys derived from SERVER_SECRET, or from the secret kept in the database. */
export async function serverKeys(config: ServerConfig, database: Database): Promise<ServerKeys> {
  return deriveKeys(await resolveServerSecret(database, config.SERVER_SECRET));
}

export function createWorker(
  config: ServerConfig,
  database: Database,
  mailer: Mailer,
  log: Logger,
  clock: Clock,
  keys: ServerKeys,
  budget?: WorkBudget,
): OutboxWorker {
  return createOutboxWorker({
    ...(budget ? { budget } : {}),
    database,
    mailer,
    templates: mailTemplates(),
    context: mailContext(config, keys),
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
  /** The forms it runs; src/app/forms.server.ts unless a test brings its own. */
  forms?: readonly FormModule[];
  logStream?: { write(line: string): void };
}

/**
 * The whole server without listening: static site, form API, outbox worker and purge, all
 * stopped by app.close(). Tests use it with their own clock and log stream.
 */
export async function createServer(
  config: ServerConfig,
  { clock = systemClock, logStream, forms: modules = forms }: ServerOptions = {},
): Promise<ServerParts> {
  const database = await openMigratedDatabase(config);
  try {
    const keys = await serverKeys(config, database);
    let worker: OutboxWorker | null = null;
    // One in-memory rate-limit gate and one budget for expensive work per process (issue 25).
    const limiter = createRequestLimiter({
      key: keys.clientAddress,
      max: config.RATE_LIMIT_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
      clock,
    });
    const budget = createWorkBudget();
    const registerKit = kitRoute({
      config,
      database,
      keys,
      clock,
      limiter,
      budget,
      facts: (now) => ({
        operator: config.site.operator,
        siteUrl: config.site.siteUrl,
        operatorFacts: config.operatorFacts,
        draftedOn: new Date(now),
      }),
    });
    const registerConfirmation = confirmationRoute({
      forms: modules,
      database,
      config,
      keys,
      clock,
      renderPage: renderConfirmationPage,
      onCommitted: () => worker?.nudge(),
      limiter,
    });
    // One budget of work-less submissions per form, for the API that takes a place and the demo's cancel that gives it back.
    const worklessBudget = worklessBudgets(config.RATE_LIMIT_MAX, WORKLESS_PER_HOUR);
    const registerDemo = demoRoutes({
      database,
      config,
      keys,
      clock,
      limiter,
      worklessBudget,
      onCommitted: () => worker?.nudge(),
    });
    const registerOrder = orderRoute({
      config,
      database,
      key: keys.quote,
      clock,
      limiter: createRequestLimiter({
        key: keys.clientAddress,
        max: orderPageRendersPerWindow(config.RATE_LIMIT_MAX),
        windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
        clock,
      }),
    });
    // The spec forms sent without JavaScript (docs/decisions/0045, 0046).
    const questionPages = [contactPage, whitepaperPage].map((page) => questionFormRoute(page, { config, keys, clock }));
    const app = await buildApp({
      config,
      clock,
      renderLimiter: createRequestLimiter({
        key: keys.clientAddress,
        max: CLIENT_RENDERS_PER_WINDOW,
        windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
        clock,
      }),
      registerApi: async (api) => {
        const onCommitted = () => worker?.nudge();
        await formApi({ forms: modules, database, config, keys, clock, limiter, worklessBudget, onCommitted })(api);
        registerQuoteDownload(api, {
          database,
          config,
          key: keys.quote,
          clock,
          budget,
          limiter: createRequestLimiter({
            key: keys.clientAddress,
            max: quoteRendersPerWindow(config.RATE_LIMIT_MAX),
            windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
            clock,
          }),
        });
      },
      // Each in a scope of its own: each sets its own body parsers.
      registerPages: async (pages, site) => {
        await pages.register(async (scope) => registerKit(scope, site));
        await pages.register((scope, _options, done) => {
          registerConfirmation(scope, site);
          done();
        });
        await pages.register((scope, _options, done) => {
          registerDemo(scope, site);
          done();
        });
        await pages.register(async (scope) => registerOrder(scope, site));
        for (const register of questionPages) await pages.register(async (scope) => register(scope, site));
      },
      ...(logStream ? { logStream } : {}),
    });
    registerHealth(app, { database, clock, config });
    warnForwardedWithoutProxy(app, config.trustedProxies);
    const exposed = exposureWarning(config);
    if (exposed) app.log.warn(exposed);
    const mailer = createMailer(config, app.log);
    worker = createWorker(config, database, mailer, app.log, clock, keys, budget);
    const purge = startPurgeScheduler({
      database,
      retentionDays: config.site.retentionDays,
      forms: purgedForms(config, modules),
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
 * Runs close(); true when it finished within timeoutMs, false when the time ran out first. A
 * stopping process gives its in-flight requests and the e-mail being sent SHUTDOWN_TIMEOUT_S
 * (8 s by default, before Docker's kill at 10 s), then exits even if a send hangs.
 */
export async function closeWithin(close: () => Promise<void>, timeoutMs: number): Promise<boolean> {
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
    const clean = await closeWithin(() => app.close(), config.SHUTDOWN_TIMEOUT_S * 1000);
    // A send that hangs keeps its lease: the row goes out again once the lease ends.
    if (!clean) app.log.warn("Arresto forzato: un invio non è terminato in tempo");
    process.exit(clean ? 0 : 1);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
  worker.start();
}
