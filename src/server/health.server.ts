import type { FastifyInstance } from "fastify";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { trustedPeer } from "./client-address.server.ts";
import type { Clock } from "./clock.server.ts";
import type { Database } from "./db.server.ts";
import type { ServerConfig } from "./start-config.server.ts";

/*
 * GET /healthz for a load balancer or a monitor: are leads flowing? 200 'ok'; 200 'degraded'
 * while an e-mail is dead or the oldest pending one has waited over an hour (the server works,
 * the operator must look); 503 when the database does not answer. Counts only: no address, no
 * error text. Never rate-limited, and logged only when something goes wrong. It answers only this
 * machine and the proxies of TRUST_PROXY (nginx answers its own monitors), by the socket's address:
 * anyone else gets 403, because the counts tell when mail delivery is broken (review 3, I4).
 */

export const STALE_PENDING_S = 60 * 60;
const FORBIDDEN = "Il controllo di salute risponde solo a questa macchina e al proxy.";
const DATABASE_TIMEOUT_MS = 3000;

export interface OutboxHealth {
  pending: number;
  dead: number;
  /** Seconds the oldest pending e-mail has waited since its request; 0 when none waits. */
  oldestPendingS: number;
}

export type Health =
  | { status: "ok"; outbox: OutboxHealth }
  | { status: "degraded"; reasons: string[]; outbox: OutboxHealth }
  | { status: "unavailable"; reasons: string[] };

export async function outboxHealth(database: Database, now: number): Promise<OutboxHealth> {
  const rows = await database.db
    .selectFrom("outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count"), eb.fn.min<number>("created_at").as("oldest")])
    .where("status", "in", ["pending", "dead"])
    .groupBy("status")
    .execute();
  const pending = rows.find((row) => row.status === "pending");
  const dead = rows.find((row) => row.status === "dead");
  const oldest = pending?.oldest === null || pending?.oldest === undefined ? null : Number(pending.oldest);
  return {
    pending: Number(pending?.count ?? 0),
    dead: Number(dead?.count ?? 0),
    oldestPendingS: oldest === null ? 0 : Math.max(0, Math.floor((now - oldest) / 1000)),
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A public site that writes its e-mails to files (MAIL_TO_FILES=true) sends nothing (review 3, I2). */
export const MAIL_TO_FILES_REASON =
  "Le e-mail non partono: manca SMTP_URL e vengono solo scritte come file in DATA_DIR/mail";

export async function checkHealth(
  database: Database,
  now: number,
  { mailOnlyToFiles = false, timeoutMs = DATABASE_TIMEOUT_MS }: { mailOnlyToFiles?: boolean; timeoutMs?: number } = {},
): Promise<Health> {
  let outbox: OutboxHealth;
  try {
    outbox = await withTimeout(outboxHealth(database, now), timeoutMs);
  } catch {
    return { status: "unavailable", reasons: ["Il database non risponde"] };
  }
  const reasons: string[] = mailOnlyToFiles ? [MAIL_TO_FILES_REASON] : [];
  if (outbox.dead > 0)
    reasons.push(
      outbox.dead === 1
        ? "1 e-mail non consegnata dopo tutti i tentativi"
        : `${outbox.dead} e-mail non consegnate dopo tutti i tentativi`,
    );
  if (outbox.oldestPendingS > STALE_PENDING_S) reasons.push("Un'e-mail attende l'invio da più di un'ora");
  return reasons.length > 0 ? { status: "degraded", reasons, outbox } : { status: "ok", outbox };
}

export function registerHealth(
  app: FastifyInstance,
  { database, clock, config }: { database: Database; clock: Clock; config: ServerConfig },
): void {
  const mailOnlyToFiles = config.mailToFiles && !isLoopbackUrl(config.site.siteUrl);
  const mayRead = trustedPeer(config.trustedProxies);
  app.get("/healthz", { logLevel: "warn" }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!mayRead(request.socket.remoteAddress)) return reply.code(403).send({ error: FORBIDDEN });
    const health = await checkHealth(database, clock(), { mailOnlyToFiles });
    if (health.status === "unavailable") request.log.error("Controllo di salute: il database non risponde");
    return reply.code(health.status === "unavailable" ? 503 : 200).send(health);
  });
}
