import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { BRAND } from "../../config/brand.ts";
import type { DemoAvailability } from "../../config/demo-availability.ts";
import type { OperatorFacts } from "../../config/operator-facts.ts";
import { formBody } from "../../forms/fields.ts";
import type { Database, RequestRowBase, Tables } from "../../server/db.server.ts";
import {
  columnText,
  type FormModule,
  marketingColumns,
  noticeColumns,
  REQUEST_COLUMNS,
  type StoreResult,
} from "../../server/form-definition.server.ts";
import type { ComposeMail, MailContent, MailContext } from "../../server/mail.server.ts";
import { enqueueMails } from "../../server/outbox.server.ts";
import { DEMO_EXTRA_RETENTION_DAYS } from "./demo-retention.ts";
import { icsContentType, ICS_FILENAME, invitationIcs, type Invitation } from "./ics.ts";
import { demoFieldsSchema, demoMessages } from "./schema.ts";
import { slotWords } from "./slot-words.ts";
import { nearestSlots, offeredSlot, offeredSlots, type Slot } from "./slots.ts";

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

/** marketingConsent is the optional, unticked box. */
const bodySchema = formBody(demoFieldsSchema, { marketingConsent: z.boolean().optional() });

export type DemoBody = z.infer<typeof bodySchema>;

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
 * the calendar link (the confirmation page's) cannot derive the cancel link from it.
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

export type CancelOutcome = "cancelled" | "already" | "over" | "missing";

/**
 * Cancels a booking in one transaction: the slot is free again at the commit (the unique index
 * covers only bookings not cancelled), the reminder still waiting is dropped, and the visitor and
 * the operator get the cancellation. A booking whose call has begun is not cancelled.
 */
export async function cancelBooking(
  database: Database,
  id: string,
  by: "visitatore" | "gestore",
  { now, maxAttempts }: { now: number; maxAttempts: number },
): Promise<CancelOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("demo_requests")
      .select(["cancelled_at", "slot_start"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return "missing";
    if (row.cancelled_at !== null) return "already";
    if (Number(row.slot_start) <= now) return "over";
    const updated = await trx
      .updateTable("demo_requests")
      .set({ cancelled_at: now, cancelled_by: by, client_key: null })
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
    await enqueueMails(
      trx,
      [
        { template: DEMO_CANCELLED, requestId: id },
        { template: DEMO_CANCELLED_NOTICE, requestId: id },
      ],
      { now, maxAttempts },
    );
    return "cancelled";
  });
}

/** Open bookings (not cancelled, call not yet over) matching a column. */
async function openBookings(
  trx: Transaction<Tables>,
  column: "email" | "client_key",
  value: string,
  now: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom("demo_requests")
    .select("slot_end")
    .where("cancelled_at", "is", null)
    .where("slot_end", ">", now)
    .where(
      column === "email"
        ? (eb) => eb(eb.fn("lower", ["email"]), "=", value.toLowerCase())
        : (eb) => eb(column, "=", value),
    )
    .execute();
  return rows.map((row) => Number(row.slot_end));
}

function tooMany(error: string, ends: number[], now: number): StoreResult {
  const until = Math.min(...ends);
  return { ok: false, error, retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)) };
}

