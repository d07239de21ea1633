import { describe, expect, it } from "vitest";
import { RECIPIENT_DAILY_CAP } from "../../src/lib/email-address.ts";
import { useServerPair } from "./support/server-pair.ts";
import { purgeExpired } from "./support/purge.ts";
import { countRows, testDialects } from "./support/test-databases.ts";
import { contactBody, kitBody, orderBody, submit, testClock, whitepaperBody } from "./support/test-server.ts";

const DAY_S = 24 * 60 * 60;
const CAP = RECIPIENT_DAILY_CAP;

/**
 * Spellings of one mailbox: case and '+tag' (issue 17, findings 2 and 12), Gmail's dots and
 * googlemail.com (security review 3, M1).
 */
const SPELLINGS = [
  "mario.rossi.test@gmail.com",
  "M.ArioRossi.Test+offerte@Gmail.com",
  "mariorossitest@googlemail.com",
  "m.a.r.i.o.rossitest+x+y@GOOGLEMAIL.COM",
  "MarioRossiTest@gmail.com",
  "mariorossi.test+2@gmail.com",
];

/**
 * The one 429 message of the shared cap, whichever form hits it (DPO read, B5): a request to one
 * form can be refused because of the others, so no form speaks of its own daily count.
 */
const CAP_MESSAGE =
  "Questo indirizzo ha già ricevuto il numero massimo di e-mail dal nostro sito (3 e-mail in 24 ore tra whitepaper, kit, ordini e demo). Riprova più tardi o scrivici dalla pagina Contatti.";

/**
 * The forms whose only purpose is the e-mail to the address a visitor typed: refused past the cap.
 * `places`: what one request takes of the cap; the kit holds one for the kit its link releases (L4).
 */
const FORMS = [
  { form: "whitepaper", table: "whitepaper_requests" as const, body: whitepaperBody, error: CAP_MESSAGE, places: 1 },
  { form: "kit", table: "kit_requests" as const, body: kitBody, error: CAP_MESSAGE, places: 2 },
];

/** The order past the cap: stored, the operator notified, nothing to the address (fresh security read 7, M1). */
const ORDER_NOTICE =
  "La richiesta è registrata, ma per ora non ti inviamo e-mail: a questo indirizzo abbiamo già inviato, o riservato per le richieste in corso, il numero massimo di e-mail previsto in 24 ore. Ti ricontattiamo noi per confermare l'ordine.";

