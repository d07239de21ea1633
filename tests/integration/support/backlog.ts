import { randomUUID } from "node:crypto";
import { CONTACT_NOTIFICATION } from "../../../src/features/contact/contact.server.ts";
import { PRIVACY_POLICY_VERSION } from "../../../src/config/privacy-policy-version.ts";
import type { Database, OutboxStatus } from "../../../src/server/db.server.ts";
import { enqueueMails } from "../../../src/server/outbox.server.ts";

/** Stores `count` contact requests and queues their e-mails in one go: a backlog for the worker. */
export async function queueBacklog(database: Database, count: number, now = Date.now()): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 200) {
      const chunk = ids.slice(start, start + 200);
      await trx
        .insertInto("contact_requests")
        .values(
          chunk.map((id, index) => ({
            id,
            name: `Persona ${start + index}`,
            email: `persona${start + index}@azienda-esempio.it`,
            message: "Vorrei un preventivo per la mia azienda.",
            privacy_accepted_at: now,
            privacy_policy_version: PRIVACY_POLICY_VERSION,
            created_at: now,
          })),
        )
        .execute();
      await enqueueMails(
        trx,
        chunk.map((requestId) => ({ template: CONTACT_NOTIFICATION, requestId })),
        { now, maxAttempts: 20 },
      );
    }
  });
  return ids;
}

/** How many outbox rows are in each state, and how many are still claimed by some worker. */
export async function outboxState(
  database: Database,
): Promise<Record<OutboxStatus, number> & { claimed: number; total: number }> {
  const rows = await database.db.selectFrom("outbox").select(["status", "claim_token"]).execute();
  const count = (status: OutboxStatus) => rows.filter((row) => row.status === status).length;
  return {
    pending: count("pending"),
    sent: count("sent"),
    dead: count("dead"),
    claimed: rows.filter((row) => row.status === "pending" && row.claim_token !== null).length,
    total: rows.length,
  };
}