async function store(
  trx: Transaction<Tables>,
  body: DemoBody,
  { now, operatorFacts, client, site }: Parameters<FormModule<DemoBody>["store"]>[2],
): Promise<StoreResult> {
  const availability = demoAvailability(operatorFacts);
  if (!availability) return { ok: false, status: 400, body: { error: demoMessages.closed } };
  const slot = offeredSlot(availability, now, Date.parse(body.slot));
  if (!slot) return { ok: false, status: 400, body: { errors: { slot: demoMessages.slotUnavailable } } };

  const byAddress = await openBookings(trx, "email", body.email, now);
  if (byAddress.length >= OPEN_BOOKINGS_PER_ADDRESS) return tooMany(demoMessages.addressCap, byAddress, now);
  if (client !== undefined) {
    const byClient = await openBookings(trx, "client_key", client, now);
    if (byClient.length >= OPEN_BOOKINGS_PER_CLIENT) return tooMany(demoMessages.clientCap, byClient, now);
  }

  const id = randomUUID();
  const room = randomBytes(9).toString("base64url");
  const callLink = availability.callLink ?? (availability.callLinkPattern ?? "").replace("{id}", room);
  const row: DemoRequestTable = {
    id,
    email: body.email,
    slot_start: slot.start,
    slot_end: slot.end,
    name: body.name,
    organisation: body.organisation,
    phone: body.phone,
    workers: body.workers,
    call_link: callLink,
    manage_token: randomBytes(24).toString("base64url"), // 32 characters
    client_key: client ?? null,
    cancelled_at: null,
    cancelled_by: null,
    ...marketingColumns(now, body.marketingConsent),
    confirmed_at: null,
    marketing_confirmed_at: null,
    ...noticeColumns(now),
  };
  // One slot, one booking: the unique index on the open slot_start decides, on either database,
  // whichever instance took the request. A conflict inserts nothing and is answered with a 409.
  const inserted = await trx
    .insertInto("demo_requests")
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    const free = (await freeSlots(trx, availability, now)).filter((candidate) => candidate.start !== slot.start);
    const nearest = nearestSlots(free, slot.start);
    return {
      ok: false,
      status: 409,
      body: {
        error: `${demoMessages.slotTaken} ${nearest.length > 0 ? demoMessages.slotTakenNearest : demoMessages.slotTakenNone}`,
        slots: nearest.map(slotChoice),
      },
    };
  }

  const reminderAt = slot.start - REMINDER_BEFORE_MS;
  const siteUrl = site?.siteUrl ?? "";
  return {
    ok: true,
    id,
    reply: {
      when: slotWords(slot.start, slot.end),
      calendarUrl: calendarUrl(siteUrl, row),
      cancelUrl: cancelUrl(siteUrl, row),
    },
    mails: [
      DEMO_INVITATION,
      DEMO_NOTIFICATION,
      ...(reminderAt > now + 3_600_000 ? [{ template: DEMO_REMINDER, runAt: reminderAt }] : []),
    ],
  };
}

/** The booking's calendar event: the visitor's copy names only their address; the operator's, their name too. */
function invitation(
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
    description: [
      `Videochiamata con chi gestisce ${BRAND}.`,
      `Per collegarti: ${row.call_link}`,
      ...(method === "REQUEST" ? [`Per annullare: ${cancelUrl(siteUrl, row)}`] : []),
    ].join("\n"),
    callLink: row.call_link,
    organizer: { name: operator?.name ?? BRAND, email: operator?.email ?? `demo@${host}` },
    attendee: { email: row.email, ...(forOperator ? { name: row.name } : {}) },
  };
}

