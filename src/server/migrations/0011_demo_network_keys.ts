import { type Kysely, sql } from "kysely";

/*
 * The demo's caps on open bookings per allocation (eighth security read, M2): the keyed hashes of
 * the /56 and the /48 above an IPv6 client's /64, as client_key holds the /64's (the same HMAC,
 * rate-limit.server.ts clientKey; never an address or a reversible form). Null for an IPv4
 * client, and emptied with client_key at the cancellation and once the call is over. A booking
 * keeps 18 bits of each (ninth security read, L3: demo-bookings.server.ts STORED_KEY_CHARS), the
 * client_key of the bookings made before included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("demo_requests").addColumn("net56_key", "text").execute();
  await db.schema.alterTable("demo_requests").addColumn("net48_key", "text").execute();
  await sql`update demo_requests set client_key = substr(client_key, 1, 3) where client_key is not null`.execute(db);
}
