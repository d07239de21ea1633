import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE } from "../../src/config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../src/config/operator-facts.ts";
import { bookingDomain, OPEN_BOOKINGS_PER_DOMAIN } from "../../src/features/demo/demo-bookings.server.ts";
import { demoMessages } from "../../src/features/demo/schema.ts";
import { offeredSlots } from "../../src/features/demo/slots.ts";
import { smtpSuite } from "./support/smtp-suite.ts";
import { testDialects } from "./support/test-databases.ts";
import { must, SITE_URL, submit, testClock } from "./support/test-server.ts";

/*
 * Tenth security read, L-a: a catch-all domain gives its owner endless addresses, each allowed
 * its one open booking; from many IPv4 clients they held the whole calendar. One domain holds at
 * most OPEN_BOOKINGS_PER_DOMAIN open bookings, a public mailbox provider any number.
 */

const demo = must(loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }).demo);

describe("the domain a booking counts under", () => {
  it("folds case, subdomains and googlemail, and leaves the public providers out", () => {
    expect(bookingDomain("a@Catch-All-Esempio.it")).toBe("catch-all-esempio.it");
    expect(bookingDomain("a@x.y.catch-all-esempio.it")).toBe("catch-all-esempio.it");
    expect(bookingDomain("a@mail.esempio.co.uk")).toBe("esempio.co.uk");
    for (const address of ["a@gmail.com", "a.b@googlemail.com", "a@libero.it", "a@Outlook.it", "a@pec.it"]) {
      expect(bookingDomain(address), address).toBeNull();
    }
  });
});

describe.each(testDialects())("open bookings per e-mail domain on %s", (dialect) => {
  const clock = testClock();
  const suite = smtpSuite(dialect, clock);
  let index = 0;
  const book = (email: string, client: number) =>
    submit(
      suite.parts.app,
      "demo",
      {
        slot: new Date(must(offeredSlots(demo, clock())[(index += 1)]).start).toISOString(),
        name: "Giulia Bianchi",
        organisation: "Cooperativa Sociale Il Faro",
        email,
        privacyAccepted: true,
      },
      {},
      `198.51.100.${client}`,
    );

  it(`holds ${OPEN_BOOKINGS_PER_DOMAIN} per domain from any clients, frees one at the cancel, never for gmail.com`, async () => {
    const first = await book("uno@catch-all-esempio.it", 1);
    expect(first.statusCode, first.body).toBe(201);
    expect((await book("due@Catch-All-Esempio.it", 2)).statusCode).toBe(201);
    for (const [n, email] of ["tre@catch-all-esempio.it", "quattro@posta.catch-all-esempio.it"].entries()) {
      const refused = await book(email, 3 + n);
      expect([refused.statusCode, refused.json()], email).toEqual([429, { error: demoMessages.domainCap }]);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another domain, and a public provider's many users, are not held back.
    expect((await book("uno@altra-cooperativa-esempio.it", 10)).statusCode).toBe(201);
    for (const [n, local] of ["anna", "bruno", "carla"].entries()) {
      expect((await book(`${local}.esempio@gmail.com`, 20 + n)).statusCode, local).toBe(201);
    }
    // A cancelled booking no longer counts.
    const { cancelUrl } = first.json<{ cancelUrl: string }>();
    const cancelled = await suite.parts.app.inject({
      method: "POST",
      url: "/demo/annulla",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      payload: new URLSearchParams({ t: must(new URL(cancelUrl).searchParams.get("t")) }).toString(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await book("tre@catch-all-esempio.it", 30)).statusCode).toBe(201);
  });
});
