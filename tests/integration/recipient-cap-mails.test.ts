import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "../../src/config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../src/config/operator-facts.ts";
import { offeredSlots, type Slot } from "../../src/features/demo/slots.ts";
import { RECIPIENT_DAILY_CAP } from "../../src/lib/email-address.ts";
import { confirmationLink, pressConfirm, tokenOf } from "./support/confirmation.ts";
import { runTool } from "./support/ops-tool.ts";
import { smtpSuite } from "./support/smtp-suite.ts";
import { countRows, testDialects } from "./support/test-databases.ts";
import { kitBody, must, SITE_URL, submit, TEST_SECRET, testClock, whitepaperBody } from "./support/test-server.ts";

/*
 * Tenth security read, M1: the recipient cap counts e-mails, not requests. The demo's reminder
 * and its cancellation, and the e-mails a confirmation releases, count in recipient_sends in the
 * transaction that queues them; the reminder and the cancellation asked by link are not sent to
 * a mailbox at its cap (the booking and the cancellation themselves still happen).
 */

const demo = must(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }).demo);

describe.each(testDialects())("every e-mail to a visitor counts against the mailbox's cap on %s", (dialect) => {
  const clock = testClock();
  const suite = smtpSuite(dialect, clock);
  const db = () => suite.parts.database.db;
  let slotIndex = 6;
  const nextSlot = (): Slot => must(offeredSlots(demo, clock())[(slotIndex += 1)]);
  let client = 10;
  const nextClient = () => `203.0.113.${(client += 1)}`;

  /** The mailbox's rows in the counter: the whole table, each test using its own mailboxes. */
  const counted = () => countRows(suite.parts.database, "recipient_sends");
  const queued = async (id: string) =>
    (await db().selectFrom("outbox").select("template").where("request_id", "=", id).execute())
      .map((row) => row.template)
      .sort();
  async function clearCounter() {
    await db().deleteFrom("recipient_sends").execute();
  }
  async function book(email: string) {
    const response = await submit(
      suite.parts.app,
      "demo",
      {
        slot: new Date(nextSlot().start).toISOString(),
        name: "Giulia Bianchi",
        organisation: "Cooperativa Sociale Il Faro",
        email,
        privacyAccepted: true,
        website: "",
      },
      {},
      nextClient(),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; cancelUrl: string }>();
  }
  /** Whitepaper requests for '+tag' spellings of the mailbox: one counted e-mail each. */
  async function whitepapers(local: string, count: number) {
    for (let n = 0; n < count; n += 1) {
      const body = whitepaperBody({ email: `${local}+w${n}@cooperativa-esempio.it` });
      expect((await submit(suite.parts.app, "whitepaper", body, {}, nextClient())).statusCode).toBe(201);
    }
  }
  const cancelByLink = (cancelUrl: string) =>
    suite.parts.app.inject({
      method: "POST",
      url: "/demo/annulla",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: new URLSearchParams({ t: must(new URL(cancelUrl).searchParams.get("t")) }).toString(),
    });

  it("below the cap: the reminder and the cancellation are queued, and each is counted", async () => {
    await clearCounter();
    const { id, cancelUrl } = await book("accoglienza@cooperativa-esempio.it");
    // The invitation and the reminder: two e-mails to the mailbox.
    expect(await counted()).toBe(2);
    expect(await queued(id)).toEqual(["demo-invitation", "demo-notification", "demo-reminder"]);

    const done = await cancelByLink(cancelUrl);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Ti abbiamo mandato una conferma per e-mail");
    expect(await counted()).toBe(3);
    expect(await queued(id)).toEqual([
      "demo-cancelled",
      "demo-cancelled-notice",
      "demo-invitation",
      "demo-notification",
    ]);
  });

  it("at the cap: no reminder is queued for a booking that fills it", async () => {
    await clearCounter();
    await whitepapers("amministrazione", RECIPIENT_DAILY_CAP - 1);
    const { id } = await book("amministrazione@cooperativa-esempio.it");
    // The invitation answers the booking and is counted; the reminder would pass the cap.
    expect(await counted()).toBe(RECIPIENT_DAILY_CAP);
    expect(await queued(id)).toEqual(["demo-invitation", "demo-notification"]);
  });

  it("at the cap: a cancellation by link frees the slot, sends the visitor nothing and says so", async () => {
    await clearCounter();
    const slot = must(offeredSlots(demo, clock())[slotIndex + 1]);
    const { id, cancelUrl } = await book("presidenza@cooperativa-esempio.it");
    await whitepapers("presidenza", RECIPIENT_DAILY_CAP - 2);
    expect(await counted()).toBe(RECIPIENT_DAILY_CAP);

    const done = await cancelByLink(cancelUrl);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("è annullata e l&#x27;orario è di nuovo libero");
    expect(done.body).not.toContain("Ti abbiamo mandato una conferma");
    expect(done.body).toContain("Non te lo confermiamo per e-mail");
    const row = await db()
      .selectFrom("demo_requests")
      .select(["cancelled_at", "cancelled_by"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect([Number(row.cancelled_at), row.cancelled_by]).toEqual([clock(), "visitatore"]);
    // The operator is told; nothing more to the mailbox, and nothing more counted.
    expect(await queued(id)).toEqual(["demo-cancelled-notice", "demo-invitation", "demo-notification"]);
    expect(await counted()).toBe(RECIPIENT_DAILY_CAP);
    // The slot is free again.
    const page = await suite.parts.app.inject({ method: "GET", url: "/demo", remoteAddress: nextClient() });
    expect(page.body).toContain(`value="${new Date(slot.start).toISOString()}"`);
  });

  it("the operator's cancellation reaches a mailbox at its cap, and is counted", async () => {
    await clearCounter();
    const { id } = await book("tesoreria@cooperativa-esempio.it");
    await whitepapers("tesoreria", RECIPIENT_DAILY_CAP - 2);
    expect(await counted()).toBe(RECIPIENT_DAILY_CAP);
    const env = { ...suite.testDb.env, SERVER_SECRET: TEST_SECRET };
    const run = await runTool(env, ["demo-annulla", id], { clock });
    expect(run.code, run.stderr).toBe(0);
    expect(await queued(id)).toContain("demo-cancelled");
    expect(await counted()).toBe(RECIPIENT_DAILY_CAP + 1);
  });

  it("the e-mail a confirmation releases (the kit) is counted too", async () => {
    await clearCounter();
    const email = "segreteria.kit@cooperativa-esempio.it";
    expect((await submit(suite.parts.app, "kit", kitBody({ email }), {}, nextClient())).statusCode).toBe(201);
    // The link and the place held for the kit the confirmation will release (L4).
    expect(await counted()).toBe(2);
    await suite.parts.worker.processDue();
    const [ask] = (await suite.smtp.waitFor(2)).filter((mail) => mail.envelopeTo.includes(email));
    const confirmed = await pressConfirm(suite.parts.app, tokenOf(confirmationLink(must(ask))));
    expect(confirmed.statusCode).toBe(200);
    // The kit takes the held place, at the time it is sent.
    const rows = await db().selectFrom("recipient_sends").select("created_at").execute();
    expect(rows.map((row) => Number(row.created_at)).sort()).toEqual([clock(), clock()].map(Number).sort());
  });

  // Issue 25, L4: three kit requests, each confirmed, gave one mailbox six e-mails in a day.
  it("confirm-first requests and what their confirmations release stay within the cap", async () => {
    await clearCounter();
    const email = "segreteria.kit2@cooperativa-esempio.it";
    const first = await submit(suite.parts.app, "kit", kitBody({ email }), {}, nextClient());
    expect(first.statusCode).toBe(201);
    // Two of three places taken: the next kit request, a link and its kit, does not fit.
    const second = await submit(suite.parts.app, "kit", kitBody({ email }), {}, nextClient());
    expect(second.statusCode).toBe(429);
    // One e-mail that needs no confirmation still does.
    const body = whitepaperBody({ email: "segreteria.kit2+w@cooperativa-esempio.it" });
    expect((await submit(suite.parts.app, "whitepaper", body, {}, nextClient())).statusCode).toBe(201);
    expect(await counted()).toBe(RECIPIENT_DAILY_CAP);
  });
});
