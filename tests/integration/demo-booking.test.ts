import ICAL from "ical.js";
import type { Attachment } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, purgedForms, type ServerParts } from "../../src/app/server.server.ts";
import { SAMPLE_FACTS_FILE } from "../../src/config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../src/config/operator-facts.ts";
import { DEMO_REMINDER } from "../../src/features/demo/demo-bookings.server.ts";
import { offeredSlots, type Slot } from "../../src/features/demo/slots.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./support/test-smtp.ts";
import { apiMessages } from "../../src/lib/api-messages.ts";
import { WORKLESS_PER_HOUR, worklessBudgetMessage } from "../../src/server/api.server.ts";
import { purgeExpired } from "../../src/server/purge.server.ts";
import {
  demoPageRendersPerWindow,
  demoRefusalPagesPerWindow,
  worklessPerClient,
} from "../../src/server/rate-limit.server.ts";
import { loadServerConfig } from "../../src/server/start-config.server.ts";
import { DEMO_RETENTION_AFTER_CALL_DAYS } from "../../src/features/demo/demo-retention.ts";
import { demoMessages } from "../../src/features/demo/schema.ts";
import { runTool } from "./support/ops-tool.ts";
import {
  kitBody,
  must,
  OPERATOR_EMAIL,
  questionOf,
  SITE_URL,
  solveCaptcha,
  submit,
  testClock,
  testConfig,
  whitepaperBody,
} from "./support/test-server.ts";

/*
 * The demo booking (issue 29, docs/decisions/0032) end to end on each database: the page lists
 * what the POST accepts, one slot takes one booking, the invitation read back with ical.js, the
 * cancel link frees the slot and sends METHOD:CANCEL, the reminder waits in the outbox.
 */

const MAIL_FROM = "Whistleblowing Facile <noreply@whistleblowing-esempio.it>";
const HOUR_MS = 3_600_000;
const demo = must(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }).demo);

let sequence = 0;
function booking(slot: Slot, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    slot: new Date(slot.start).toISOString(),
    name: "Giulia Bianchi",
    organisation: "Cooperativa Sociale Il Faro",
    email: `giulia.${sequence}@cooperativa-esempio.it`,
    phone: "+39 02 9876 5432",
    workers: "85",
    privacyAccepted: true,
    website: "",
    ...overrides,
  };
}

/** The invitation attached to an e-mail, parsed with ical.js, its zone registered from the file itself. */
function calendarOf(mail: ReceivedMail) {
  const attachment = must(
    mail.parsed.attachments.find((item: Attachment) => item.contentType === "text/calendar"),
    "allegato .ics",
  );
  const text = attachment.content.toString("utf8");
  // ICAL.parse returns jCal typed loosely (any); for one component it is an array.
  const jcal = (): unknown[] => ICAL.parse(text) as unknown[];
  const first = new ICAL.Component(jcal());
  ICAL.TimezoneService.register(new ICAL.Timezone(must(first.getFirstSubcomponent("vtimezone"))));
  const calendar = new ICAL.Component(jcal());
  const vevent = must(calendar.getFirstSubcomponent("vevent"));
  const event = new ICAL.Event(vevent);
  return { text, calendar, vevent, event };
}

/** The cancel link's secret: no .ics may carry it, nor the link (security review 9, L1). */
function expectNoCancelLink(ics: string, cancelUrl: string) {
  const secret = must(new URL(cancelUrl).searchParams.get("t")).split(".")[1];
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  expect(unfolded).not.toContain(must(secret));
  expect(unfolded).not.toContain("/demo/annulla");
  expect(unfolded).not.toContain("Per annullare");
}

const pageSlots = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]);

