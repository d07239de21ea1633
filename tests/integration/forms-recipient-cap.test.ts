import { describe, expect, it } from "vitest";
import { messages } from "../../src/forms/messages.ts";
import { ORDER_DAILY_CAP } from "../../src/features/order/order.server.ts";
import { orderMessages } from "../../src/features/order/schema.ts";
import { WHITEPAPER_DAILY_CAP } from "../../src/features/whitepaper/whitepaper.server.ts";
import { useServerPair } from "./support/server-pair.ts";
import { countRows, testDialects } from "./support/test-databases.ts";
import { orderBody, submit, testClock, whitepaperBody } from "./support/test-server.ts";

const DAY_S = 24 * 60 * 60;

/** Spellings of one mailbox: case and '+tag' (issue 17, findings 2 and 12). */
const SPELLINGS = [
  "marco.verdi@verdi-costruzioni.it",
  "Marco.Verdi+1@Verdi-Costruzioni.IT",
  "marco.verdi+offerte@verdi-costruzioni.it",
  "MARCO.VERDI+x+y@verdi-costruzioni.it",
  "marco.verdi+2@verdi-costruzioni.it",
];

const FORMS = [
  {
    form: "whitepaper" as const,
    cap: WHITEPAPER_DAILY_CAP,
    table: "whitepaper_requests" as const,
    body: whitepaperBody,
    error: messages.whitepaperCap,
  },
  {
    form: "order" as const,
    cap: ORDER_DAILY_CAP,
    table: "order_requests" as const,
    body: orderBody,
    error: orderMessages.orderCap,
  },
];

describe.each(testDialects())("per-recipient caps on %s", (dialect) => {
  const clock = testClock();
  const servers = useServerPair(dialect, clock, [
    "outbox",
    "whitepaper_requests",
    "order_requests",
    "order_counters",
    "rate_limits",
  ]);

  describe.each(FORMS)("$form", ({ form, cap, table, body, error }) => {
    it(`counts one mailbox however it is spelt: ${cap} in 24 hours, then 429`, async () => {
      for (const email of SPELLINGS.slice(0, cap)) {
        expect((await submit(servers.app, form, body({ email }))).statusCode).toBe(201);
        clock.advance(60_000);
      }
      const capped = await submit(servers.app, form, body({ email: SPELLINGS[cap] }));
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({ error });
      expect(Number(capped.headers["retry-after"])).toBe(DAY_S - cap * 60);
      expect(await countRows(servers.database, table)).toBe(cap);
      // The address is stored as typed; another mailbox on the same domain is not affected.
      const stored = await servers.database.db.selectFrom(table).select("email").orderBy("created_at").execute();
      expect(stored.map((row) => row.email)).toEqual(SPELLINGS.slice(0, cap));
      expect((await submit(servers.app, form, body({ email: "marco.verdix@verdi-costruzioni.it" }))).statusCode).toBe(
        201,
      );
      expect((await submit(servers.app, form, body({ email: "marco_verdi@verdi-costruzioni.it" }))).statusCode).toBe(
        201,
      );
    });

    it("lets one of two concurrent requests through when one place is left", async () => {
      for (const email of SPELLINGS.slice(0, cap - 1)) {
        expect((await submit(servers.app, form, body({ email }))).statusCode).toBe(201);
      }
      const raced = await Promise.all([
        submit(servers.app, form, body({ email: SPELLINGS[cap] }), {}, "203.0.113.21"),
        submit(servers.second, form, body({ email: SPELLINGS[cap + 1] }), {}, "203.0.113.22"),
      ]);
      expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 429]);
      expect(await countRows(servers.database, table)).toBe(cap);
    });
  });
});
