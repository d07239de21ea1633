import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { DemoAvailability } from "../../config/demo-availability.ts";
import { formBody } from "../../forms/fields.ts";
import { recipientKey } from "../../lib/email-address.ts";
import type { Database, Tables } from "../../server/db.server.ts";
import {
  columnText,
  type FormModule,
  marketingColumns,
  noticeColumns,
  REQUEST_COLUMNS,
  type PrecheckOptions,
  type StoreOptions,
  type StoreResult,
} from "../../server/form-definition.server.ts";
import type { ComposeMail, MailContent, MailContext } from "../../server/mail.server.ts";
import {
  calendarUrl,
  cancelUrl,
  DEMO_CANCELLED,
  DEMO_CANCELLED_NOTICE,
  DEMO_FORM,
  DEMO_INVITATION,
  DEMO_NOTIFICATION,
  DEMO_REMINDER,
  demoAvailability,
  type DemoRequestTable,
  freeSlots,
  invitation,
  NETWORK_KEY_COLUMNS,
  OPEN_BOOKINGS_PER_48,
  OPEN_BOOKINGS_PER_56,
  OPEN_BOOKINGS_PER_ADDRESS,
  OPEN_BOOKINGS_PER_CLIENT,
  storedNetworkKey,
  REMINDER_BEFORE_MS,
  slotChoice,
} from "./demo-bookings.server.ts";
import { DEMO_RETENTION_AFTER_CALL_DAYS } from "./demo-retention.ts";
import { icsContentType, ICS_FILENAME, invitationIcs, type Invitation } from "./ics.ts";
import { demoFieldsSchema, demoMessages } from "./schema.ts";
import { slotWords } from "./slot-words.ts";
import { nearestSlots, offeredSlot, type Slot } from "./slots.ts";

export { DEMO_INVITATION, DEMO_NOTIFICATION, DEMO_REMINDER } from "./demo-bookings.server.ts";

/** marketingConsent is the optional, unticked box. */
const bodySchema = formBody(demoFieldsSchema, { marketingConsent: z.boolean().optional() });

export type DemoBody = z.infer<typeof bodySchema>;

/**
 * Open bookings (not cancelled, call not yet over) of one mailbox, by the folded key the mailbox
 * cap counts (recipientKey: case, '+tag', Gmail's dots), or of one network by its keyed hash (the
 * client's /64, the /56 or the /48 above it). The open bookings are at most the offered slots, so
 * the address is folded here, not in SQL.
 */
async function openBookings(
  trx: Transaction<Tables>,
  column: "email" | (typeof NETWORK_KEY_COLUMNS)[number],
  value: string,
  now: number,
): Promise<number[]> {
  let query = trx
    .selectFrom("demo_requests")
    .select(["slot_end", "email"])
    .where("cancelled_at", "is", null)
    .where("slot_end", ">", now);
  if (column !== "email") query = query.where(column, "=", value);
  const rows = await query.execute();
  const mailbox = recipientKey(value);
  return rows
    .filter((row) => column !== "email" || recipientKey(row.email) === mailbox)
    .map((row) => Number(row.slot_end));
}

function tooMany(error: string, ends: number[], now: number): StoreResult {
  const until = Math.min(...ends);
  return { ok: false, error, retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)) };
}

type SlotRefusal = { status: 400 | 409; body: Record<string, unknown> };

/** The 409 for a slot already booked: the nearest free ones in its words. */
async function slotTaken(
  db: Kysely<Tables>,
  availability: DemoAvailability,
  slot: Slot,
  now: number,
): Promise<SlotRefusal> {
  const free = (await freeSlots(db, availability, now)).filter((candidate) => candidate.start !== slot.start);
  const nearest = nearestSlots(free, slot.start);
  return {
    status: 409,
    body: {
      error: `${demoMessages.slotTaken} ${nearest.length > 0 ? demoMessages.slotTakenNearest : demoMessages.slotTakenNone}`,
      slots: nearest.map(slotChoice),
    },
  };
}

