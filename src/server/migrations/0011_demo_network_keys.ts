import type { Kysely } from "kysely";

/*
 * The demo's caps on open bookings per allocation (eighth security read, M2): the keyed hashes of
 * the /56 and the /48 above an IPv6 client's /64, as client_key holds the /64's (the same HMAC,
 * rate-limit.server.ts clientKey; never an address or a reversible form). Null for an IPv4
 * client, and emptied with client_key at the cancellation and once the call is over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("demo_requests").addColumn("net56_key", "text").execute();
  await db.schema.alterTable("demo_requests").addColumn("net48_key", "text").execute();
}
