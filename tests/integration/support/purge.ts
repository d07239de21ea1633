import { purgedForms } from "../../../src/app/server.server.ts";
import { loadServerConfig } from "../../../src/server/start-config.server.ts";
import type { Database } from "../../../src/server/db.server.ts";
import { purgeExpired as purge } from "../../../src/server/purge.server.ts";

/**
 * The purge over the server's forms, with RETENTION_DAYS and ORDER_RETENTION_DAYS set as given:
 * what was deleted, each form's requests counted as `<form>Requests` beside outbox and mailFiles.
 */
export async function purgeExpired(
  database: Database,
  {
    now,
    retentionDays,
    orderRetentionDays = retentionDays,
    mailDir,
  }: { now: number; retentionDays: number; orderRetentionDays?: number; mailDir: string | null },
): Promise<Record<string, number>> {
  const config = loadServerConfig({
    RETENTION_DAYS: String(retentionDays),
    ORDER_RETENTION_DAYS: String(orderRetentionDays),
  });
  const { requests, ...rest } = await purge(database, { now, retentionDays, forms: purgedForms(config), mailDir });
  const byForm = Object.entries(requests).map(([form, count]): [string, number] => [`${form}Requests`, count]);
  return { ...Object.fromEntries(byForm), ...rest };
}