/** The slot asked for, offered at `now`, or the 400 that refuses it. */
function askedSlot(
  body: DemoBody,
  { now, operatorFacts }: PrecheckOptions,
): SlotRefusal | { availability: DemoAvailability; slot: Slot } {
  const availability = demoAvailability(operatorFacts);
  if (!availability) return { status: 400, body: { error: demoMessages.closed } };
  const slot = offeredSlot(availability, now, Date.parse(body.slot));
  if (!slot) return { status: 400, body: { errors: { slot: demoMessages.slotUnavailable } } };
  return { availability, slot };
}

/** Before a booking without the work takes a place of the hour's few: its slot offered and free. */
async function precheck(db: Kysely<Tables>, body: DemoBody, options: PrecheckOptions): Promise<SlotRefusal | null> {
  const asked = askedSlot(body, options);
  if ("status" in asked) return asked;
  const booked = await db
    .selectFrom("demo_requests")
    .select("id")
    .where("slot_start", "=", asked.slot.start)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return booked ? slotTaken(db, asked.availability, asked.slot, options.now) : null;
}

async function store(trx: Transaction<Tables>, body: DemoBody, options: StoreOptions): Promise<StoreResult> {
  const { now, client, clientNetworks, site } = options;
  const asked = askedSlot(body, options);
  if ("status" in asked) return { ok: false, ...asked };
  const { availability, slot } = asked;

  const byAddress = await openBookings(trx, "email", body.email, now);
  if (byAddress.length >= OPEN_BOOKINGS_PER_ADDRESS) return tooMany(demoMessages.addressCap, byAddress, now);
  const client_key = storedNetworkKey(client);
  const net56_key = storedNetworkKey(clientNetworks?.net56);
  const net48_key = storedNetworkKey(clientNetworks?.net48);
  const networks = [
    { column: "client_key", key: client_key, cap: OPEN_BOOKINGS_PER_CLIENT, message: demoMessages.clientCap },
    { column: "net56_key", key: net56_key, cap: OPEN_BOOKINGS_PER_56, message: demoMessages.networkCap },
    { column: "net48_key", key: net48_key, cap: OPEN_BOOKINGS_PER_48, message: demoMessages.networkCap },
  ] as const;
  for (const { column, key, cap, message } of networks) {
    if (key === undefined || key === null) continue;
    const held = await openBookings(trx, column, key, now);
    if (held.length >= cap) return tooMany(message, held, now);
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
    client_key,
    net56_key,
    net48_key,
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
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1)
    return { ok: false, ...(await slotTaken(trx, availability, slot, now)) };

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
      // Not an answer to the booking: counted against the mailbox's cap, and not sent at it (M1).
      ...(reminderAt > now + 3_600_000 ? [{ template: DEMO_REMINDER, runAt: reminderAt, unasked: true as const }] : []),
    ],
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
  precheck,
  templates: {
    [DEMO_INVITATION]: composeVisitor("booked"),
    [DEMO_REMINDER]: composeVisitor("reminder"),
    [DEMO_CANCELLED]: composeVisitor("cancelled"),
    [DEMO_NOTIFICATION]: composeOperator("booked"),
    [DEMO_CANCELLED_NOTICE]: composeOperator("cancelled"),
  },
  emailsVisitor: true,
  // No whenMailboxCapped: past the mailbox's cap a booking is refused (429), as the whitepaper and
  // the kit are. Without e-mails it would have no invitation and no cancel link, useless to a
  // visitor and a way for anyone to hold slots or lock a mailbox's owner out (security read, M2).
  // Booked without JavaScript too: with it the page's script sends the proof of work; without
  // it a booking is taken within the hour's budget of work-less submissions (docs/decisions/0036).
  checks: { question: true, work: "budgeted" },
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
  // Kept from the call's end, not the booking: a call up to 12 weeks ahead is never purged before it.
  retentionDays: () => DEMO_RETENTION_AFTER_CALL_DAYS,
  // The networks' fingerprints count open bookings only: erased once the call is over (or at the cancel).
  keptAfter: { column: "slot_end", cleared: NETWORK_KEY_COLUMNS },
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
