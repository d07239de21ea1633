import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "./db.server.ts";

const SECRET_SETTING = "server_secret";

/** Keys derived from the one server secret, one per use, so no value signed for one use fits another. */
export interface ServerKeys {
  captcha: Buffer;
  clientAddress: Buffer;
}

/**
 * SERVER_SECRET when configured; otherwise a random secret generated at the first start and kept
 * in the database, so every instance sharing the database signs and hashes alike.
 */
export async function resolveServerSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await database.db
    .insertInto("settings")
    .values({ key: SECRET_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await database.db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", SECRET_SETTING)
    .executeTakeFirstOrThrow();
  return row.value;
}

export function deriveKeys(secret: string): ServerKeys {
  const derive = (purpose: string) => createHmac("sha256", secret).update(purpose).digest();
  return { captcha: derive("captcha-v1"), clientAddress: derive("client-address-v1") };
}