async function loadRow(database: Database, id: string): Promise<DemoRequestTable | undefined> {
  return database.db.selectFrom("demo_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

function icsAttachment(ics: string, method: Invitation["method"]) {
  return [{ filename: ICS_FILENAME, content: Buffer.from(ics, "utf8"), contentType: icsContentType(method) }];
}

/** To the address typed in the form: our words, the slot, the links (docs/decisions/0023). */
function composeVisitor(kind: "booked" | "reminder" | "cancelled"): ComposeMail {
  return async (database, requestId, context: MailContext): Promise<MailContent | null> => {
    const row = await loadRow(database, requestId);
    if (!row) return null;
    // A reminder for a booking cancelled meanwhile (its row is normally deleted with the cancellation).
    if (kind === "reminder" && row.cancelled_at !== null) return null;
    const { visitorEmail } = await import("./emails/demo-visitor.ts");
    const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
    const email = await visitorEmail(
      kind,
      {
        start: Number(row.slot_start),
        end: Number(row.slot_end),
        callLink: row.call_link,
        cancelUrl: cancelUrl(context.site.siteUrl, row),
        ...(row.cancelled_by === "gestore"
          ? { cancelledBy: "gestore" as const }
          : { cancelledBy: "visitatore" as const }),
        marketingUrl:
          kind === "booked" && row.marketing_consent === 1
            ? context.confirmationUrl(DEMO_FORM, row.id, Number(row.created_at))
            : null,
      },
      context.site,
    );
    const ics = invitationIcs(invitation(row, method, context.site.siteUrl, context.site.operator, false));
    return { to: { name: "", address: row.email }, ...email, attachments: icsAttachment(ics, method) };
  };
}

/** To the operator, with the answers and the same event (their name on the attendee). */
function composeOperator(kind: "booked" | "cancelled"): ComposeMail {
  return async (database, requestId, context: MailContext): Promise<MailContent | null> => {
    const row = await loadRow(database, requestId);
    if (!row) return null;
    const { demoNotificationEmail } = await import("./emails/demo-notification.ts");
    const email = await demoNotificationEmail(
      {
        ...row,
        slot_start: Number(row.slot_start),
        slot_end: Number(row.slot_end),
        created_at: Number(row.created_at),
        cancelled_at: row.cancelled_at === null ? null : Number(row.cancelled_at),
      },
      kind,
      context.retentionDays,
    );
    const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
    const ics = invitationIcs(invitation(row, method, context.site.siteUrl, context.site.operator, true));
    return {
      to: { name: context.site.operator.name, address: context.site.operator.email },
      replyTo: { name: row.name, address: row.email },
      ...email,
      attachments: icsAttachment(ics, method),
    };
  };
}

export const demoForm: FormModule<DemoBody> = {
  name: DEMO_FORM,
  path: "/api/demo",
  schema: bodySchema,
  fieldKeys: new Set(Object.keys(demoFieldsSchema.shape)),
  failureMessage: demoMessages.sendFailure,
  store,
  templates: {
    [DEMO_INVITATION]: composeVisitor("booked"),
    [DEMO_REMINDER]: composeVisitor("reminder"),
    [DEMO_CANCELLED]: composeVisitor("cancelled"),
    [DEMO_NOTIFICATION]: composeOperator("booked"),
    [DEMO_CANCELLED_NOTICE]: composeOperator("cancelled"),
  },
  emailsVisitor: true,
  // Booked without JavaScript too: the captcha, the honeypot, the limits and the caps on open
  // bookings stand in for the proof of work (docs/decisions/0032).
  proofOfWork: false,
  // The invitation carries nothing typed and goes at once; the link confirms only the marketing consent.
  confirmation: {
    mailsOnConfirm: [],
    marketing: true,
    purgeUnconfirmed: false,
    copy: {
      ask: () =>
        "Nella prenotazione della demo fatta sul nostro sito è stata selezionata la casella per ricevere a questo indirizzo, per e-mail, proposte commerciali sul nostro servizio: il consenso vale solo se lo confermi. Se la prenotazione è tua e vuoi riceverle, conferma il consenso.",
      button: "Conferma il consenso",
      done: () =>
        "Grazie, il consenso è confermato. Puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo a una nostra e-mail.",
    },
  },
  table: "demo_requests",
  retentionDays: (config) => config.site.retentionDays + DEMO_EXTRA_RETENTION_DAYS,
  ops: {
    label: "Prenota una demo",
    addressColumns: ["email"],
    who: (row) => `${columnText(row, "name")}, ${columnText(row, "organisation")}`,
    columns: [
      REQUEST_COLUMNS.id,
      REQUEST_COLUMNS.received,
      { name: "slot_start", heading: "Demo il", kind: "time" },
      { name: "slot_end", heading: "Fine", kind: "time" },
      { name: "name", heading: "Nome e cognome", kind: "text" },
      { name: "organisation", heading: "Organizzazione", kind: "text" },
      REQUEST_COLUMNS.email,
      { name: "phone", heading: "Telefono", kind: "text" },
      { name: "workers", heading: "Lavoratori", kind: "text" },
      { name: "call_link", heading: "Link della chiamata", kind: "text" },
      { name: "cancelled_at", heading: "Annullata il", kind: "time" },
      { name: "cancelled_by", heading: "Annullata da", kind: "text" },
      ...REQUEST_COLUMNS.privacy,
      ...REQUEST_COLUMNS.marketing,
    ],
  },
};
