import { createHash, type KeyObject, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { BRAND } from "../../config/brand.ts";
import type { DemoAvailability } from "../../config/demo-availability.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import type { Database, RequestRowBase, Tables } from "../../server/db.server.ts";
import { enqueueMails } from "../../server/outbox.server.ts";
import { countVisitorMail, recipientHash } from "../../server/recipient-cap.server.ts";
import { invitationIcs, type Invitation } from "./ics.ts";
import { slotWords } from "./slot-words.ts";
import { offeredSlots, type Slot } from "./slots.ts";

/*
 * A demo booking as the page, the e-mails, the links and the operator's tool read it: its row,
 * the free slots, the links that cancel it or download its invitation, and its cancellation.
 * The form module (demo.server.ts) stores it.
 */

export const DEMO_FORM = "demo";
export const DEMO_INVITATION = "demo-invitation";
export const DEMO_NOTIFICATION = "demo-notification";
export const DEMO_REMINDER = "demo-reminder";
export const DEMO_CANCELLED = "demo-cancelled";
export const DEMO_CANCELLED_NOTICE = "demo-cancelled-notice";

/** Where the booking's links lead (demo-routes.server.ts): cancel it, or download its invitation. */
export const DEMO_CANCEL_PATH = "/demo/annulla";
export const DEMO_CALENDAR_PATH = "/demo/calendario";

/** Open bookings (not cancelled, not yet over) one address may hold, and one client's network. */
export const OPEN_BOOKINGS_PER_ADDRESS = 1;
export const OPEN_BOOKINGS_PER_CLIENT = 2;
/**
 * Open bookings of the /56 and the /48 above an IPv6 client's /64 (eighth security read, M2): an
 * ISP delegates a /56 or a /48 to one customer, so rotating its /64s must not hold every slot. A
 * /56 holds two /64s' worth, a /48 four: a company or a university behind one /48 still books
 * several calls.
 */
export const OPEN_BOOKINGS_PER_56 = 4;
export const OPEN_BOOKINGS_PER_48 = 8;

/** The keyed hashes of the client's networks a booking keeps while it is open (rate-limit.server.ts). */
export const NETWORK_KEY_COLUMNS = ["client_key", "net56_key", "net48_key"] as const;

/**
 * A booking keeps only the first 3 characters (18 bits) of each keyed hash (ninth security read,
 * L3): the row also holds a name and an address, and with the server's key every IPv4 address
 * could be tried against a whole hash. 18 bits leave some 16,000 IPv4 addresses per value, while
 * two unrelated networks among the few dozen open bookings share one about once in 10,000 calendars.
 */
export const STORED_KEY_CHARS = 3;
export function storedNetworkKey(key: string | null | undefined): string | null {
  return key ? key.slice(0, STORED_KEY_CHARS) : null;
}

/** The reminder goes this long before the call; not at all when the call is sooner than that and an hour. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

/** A row of demo_requests (its migration: src/server/migrations/0007_demo_requests.ts). */
export interface DemoRequestTable extends RequestRowBase {
  slot_start: number;
  slot_end: number;
  name: string;
  organisation: string;
  phone: string | null;
  workers: number | null;
  call_link: string;
  manage_token: string;
  client_key: string | null;
  /** The same hashes of the /56 and the /48 above an IPv6 client; null for IPv4 (migration 0011). */
  net56_key: string | null;
  net48_key: string | null;
  cancelled_at: number | null;
  cancelled_by: string | null;
  marketing_consent: number;
  marketing_consent_at: number | null;
  confirmed_at: number | null;
  marketing_confirmed_at: number | null;
}

// The table joins the database's schema from here: nothing in src/server is edited for it.
declare module "../../server/db.server.ts" {
  interface Tables {
    demo_requests: DemoRequestTable;
  }
}

/** The operator's hours, or null when demos are not offered (no `demo` in the facts file). */
export function demoAvailability(facts: OperatorFacts | undefined): DemoAvailability | null {
  return facts?.demo ?? null;
}

/** Starts of the slots booked and not cancelled, from `from` on. */
async function bookedStarts(db: Kysely<Tables>, from: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom("demo_requests")
    .select("slot_start")
    .where("cancelled_at", "is", null)
    .where("slot_start", ">=", from)
    .execute();
  return new Set(rows.map((row) => Number(row.slot_start)));
}

/** The slots offered at `now` that nobody has booked: what /demo lists. */
export async function freeSlots(db: Kysely<Tables>, availability: DemoAvailability, now: number): Promise<Slot[]> {
  const booked = await bookedStarts(db, now);
  return offeredSlots(availability, now).filter((slot) => !booked.has(slot.start));
}

/** The slot in the 409's words, for the island and the page: its value and its words. */
export function slotChoice(slot: Slot): { value: string; label: string } {
  return { value: new Date(slot.start).toISOString(), label: slotWords(slot.start, slot.end) };
}

/** The link that cancels one booking: its id and its secret, nothing else. */
export function cancelUrl(siteUrl: string, row: Pick<DemoRequestTable, "id" | "manage_token">): string {
  return `${siteUrl}${DEMO_CANCEL_PATH}?t=${row.id}.${row.manage_token}`;
}

/**
 * The secret of the invitation's download link, derived from the cancel secret one way: who has
 * the calendar link (the confirmation page's) cannot derive the cancel link from it. No .ics
 * carries the cancel link either (security review 9, L1): an invitation forwarded or added to a
 * shared calendar must not let others cancel; the link is in the e-mail body only.
 */
function calendarSecret(manageToken: string): string {
  return createHash("sha256").update(`${manageToken}|calendario`).digest("base64url").slice(0, 32);
}

/** The link that downloads the booking's invitation (.ics), shown on the confirmation page. */
export function calendarUrl(siteUrl: string, row: Pick<DemoRequestTable, "id" | "manage_token">): string {
  return `${siteUrl}${DEMO_CALENDAR_PATH}?t=${row.id}.${calendarSecret(row.manage_token)}`;
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{32})$/;

/**
 * The booking a link's token names, when its secret matches the link's purpose ('cancel': the
 * e-mail's link; 'calendar': the download); null for anything else.
 */
export async function bookingForToken(
  db: Kysely<Tables>,
  token: unknown,
  purpose: "cancel" | "calendar",
): Promise<DemoRequestTable | null> {
  if (typeof token !== "string") return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id = "", secret = ""] = match;
  const row = await db.selectFrom("demo_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const given = Buffer.from(secret);
  const expected = Buffer.from(purpose === "cancel" ? row.manage_token : calendarSecret(row.manage_token));
  return given.length === expected.length && timingSafeEqual(given, expected) ? row : null;
}

/** The invitation as the visitor's calendar gets it (the download; the e-mail's attachment). */
export function visitorIcs(
  row: DemoRequestTable,
  site: { siteUrl: string; operator: { name: string; email: string } },
): string {
  const method = row.cancelled_at === null ? "REQUEST" : "CANCEL";
  return invitationIcs(invitation(row, method, site.siteUrl, site.operator, false));
}

/** "cancelled-quiet": cancelled, but the visitor's mailbox was at its daily cap, so no e-mail went to it. */
export type CancelOutcome = "cancelled" | "cancelled-quiet" | "already" | "over" | "missing";

/**
 * Cancels a booking in one transaction: the slot is free again at the commit (the unique index
 * covers only bookings not cancelled), the reminder still waiting is dropped, and the visitor and
 * the operator get the cancellation. A booking whose call has begun is not cancelled. The
 * visitor's e-mail counts against their mailbox's cap (tenth security read, M1); the one the
 * visitor's own link asked for is not sent at the cap ("cancelled-quiet"), the operator's always is.
 */
export async function cancelBooking(
  database: Database,
  id: string,
  by: "visitatore" | "gestore",
  { now, maxAttempts, recipientHashKey }: { now: number; maxAttempts: number; recipientHashKey: KeyObject },
): Promise<CancelOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("demo_requests")
      .select(["cancelled_at", "slot_start", "email"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return "missing";
    if (row.cancelled_at !== null) return "already";
    if (Number(row.slot_start) <= now) return "over";
    const updated = await trx
      .updateTable("demo_requests")
      .set({ cancelled_at: now, cancelled_by: by, client_key: null, net56_key: null, net48_key: null })
      .where("id", "=", id)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return "already";
    await trx
      .deleteFrom("outbox")
      .where("request_id", "=", id)
      .where("template", "=", DEMO_REMINDER)
      .where("status", "=", "pending")
      .execute();
    const mailed = await countVisitorMail(trx, recipientHash(recipientHashKey, row.email), {
      now,
      dialect: database.dialect,
      unasked: by === "visitatore",
    });
    const mails = [
      ...(mailed ? [{ template: DEMO_CANCELLED, requestId: id }] : []),
      { template: DEMO_CANCELLED_NOTICE, requestId: id },
    ];
    await enqueueMails(trx, mails, { now, maxAttempts });
    return mailed ? "cancelled" : "cancelled-quiet";
  });
}

/** The booking's calendar event: the visitor's copy names only their address; the operator's, their name too. */
export function invitation(
  row: DemoRequestTable,
  method: Invitation["method"],
  siteUrl: string,
  operator: { name: string; email: string } | undefined,
  forOperator: boolean,
): Invitation {
  const host = siteUrl === "" ? "localhost" : new URL(siteUrl).hostname;
  return {
    method,
    id: row.id,
    host,
    start: Number(row.slot_start),
    end: Number(row.slot_end),
    stamp: method === "CANCEL" ? Number(row.cancelled_at ?? row.created_at) : Number(row.created_at),
    summary: `Demo di ${BRAND}`,
    description: [`Videochiamata con chi gestisce ${BRAND}.`, `Per collegarti: ${row.call_link}`].join("\n"),
    callLink: row.call_link,
    organizer: { name: operator?.name ?? BRAND, email: operator?.email ?? `demo@${host}` },
    attendee: { email: row.email, ...(forOperator ? { name: row.name } : {}) },
  };
}