describe.each(testDialects())("one recipient cap across every form on %s", (dialect) => {
  const clock = testClock();
  const servers = useServerPair(dialect, clock, [
    "outbox",
    "contact_requests",
    "whitepaper_requests",
    "order_requests",
    "kit_requests",
    "order_counters",
    "rate_limits",
    "recipient_sends",
  ]);

  describe.each(FORMS)("$form", ({ form, table, body, error, places }) => {
    const accepted = Math.floor(CAP / places);
    it(`counts one mailbox however it is spelt: ${CAP} e-mails in 24 hours, then 429`, async () => {
      for (const email of SPELLINGS.slice(0, accepted)) {
        expect((await submit(servers.app, form, body({ email }))).statusCode).toBe(201);
        clock.advance(60_000);
      }
      for (const email of SPELLINGS.slice(accepted)) {
        const capped = await submit(servers.app, form, body({ email }));
        expect(capped.statusCode, email).toBe(429);
        expect(capped.json()).toEqual({ error });
        expect(Number(capped.headers["retry-after"])).toBe(DAY_S - accepted * 60);
      }
      expect(await countRows(servers.database, table)).toBe(accepted);
      // The address is stored as typed; other mailboxes are not affected.
      const stored = await servers.database.db.selectFrom(table).select("email").orderBy("created_at").execute();
      expect(stored.map((row) => row.email)).toEqual(SPELLINGS.slice(0, accepted));
      for (const other of ["mario.rossi.test@gmail.it", "mariorossitest2@gmail.com", "mario.rossi.test@libero.it"]) {
        expect((await submit(servers.app, form, body({ email: other }))).statusCode, other).toBe(201);
      }
    });

    it("lets one of two concurrent requests through when room for one is left", async () => {
      // Whitepapers (one place each) leave exactly what one request of this form takes.
      for (const email of SPELLINGS.slice(0, CAP - places)) {
        expect((await submit(servers.app, "whitepaper", whitepaperBody({ email }))).statusCode).toBe(201);
      }
      const before = await countRows(servers.database, table);
      const raced = await Promise.all([
        submit(servers.app, form, body({ email: SPELLINGS[CAP] }), {}, "203.0.113.21"),
        submit(servers.second, form, body({ email: SPELLINGS[CAP + 1] }), {}, "203.0.113.22"),
      ]);
      expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 429]);
      expect(await countRows(servers.database, table)).toBe(before + 1);
      expect(await countRows(servers.database, "recipient_sends")).toBe(CAP);
    });
  });

  it("cannot be used to lock a public mailbox out of ordering: past the cap the order is stored, nothing is sent to it", async () => {
    // Three clients fill info@'s cap with '+tag' variants of it, one e-mail each.
    const variants = ["info+a@azienda-esempio.it", "INFO+b@azienda-esempio.it", "info+c@Azienda-Esempio.it"];
    for (const [n, email] of variants.entries()) {
      const response = await submit(servers.app, "whitepaper", whitepaperBody({ email }), {}, `203.0.113.${40 + n}`);
      expect(response.statusCode).toBe(201);
    }
    expect(await countRows(servers.database, "recipient_sends")).toBe(CAP);
    const outboxBefore = await countRows(servers.database, "outbox");

    // The owner's real order: accepted and stored, with the honest notice instead of an e-mail.
    const order = await submit(
      servers.app,
      "order",
      orderBody({ email: "info@azienda-esempio.it" }),
      {},
      "198.51.100.7",
    );
    expect(order.statusCode, order.body).toBe(201);
    const answer = order.json<{ id: string; number: string; notice: string }>();
    expect(answer.notice).toBe(ORDER_NOTICE);
    expect(answer.number).toMatch(/^\d{4}-\d{4}$/);
    const row = await servers.database.db
      .selectFrom("order_requests")
      .select(["email", "mailbox_capped_at", "confirmed_at"])
      .where("id", "=", answer.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe("info@azienda-esempio.it");
    expect(Number(row.mailbox_capped_at)).toBe(clock());
    expect(row.confirmed_at).toBeNull();
    // Only the operator's notification is queued: no confirmation link, no quote to the address.
    const queued = await servers.database.db
      .selectFrom("outbox")
      .select("template")
      .where("request_id", "=", answer.id)
      .execute();
    expect(queued.map((mail) => mail.template)).toEqual(["order-notification"]);
    expect(await countRows(servers.database, "outbox")).toBe(outboxBefore + 1);
    // Nothing was sent, so nothing is counted; the whitepaper, whose only purpose is the e-mail, is still refused.
    expect(await countRows(servers.database, "recipient_sends")).toBe(CAP);
    const whitepaper = await submit(servers.app, "whitepaper", whitepaperBody({ email: "info@azienda-esempio.it" }));
    expect([whitepaper.statusCode, whitepaper.json()]).toEqual([429, { error: CAP_MESSAGE }]);
  });

  it(`counts the forms together: ${CAP} e-mails to one mailbox in 24 hours, whatever the forms`, async () => {
    // A whitepaper, then an order: its link and the quote the link releases fill the cap (L4).
    expect((await submit(servers.app, "whitepaper", whitepaperBody({ email: SPELLINGS[0] }))).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await submit(servers.app, "order", orderBody({ email: SPELLINGS[1] }))).statusCode).toBe(201);
    clock.advance(60_000);
    // One place comes back when the whitepaper's leaves the window, two when the order's do.
    for (const { form, body, error, places } of FORMS) {
      const capped = await submit(servers.app, form, body({ email: SPELLINGS[3] }));
      expect(capped.statusCode, form).toBe(429);
      expect(capped.json()).toEqual({ error });
      expect(Number(capped.headers["retry-after"])).toBe(DAY_S - (places === 1 ? 2 : 1) * 60);
    }
    const order = await submit(servers.app, "order", orderBody({ email: SPELLINGS[3] }));
    expect([order.statusCode, order.json<{ notice?: string }>().notice]).toEqual([201, ORDER_NOTICE]);
    // The contact form e-mails only the operator: it is not counted and not capped.
    expect((await submit(servers.app, "contact", contactBody({ email: SPELLINGS[4] }))).statusCode).toBe(201);
    // A day after the first, one place is free again: a whitepaper fits, an order's two do not.
    clock.advance(DAY_S * 1000 - 2 * 60_000);
    expect((await submit(servers.app, "whitepaper", whitepaperBody({ email: SPELLINGS[5] }))).statusCode).toBe(201);
    const after = await submit(servers.app, "order", orderBody({ email: SPELLINGS[5] }));
    expect([after.statusCode, after.json<{ notice?: string }>().notice]).toEqual([201, ORDER_NOTICE]);
  });

  it("keeps no address in the counter, only a keyed hash and the time, purged after the window", async () => {
    for (const { form, body } of [...FORMS, { form: "order", body: orderBody }]) {
      expect((await submit(servers.app, form, body({ email: SPELLINGS[0] }))).statusCode).toBe(201);
    }
    // The whitepaper's place and the kit's two fill the cap: the order is stored, nothing counted.
    const rows = await servers.database.db.selectFrom("recipient_sends").selectAll().execute();
    expect(rows).toHaveLength(CAP);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["created_at", "key"]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(1);
    const text = JSON.stringify(rows).toLowerCase();
    for (const part of ["mario", "rossi", "gmail", "test"]) expect(text).not.toContain(part);

    await purgeExpired(servers.database, { now: clock() + DAY_S * 1000 - 1, retentionDays: 30, mailDir: null });
    expect(await countRows(servers.database, "recipient_sends")).toBe(CAP);
    await purgeExpired(servers.database, { now: clock() + DAY_S * 1000, retentionDays: 30, mailDir: null });
    expect(await countRows(servers.database, "recipient_sends")).toBe(0);
  });
});
