import { createHmac, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import type { Database } from "./db.server.ts";

const SECRET_SETTING = "server_secret";

/**
 * Keys derived from the one server secret, one per use, so no value signed for one use fits another.
 * KeyObjects, not Buffers: createHmac imports a Buffer key anew on every call (about 10 µs, twice
 * per form request), a KeyObject once.
 */
export interface ServerKeys {
  captcha: KeyObject;
  clientAddress: KeyObject;
  /** Signs the links that confirm a visitor's e-mail address (address-confirmation.server.ts). */
  confirmation: KeyObject;
  /** The recipient cap's hash of an address (recipient-cap.server.ts). */
  recipient: KeyObject;
  /** Signs the link that downloads an order's quote from its confirmation screen (docs/decisions/0033). */
  quote: KeyObject;
  /** Signs the address a form sent without JavaScript is sent to once stored (docs/decisions/0045). */
  sentPage: KeyObject;
  /** altcha-lib takes its HMAC key as a string: hex of the derived key. */
  pow: string;
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
  const digest = (purpose: string) => createHmac("sha256", secret).update(purpose).digest();
  const derive = (purpose: string) => createSecretKey(digest(purpose));
  return {
    captcha: derive("captcha-v1"),
    clientAddress: derive("client-address-v1"),
    confirmation: derive("address-confirmation-v1"),
    recipient: derive("recipient-v1"),
    quote: derive("order-quote-v1"),
    sentPage: derive("sent-page-v1"),
    pow: digest("pow-v1").toString("hex"),
  };
}