describe.each(testDialects())("demo booking on %s", (dialect) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let server: ServerParts;
  const clock = testClock(); // Monday 2 March 2026, 10:00 in Rome
  const app = () => server.app;

  async function sendAll(count: number): Promise<ReceivedMail[]> {
    const result = await server.worker.processDue();
    expect(result).toMatchObject({ sent: count, retried: 0 });
    return smtp.waitFor(count);
  }
  const free = async () => pageSlots((await app().inject({ method: "GET", url: "/demo" })).body);
  /** The booking form as the page posts it without JavaScript. */
  const postPage = (form: URLSearchParams, remoteAddress: string, origin = SITE_URL) =>
    app().inject({
      method: "POST",
      url: "/demo",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      payload: form.toString(),
      remoteAddress,
    });
  /** The cancel link's button, as the page posts it. */
  const cancelWith = (token: string) =>
    app().inject({
      method: "POST",
      url: "/demo/annulla",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: new URLSearchParams({ t: token }).toString(),
    });
  /** The templates still waiting in the outbox for one booking. */
  const pending = async (id: string) =>
    (
      await server.database.db
        .selectFrom("outbox")
        .select("template")
        .where("request_id", "=", id)
        .where("status", "=", "pending")
        .execute()
    ).map((row) => row.template);
  /**
   * Fills the daily cap of <local>@cooperativa-esempio.it with three whitepaper requests for '+tag'
   * variants of it, from three clients (fresh security read 7, M1), and sends their e-mails. Not
   * with bookings: one mailbox, '+tag' or not, holds one open booking.
   */
  async function fillCap(local: string, firstClient: number) {
    for (const n of [0, 1, 2]) {
      const body = whitepaperBody({ email: `${local}+${n}@cooperativa-esempio.it` });
      expect((await submit(app(), "whitepaper", body, {}, `203.0.113.${firstClient + n}`)).statusCode).toBe(201);
    }
    await sendAll(6);
    smtp.received.length = 0;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    server = await createServer(testConfig(testDb, { SMTP_URL: smtp.url, MAIL_FROM }), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await smtp?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    // What earlier tests queued and did not read goes first.
    await server.worker.processDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    smtp.received.length = 0;
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it("lists the free slots by day in Rome time, the same the POST accepts", async () => {
    const page = await app().inject({ method: "GET", url: "/demo" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const offered = offeredSlots(demo, clock()).map((slot) => new Date(slot.start).toISOString());
    expect(pageSlots(page.body)).toEqual(offered);
    // One group per day, the day in words; Sant'Ambrogio and the holidays are never there.
    expect(page.body).toContain("<legend");
    expect(page.body).toContain("martedì 3 marzo 2026");
    expect(page.body).toContain("10:00–10:30");
    expect(page.body).not.toContain("sabato");
  });

  it("books a slot: 201, the invitation to the visitor without what they typed, the operator's with it", async () => {
    const slot = must(offeredSlots(demo, clock())[3]);
    const body = booking(slot);
    const response = await submit(app(), "demo", body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ id: string; when: string; cancelUrl: string; calendarUrl: string }>();
    expect(answer.when).toMatch(/^(lunedì|martedì|mercoledì|giovedì|venerdì) \d+ marzo 2026 dalle \d\d:\d\d alle/);

    const mails = await sendAll(2);
    const visitor = must(mails.find((mail) => mail.envelopeTo[0] === body["email"]));
    const operator = must(mails.find((mail) => mail.envelopeTo[0] === OPERATOR_EMAIL));
    const raw = visitor.raw.toString("utf8");
    for (const typed of ["Giulia", "Bianchi", "Cooperativa", "Faro", "9876"]) expect(raw).not.toContain(typed);
    expect(visitor.parsed.text).toContain(answer.cancelUrl);

    const invite = calendarOf(visitor);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(invite.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(invite.calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(invite.event.uid).toBe(`${answer.id}@${new URL(SITE_URL).hostname}`);
    expect(invite.event.startDate.toJSDate().getTime()).toBe(slot.start);
    expect(invite.event.endDate.toJSDate().getTime()).toBe(slot.end);
    expect(invite.vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Rome");
    expect(invite.event.sequence).toBe(0);
    const link = String(invite.vevent.getFirstPropertyValue("url"));
    expect(link).toMatch(/^https:\/\/videochiamate\.esempio\.it\/whistleblowing-facile-demo-[A-Za-z0-9_-]{12}$/);
    expect(invite.event.location).toBe(link);
    expect(visitor.parsed.text).toContain(link);
    expect(String(invite.vevent.getFirstPropertyValue("organizer"))).toBe(`mailto:${OPERATOR_EMAIL}`);
    expect(invite.event.attendees.map((attendee) => attendee.getParameter("cn"))).toEqual([undefined]);
    expect(invite.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const copy = calendarOf(operator);
    expect(copy.event.uid).toBe(invite.event.uid);
    expect(copy.event.attendees[0]?.getParameter("cn")).toBe("Giulia Bianchi");
    expect(operator.parsed.text).toContain("Cooperativa Sociale Il Faro");
    expect(operator.parsed.text).toContain("+39 02 9876 5432");

    // The confirmation page's download is the same invitation.
    const download = await app().inject({ method: "GET", url: answer.calendarUrl.replace(SITE_URL, "") });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("text/calendar");
    expect(download.body).toContain(`UID:${answer.id}@`);
    for (const ics of [invite.text, copy.text, download.body]) expectNoCancelLink(ics, answer.cancelUrl);
    expect(await free()).not.toContain(new Date(slot.start).toISOString());
  });

  it("refuses a taken slot with a 409 offering the nearest free ones", async () => {
    const slot = must(offeredSlots(demo, clock())[5]);
    expect((await submit(app(), "demo", booking(slot), {}, "203.0.113.21")).statusCode).toBe(201);
    const again = await submit(app(), "demo", booking(slot), {}, "203.0.113.22");
    expect(again.statusCode).toBe(409);
    const refusal = again.json<{ error: string; slots: { value: string; label: string }[] }>();
    expect(refusal.error).toBe(
      "Questo orario è appena stato prenotato da qualcun altro. Gli orari liberi più vicini sono:",
    );
    expect(refusal.slots).toHaveLength(3);
    const freeNow = await free();
    for (const nearest of refusal.slots) expect(freeNow).toContain(nearest.value);
    expect(refusal.slots[0]?.label).toMatch(/\(ora italiana\)$/);
  });

  it.each([
    ["in the past", () => clock() - 48 * HOUR_MS],
    ["sooner than the least notice", () => must(offeredSlots(demo, clock() - 24 * HOUR_MS)[0]).start],
    ["outside the hours", () => Date.parse("2026-03-04T06:00:00.000Z")],
    ["on a Saturday", () => Date.parse("2026-03-07T09:00:00.000Z")],
    ["past the weeks ahead", () => Date.parse("2026-04-28T08:00:00.000Z")],
  ])("refuses a slot %s with a 400 and stores nothing", async (_label, start) => {
    const at = start();
    const response = await submit(app(), "demo", booking({ start: at, end: at + 1800_000, day: "" }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      slot: "Questo orario non si può prenotare: è passato, è troppo vicino o non è tra quelli offerti. Scegli uno degli orari liberi.",
    });
  });

  it("holds one open booking per address", async () => {
    const [first, second] = offeredSlots(demo, clock()).slice(8, 10);
    const email = "una.volta@comune-esempio.it";
    expect((await submit(app(), "demo", booking(must(first), { email }), {}, "203.0.113.31")).statusCode).toBe(201);
    const again = await submit(
      app(),
      "demo",
      booking(must(second), { email: "UNA.VOLTA@comune-esempio.it" }),
      {},
      "203.0.113.32",
    );
    expect(again.statusCode).toBe(429);
    expect(again.json<{ error: string }>().error).toContain("ha già una demo prenotata");
    // The same mailbox as the cap counts it: a '+tag', or Gmail's dots and googlemail.com.
    const tagged = booking(must(second), { email: "una.volta+demo@comune-esempio.it" });
    expect((await submit(app(), "demo", tagged, {}, "203.0.113.33")).statusCode).toBe(429);
    const [third, fourth] = offeredSlots(demo, clock()).slice(10, 12);
    const gmail = booking(must(third), { email: "mario.rossi.demo@gmail.com" });
    expect((await submit(app(), "demo", gmail, {}, "203.0.113.34")).statusCode).toBe(201);
    const dotless = booking(must(fourth), { email: "MarioRossiDemo+x@googlemail.com" });
    expect((await submit(app(), "demo", dotless, {}, "203.0.113.35")).statusCode).toBe(429);
  });

  it("caps open bookings per /56 and per /48, keeping only keyed hashes of the networks (M2)", async () => {
    const slots = offeredSlots(demo, clock()).slice(30, 43);
    expect(slots).toHaveLength(13);
    let index = 0;
    const book = (address: string) => submit(app(), "demo", booking(must(slots[index++])), {}, address);
    // Two /64s of one /56 fill it (two open bookings each, the /64's own cap).
    const ids: string[] = [];
    for (const address of ["2001:db8:a:101::1", "2001:db8:a:101::2", "2001:db8:a:102::1", "2001:db8:a:102::9"]) {
      const response = await book(address);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
    const rotated = await book("2001:db8:a:1ff::1");
    expect([rotated.statusCode, rotated.json()]).toEqual([429, { error: demoMessages.networkCap }]);
    expect(Number(rotated.headers["retry-after"])).toBeGreaterThan(0);
    // Stored: 18 bits of the HMACs of the /64, the /56 and the /48 (L3), none an address.
    const row = await server.database.db
      .selectFrom("demo_requests")
      .select(["client_key", "net56_key", "net48_key"])
      .where("id", "=", must(ids[0]))
      .executeTakeFirstOrThrow();
    const hashes = [row.client_key, row.net56_key, row.net48_key];
    for (const hash of hashes) expect(hash).toMatch(/^[A-Za-z0-9_-]{3}$/);
    expect(new Set(hashes).size).toBe(3);
    // Another /56 of the same /48 books four more; then the /48 (eight) is full for every /56 in it.
    for (const address of ["2001:db8:a:201::1", "2001:db8:a:201::2", "2001:db8:a:202::1", "2001:db8:a:202::2"]) {
      expect((await book(address)).statusCode).toBe(201);
    }
    const third = await book("2001:db8:a:301::1");
    expect([third.statusCode, third.json()]).toEqual([429, { error: demoMessages.networkCap }]);
    expect((await book("2001:db8:b:301::1")).statusCode).toBe(201);
    // A cancelled booking erases its hashes and frees its place in the /56 and the /48.
    const { manage_token: secret } = await server.database.db
      .selectFrom("demo_requests")
      .select("manage_token")
      .where("id", "=", must(ids[0]))
      .executeTakeFirstOrThrow();
    expect((await cancelWith(`${must(ids[0])}.${secret}`)).statusCode).toBe(200);
    const cancelled = await server.database.db
      .selectFrom("demo_requests")
      .select(["client_key", "net56_key", "net48_key"])
      .where("id", "=", must(ids[0]))
      .executeTakeFirstOrThrow();
    expect(cancelled).toEqual({ client_key: null, net56_key: null, net48_key: null });
    expect((await book("2001:db8:a:103::1")).statusCode).toBe(201);
  });

  it("erases a booking's network hashes with it when its address is erased (ops erase)", async () => {
    const slot = must(offeredSlots(demo, clock())[44]);
    const email = "da.cancellare@studio-esempio.it";
    const response = await submit(app(), "demo", booking(slot, { email }), {}, "2001:db8:e:1::1");
    expect(response.statusCode).toBe(201);
    const { net56_key: net56 } = await server.database.db
      .selectFrom("demo_requests")
      .select("net56_key")
      .where("id", "=", response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(net56).toEqual(expect.any(String));
    const erased = await runTool(testDb.env, ["erase", email, "--yes"], { clock });
    expect(erased.code, erased.stderr).toBe(0);
    const left = await server.database.db
      .selectFrom("demo_requests")
      .select("id")
      .where((eb) => eb.or([eb("net56_key", "=", must(net56)), eb("email", "=", email)]))
      .execute();
    expect(left).toEqual([]);
  });

  it("erases the networks' fingerprints once the call is over, the booking 30 days after the call", async () => {
    const slot = must(offeredSlots(demo, clock()).at(-1));
    const response = await submit(app(), "demo", booking(slot), {}, "2001:db8:61:1::1");
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = () =>
      server.database.db
        .selectFrom("demo_requests")
        .select(["client_key", "net56_key", "net48_key"])
        .where("id", "=", id)
        .executeTakeFirst();
    const config = loadServerConfig({ RETENTION_DAYS: "30" });
    const purge = (now: number) =>
      purgeExpired(server.database, { now, retentionDays: 30, forms: purgedForms(config), mailDir: null });
    expect(DEMO_RETENTION_AFTER_CALL_DAYS).toBe(30);
    // Until the call is over the fingerprint still counts the network's open bookings.
    await purge(slot.end - 1);
    expect(Object.values(must(await row()))).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    // A reminder queued at booking counts its age from when it is due, not from when it was
    // queued: with a retention shorter than the weeks ahead it was purged before it was sent.
    const shortRetention = loadServerConfig({ RETENTION_DAYS: "7" });
    await purgeExpired(server.database, {
      now: slot.start - 2 * 24 * HOUR_MS,
      retentionDays: 7,
      forms: purgedForms(shortRetention),
      mailDir: null,
    });
    expect(await pending(id)).toContain(DEMO_REMINDER);
    await purge(slot.end);
    expect(await row()).toEqual({ client_key: null, net56_key: null, net48_key: null });
    const after = slot.end + DEMO_RETENTION_AFTER_CALL_DAYS * 24 * HOUR_MS;
    await purge(after - 60_000);
    expect(await row()).toBeDefined();
    await purge(after + 60_000);
    expect(await row()).toBeUndefined();
    expect(await pending(id)).toEqual([]);
  });

  it("cancels from the link: the slot is free at once, the visitor and the operator get METHOD:CANCEL", async () => {
    const slot = must(offeredSlots(demo, clock())[12]);
    const response = await submit(app(), "demo", booking(slot), {}, "203.0.113.41");
    expect(response.statusCode).toBe(201);
    const { id, cancelUrl } = response.json<{ id: string; cancelUrl: string }>();
    await sendAll(2);
    smtp.received.length = 0;
    const reminder = await server.database.db
      .selectFrom("outbox")
      .select("run_at")
      .where("request_id", "=", id)
      .where("template", "=", DEMO_REMINDER)
      .executeTakeFirst();
    expect(Number(reminder?.run_at)).toBe(slot.start - 24 * HOUR_MS);

    const path = cancelUrl.replace(SITE_URL, "");
    const ask = await app().inject({ method: "GET", url: path });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain("Vuoi annullare la demo di");
    const forged = await app().inject({ method: "GET", url: `${path.slice(0, -3)}AAA` });
    expect(forged.statusCode).toBe(400);
    const token = must(new URL(cancelUrl).searchParams.get("t"));
    const done = await cancelWith(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("è annullata e l&#x27;orario è di nuovo libero");
    expect(await free()).toContain(new Date(slot.start).toISOString());
    expect((await pending(id)).sort()).toEqual(["demo-cancelled", "demo-cancelled-notice"]);

    const mails = await sendAll(2);
    for (const mail of mails) {
      const cancel = calendarOf(mail);
      expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(cancel.event.uid).toBe(`${id}@${new URL(SITE_URL).hostname}`);
      expect(cancel.event.sequence).toBe(1);
      expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
      expectNoCancelLink(cancel.text, cancelUrl);
    }
    const twice = await cancelWith(token);
    expect(twice.statusCode).toBe(409);
    // The slot can be booked again.
    expect((await submit(app(), "demo", booking(slot), {}, "203.0.113.42")).statusCode).toBe(201);
  });

  it("refuses a booking posted from another site's page with the booking's own message (L2)", async () => {
    const refused = await postPage(new URLSearchParams({ name: "x" }), "203.0.113.91", "https://altro-sito.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("La prenotazione deve partire da questa pagina del nostro sito");
    expect(refused.body).not.toContain("L&#x27;annullamento deve partire");
  });

  it("refuses a booking past the mailbox's daily cap with a 429, storing and sending nothing (M2)", async () => {
    await fillCap("segreteria", 70);

    const slot = must(offeredSlots(demo, clock())[23]);
    const body = booking(slot, { email: "segreteria@cooperativa-esempio.it", marketingConsent: true });
    const response = await submit(app(), "demo", body, {}, "203.0.113.74");
    expect([response.statusCode, response.json()]).toEqual([429, { error: apiMessages.recipientCap }]);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    const stored = await server.database.db
      .selectFrom("demo_requests")
      .select("id")
      .where("slot_start", "=", slot.start)
      .execute();
    expect(stored).toEqual([]);
    // The slot stays free for a visitor who can be invited.
    expect(await free()).toContain(new Date(slot.start).toISOString());
  });

  it("says the mailbox is past its cap on the page booked without JavaScript, and books nothing", async () => {
    await fillCap("direzione", 80);
    const page = await app().inject({ method: "GET", url: "/demo", remoteAddress: "203.0.113.84" });
    const captcha = must(/name="captchaToken" value="([^"]+)"/.exec(page.body)?.[1]);
    const [, a, b] = must(/Quanto fa (\d+) \+ (\d+)\?/.exec(page.body));
    const slot = must(offeredSlots(demo, clock())[27]);
    const form = new URLSearchParams({
      ...(booking(slot, { email: "direzione@cooperativa-esempio.it" }) as Record<string, string>),
      privacyAccepted: "1",
      captchaToken: captcha,
      captchaAnswer: String(Number(a) + Number(b)),
    });
    const refused = await postPage(form, "203.0.113.84");
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(429);
    expect(refused.body).toContain(apiMessages.recipientCap);
    expect(refused.body).not.toContain("Ti abbiamo scritto all&#x27;indirizzo che hai indicato");
  });

  it("sends the reminder the day before, from the outbox", async () => {
    const slot = must(offeredSlots(demo, clock())[15]);
    const body = booking(slot);
    const booked = await submit(app(), "demo", body, {}, "203.0.113.51");
    expect(booked.statusCode).toBe(201);
    await sendAll(2);
    smtp.received.length = 0;
    expect(await server.worker.processDue()).toMatchObject({ sent: 0 });
    const saved = clock();
    clock.set(slot.start - 24 * HOUR_MS - 60_000);
    try {
      // A minute early, nothing for this booking; on time, its reminder (other bookings' may come too).
      const early = await server.worker.processDue();
      const before = await smtp.waitFor(early.sent);
      expect(before.some((mail) => mail.envelopeTo[0] === body["email"])).toBe(false);
      smtp.received.length = 0;
      clock.set(slot.start - 24 * HOUR_MS);
      expect(await server.worker.processDue()).toMatchObject({ sent: 1, retried: 0 });
      const [reminder] = await smtp.waitFor(1);
      expect(reminder?.envelopeTo).toEqual([body["email"]]);
      expect(reminder?.parsed.subject).toMatch(/^Promemoria: demo /);
      expect(calendarOf(must(reminder)).event.startDate.toJSDate().getTime()).toBe(slot.start);
      expectNoCancelLink(calendarOf(must(reminder)).text, booked.json<{ cancelUrl: string }>().cancelUrl);
    } finally {
      clock.set(saved);
    }
  });

  it("books without JavaScript: the form's plain POST answers the page", async () => {
    const slot = must(offeredSlots(demo, clock())[18]);
    const page = await app().inject({ method: "GET", url: "/demo" });
    const captchaToken = must(/name="captchaToken" value="([^"]+)"/.exec(page.body)?.[1]);
    const [, a, b] = must(/Quanto fa (\d) \+ (\d)\?/.exec(page.body));
    const form = new URLSearchParams({
      slot: new Date(slot.start).toISOString(),
      name: "Marco Verdi",
      organisation: "Comune di Esempio",
      email: "marco.verdi@comune-esempio.it",
      phone: "",
      workers: "",
      captchaToken,
      captchaAnswer: String(Number(a) + Number(b)),
      privacyAccepted: "1",
      website: "",
    });
    const booked = await postPage(form, "203.0.113.61");
    expect(booked.statusCode, /role="alert"[^]*?<\/div>|errore">[^<]+/.exec(booked.body)?.[0]).toBe(201);
    expect(booked.headers["content-type"]).toContain("text/html");
    expect(booked.body).toContain("Demo prenotata");
    expect(booked.body).toContain("Aggiungi al calendario");
    expect(booked.body).toContain("Cosa preparare");

    const taken = await app().inject({
      method: "POST",
      url: "/demo",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, accept: "application/json" },
      payload: form.toString(),
      remoteAddress: "203.0.113.62",
    });
    // The captcha was spent by the first POST: a second one with it is refused before the slot.
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ html: string }>().html).toContain('role="alert"');
  });
});

/*
 * Bookings without the proof of work (docs/decisions/0036): the page books without JavaScript
 * within the hour's budget of work-less bookings; past it such a booking is refused with a page
 * that says what to do, while one with the work is still taken. The budget is in memory, so one
 * database is enough.
 */
describe("work-less bookings within the hour's budget", () => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const app = () => server.app;
  const slots = offeredSlots(demo, clock());
  let next = 0;

  /** The page's plain POST, as a browser without JavaScript sends it, from a client of its own. */
  async function plainBooking(extra: Record<string, string> = {}) {
    next += 1;
    const page = await app().inject({ method: "GET", url: "/demo" });
    const captchaToken = must(/name="captchaToken" value="([^"]+)"/.exec(page.body)?.[1]);
    const [, a, b] = must(/Quanto fa (\d) \+ (\d)\?/.exec(page.body));
    const form = new URLSearchParams({
      slot: new Date(must(slots[next]).start).toISOString(),
      name: "Marco Verdi",
      organisation: "Comune di Esempio",
      email: `marco.verdi.${next}@comune-esempio.it`,
      captchaToken,
      captchaAnswer: String(Number(a) + Number(b)),
      privacyAccepted: "1",
      website: "",
      ...extra,
    });
    return app().inject({
      method: "POST",
      url: "/demo",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: form.toString(),
      remoteAddress: `192.0.2.${next}`,
    });
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(must(testDialects()[0]));
    server = await createServer(testConfig(testDb), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("books without the work up to the budget, then refuses with what to do; with the work it books", async () => {
    for (let index = 0; index < WORKLESS_PER_HOUR; index += 1) {
      const booked = await plainBooking();
      expect(booked.statusCode, /role="alert"[^]*?<\/div>/.exec(booked.body)?.[0]).toBe(201);
      expect(booked.body).toContain("Demo prenotata");
    }

    const refused = await plainBooking();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toContain("text/html");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    const alert = must(/role="alert"[^]*?<\/div>/.exec(refused.body)?.[0]);
    expect(alert).toContain("senza JavaScript");
    expect(alert).toContain("Attiva JavaScript");
    expect(alert).toContain(OPERATOR_EMAIL);
    expect(refused.body).not.toContain("Demo prenotata");

    // The page's script sends the proof of work: that booking does not touch the budget.
    const { pow } = await solveCaptcha(app(), "demo");
    const withWork = await plainBooking({ pow });
    expect(withWork.statusCode, /role="alert"[^]*?<\/div>/.exec(withWork.body)?.[0]).toBe(201);
    // Work that is not solved is refused as such, not taken as a work-less booking.
    expect((await plainBooking({ pow: "bm90IHdvcms=" })).statusCode).toBe(400);

    // An hour later the first places are free again.
    clock.advance(HOUR_MS);
    expect((await plainBooking()).statusCode).toBe(201);
  });

  it("refuses a work-less request to the API past the budget too, and the kit's always", async () => {
    const question = async () => questionOf(await solveCaptcha(app(), "demo"));
    const body = { ...booking(must(slots[next + 20])), ...(await question()), pow: "" };
    // The hour's budget was spent above (the clock moved on but one place was taken again).
    const statuses: number[] = [];
    for (let index = 0; index < WORKLESS_PER_HOUR; index += 1) {
      const response = await submit(
        app(),
        "demo",
        {
          ...body,
          ...(await question()),
          email: `api.${index}@comune-esempio.it`,
          slot: new Date(must(slots[next + 20 + index]).start).toISOString(),
        },
        {},
        `192.0.2.${100 + index}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The kit still needs the work (the contact form and the whitepaper are sent without JavaScript too: 0045, 0046).
    expect((await submit(app(), "kit", { ...kitBody(), pow: "" }, {}, "192.0.2.200")).statusCode).toBe(400);
  });
});

/*
 * The hour's work-less places (eighth security read, L1): a booking its slot refuses (taken, not
 * offered) spends none, one the transaction refuses gives its place back, and one client takes at
 * most its share of them (2 at the default RATE_LIMIT_MAX, this server's).
 */
describe.each(testDialects())("work-less places on %s: the slot first, given back, a share per client", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const app = () => server.app;
  const slots = offeredSlots(demo, clock());
  let next = 0;
  const share = worklessPerClient(10, WORKLESS_PER_HOUR);

  /** A booking sent to the API without the proof of work, its question answered. */
  async function workless(slot: number, address: string, overrides: Record<string, unknown> = {}) {
    const { a, b, token } = (await app().inject({ method: "GET", url: "/api/captcha?form=demo" })).json<{
      a: number;
      b: number;
      token: string;
    }>();
    const body = { ...booking(must(slots[slot])), captchaToken: token, captchaAnswer: a + b, pow: "", ...overrides };
    return submit(app(), "demo", body, {}, address);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: "10" }), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("spends no place on a slot taken or not offered, gives one back, and keeps a client to its share", async () => {
    const taken = 2;
    expect((await submit(app(), "demo", booking(must(slots[taken])), {}, "198.51.100.1")).statusCode).toBe(201);
    const email = "gia.prenotata@studio-esempio.it";
    expect((await submit(app(), "demo", booking(must(slots[3]), { email }), {}, "198.51.100.2")).statusCode).toBe(201);
    const refused: number[] = [];
    for (let index = 0; index < WORKLESS_PER_HOUR + 2; index += 1) {
      const address = `192.0.2.${10 + index}`;
      refused.push((await workless(taken, address)).statusCode);
      const past = new Date(clock() - HOUR_MS).toISOString().replace(/:\d{2}\.\d{3}Z$/, ":00.000Z");
      refused.push((await workless(taken, address, { slot: past })).statusCode);
      // Refused by the transaction (the address holds its one open booking): the place comes back.
      refused.push((await workless(10 + index, address, { email })).statusCode);
    }
    expect(refused).toEqual(Array.from({ length: WORKLESS_PER_HOUR + 2 }, () => [409, 400, 429]).flat());

    // One client: its share, then refused with its own reason, while others still book.
    next = 20;
    const own: Awaited<ReturnType<typeof workless>>[] = [];
    for (let index = 0; index <= share; index += 1) own.push(await workless(next++, "2001:db8:77:1::1"));
    expect(own.map((response) => response.statusCode)).toEqual([201, 201, 429]);
    expect(own.at(-1)?.json<{ error: string }>().error).toMatch(/^Da questa rete, in quest'ora abbiamo già ricevuto/);
    // Other clients, each in a network of its own, take the hour's other places.
    const others: number[] = [];
    for (let index = 0; index < WORKLESS_PER_HOUR - share; index += 1) {
      others.push((await workless(next++, `2001:db8:${78 + index}:1::1`)).statusCode);
    }
    expect(others).toEqual(Array<number>(WORKLESS_PER_HOUR - share).fill(201));
    const full = await workless(next++, "192.0.2.99");
    expect([full.statusCode, full.json<{ error: string }>().error]).toEqual([
      429,
      worklessBudgetMessage(OPERATOR_EMAIL),
    ]);

    // A booking cancelled gives its place back (tenth security read, L-b): its client books again.
    const { cancelUrl } = must(own[0]).json<{ cancelUrl: string }>();
    const cancelled = await app().inject({
      method: "POST",
      url: "/demo/annulla",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: new URLSearchParams({ t: must(new URL(cancelUrl).searchParams.get("t")) }).toString(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await workless(next++, "2001:db8:77:1::1")).statusCode).toBe(201);
    expect((await workless(next++, "192.0.2.99")).statusCode).toBe(429);
  });
});

/*
 * Refusals that cost little (eighth security read, L2): on a server at the default RATE_LIMIT_MAX,
 * a foreign origin's 403 is a page rendered once, the form re-rendered with a refusal and the
 * page's renders each have a budget per client, and a failure is a page in Italian, not JSON.
 */
describe.each(testDialects())("the demo page's refusals on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const clock = testClock();
  const app = () => server.app;
  const MAX = 10;
  const plainPost = (form: Record<string, string>, remoteAddress: string, origin = SITE_URL) =>
    app().inject({
      method: "POST",
      url: "/demo",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      payload: new URLSearchParams(form).toString(),
      remoteAddress,
    });
  const hasForm = (html: string) => html.includes('name="captchaToken"');

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: String(MAX) }), { clock });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("answers a foreign origin's booking with the same page rendered once, no form, no database", async () => {
    const answers: Awaited<ReturnType<typeof plainPost>>[] = [];
    for (const address of ["203.0.113.1", "203.0.113.2", "2001:db8:f::1"]) {
      answers.push(await plainPost({ name: "x" }, address, "https://altro-sito.example"));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain("La prenotazione deve partire da questa pagina del nostro sito");
      expect(hasForm(answer.body)).toBe(false);
      expect(answer.body).toBe(answers[0]?.body);
    }
  });

  it("re-renders the refused form within a budget per client, then the limit's fixed page", async () => {
    const budget = demoRefusalPagesPerWindow(MAX);
    for (let index = 0; index < budget; index += 1) {
      const refused = await plainPost({ name: "x" }, "203.0.113.20");
      expect([refused.statusCode, hasForm(refused.body)]).toEqual([400, true]);
    }
    const past = await plainPost({ name: "x" }, "203.0.113.20");
    expect(past.statusCode).toBe(429);
    expect(hasForm(past.body)).toBe(false);
    expect(past.body).toContain("Troppe richieste");
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
    // Another client still gets its form back.
    expect(hasForm((await plainPost({ name: "x" }, "203.0.113.21")).body)).toBe(true);
  });

  it("renders the page of free slots within a budget per client, then a 429", async () => {
    const get = (remoteAddress: string) => app().inject({ method: "GET", url: "/demo", remoteAddress });
    for (let index = 0; index < demoPageRendersPerWindow(MAX); index += 1) {
      expect((await get("203.0.113.30")).statusCode).toBe(200);
    }
    const past = await get("203.0.113.30");
    expect([past.statusCode, hasForm(past.body)]).toEqual([429, false]);
    expect(past.body).toContain("Troppe richieste");
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get("203.0.113.31")).statusCode).toBe(200);
  });

  it("answers a failure of the plain form's POST with a page in Italian, never JSON", async () => {
    // The bookings' table gone: every read of it fails, as with a database that is down.
    await server.database.db.schema.dropTable("demo_requests").execute();
    for (const answer of [
      await plainPost({ name: "x" }, "203.0.113.40"),
      await app().inject({ method: "GET", url: "/demo", remoteAddress: "203.0.113.41" }),
    ]) {
      expect(answer.statusCode).toBe(500);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain("Richiesta non riuscita");
      expect(answer.body).toContain("Riprova tra qualche minuto");
    }
  });
});

describe.runIf(testDialects().includes("postgres"))("one slot, two servers, one PostgreSQL", () => {
  let testDb: TestDatabase;
  let servers: ServerParts[] = [];
  const clock = testClock();

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    const config = testConfig(testDb);
    // The second server migrates an already migrated database and shares its secret.
    servers = [await createServer(config, { clock }), await createServer(config, { clock })];
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await testDb?.drop();
  });

  it("answers 20 concurrent requests with exactly one 201 and 409s naming the nearest free slots", async () => {
    const slot = must(offeredSlots(demo, clock())[6]);
    const requests = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const server = must(servers[index % 2]);
        const captcha = await solveCaptcha(server.app, "demo");
        return { server, index, captcha };
      }),
    );
    const responses = await Promise.all(
      requests.map(({ server, index, captcha }) =>
        submit(
          server.app,
          "demo",
          {
            ...booking(slot, { email: `corsa.${index}@studio-esempio.it` }),
            captchaToken: captcha.captchaToken,
            captchaAnswer: captcha.captchaAnswer,
            pow: captcha.pow,
          },
          {},
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      const body = response.json<{ error: string; slots: unknown[] }>();
      expect(body.error).toContain("Questo orario è appena stato prenotato da qualcun altro.");
      expect(body.slots).toHaveLength(3);
    }
    const rows = await must(servers[0])
      .database.db.selectFrom("demo_requests")
      .select("id")
      .where("slot_start", "=", slot.start)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
