import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer } from "../../src/app/server.server.ts";
import { orderMessages } from "../../src/features/order/schema.ts";
import { orderPageProblems } from "../../src/features/order/order-route.server.ts";
import { WORKLESS_PER_HOUR } from "../../src/server/api.server.ts";
import type { Database } from "../../src/server/db.server.ts";
import { formPoster, tagWithId } from "./support/plain-post.ts";
import { countRows, createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { must, OPERATOR_EMAIL, orderBody, submit, testClock, testConfig } from "./support/test-server.ts";

/*
 * The order without JavaScript (issue 26, docs/decisions/0033 and 0036): /ordine's form posts
 * urlencoded to /ordine/richiesta, which stores the order through the form API and answers the
 * confirmation, or the form again with what was typed and the messages; never a 500 for what a
 * visitor sends. Work-less orders are taken within the hour's budget.
 */

const HOUR_MS = 3_600_000;

/** What a browser without JavaScript posts for a private buyer with a P.IVA: every field, the hidden ones empty. */
function privateForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    workers: "75",
    buyerType: "privato",
    companyName: "Verdi Costruzioni S.r.l.",
    vatNumber: "00743110157",
    taxCode: "",
    ipaCode: "",
    cig: "",
    splitPayment: "on",
    contactName: "Marco Verdi",
    email: "marco.verdi@verdi-costruzioni.it",
    phone: "",
    street: "",
    postalCode: "",
    city: "",
    province: "",
    sdiCode: "",
    pec: "",
    notes: "",
    website: "",
    ...overrides,
  };
}

describe.each(testDialects())("order without JavaScript on %s", (dialect) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let database: Database;
  const clock = testClock();
  let hour = 0;
  const post = formPoster(() => app, "/ordine/richiesta");

  /** The 303 a stored order answers, and the confirmation page it leads to. */
  async function confirmationOf(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode, /role="alert"[^]*?<\/p>/.exec(response.body)?.[0]).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/ordine\/richiesta\?t=[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    return { location, page: await app.inject({ method: "GET", url: location }) };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const server = await createServer(testConfig(testDb), { clock });
    app = server.app;
    database = server.database;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    // A new hour for each test: the budget of work-less orders is the hour's.
    hour += 2;
    clock.set(Date.parse("2026-03-02T09:00:00Z") + hour * HOUR_MS);
    for (const table of ["outbox", "order_requests", "order_counters", "rate_limits", "recipient_sends"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  it("stores a form-encoded order as the API does, then sends the browser to its confirmation with the quote's link", async () => {
    const page = await app.inject({ method: "GET", url: "/ordine" });
    expect(page.body).toMatch(/<form[^>]*action="\/ordine\/richiesta"[^>]*method="post"/);
    expect(page.body).not.toContain("richiede JavaScript");
    // Split payment is the buyer's declaration: not every public body is under art. 17-ter.
    expect(tagWithId(page.body, "splitPayment")).not.toContain("checked");

    const { location, page: response } = await confirmationOf(
      await post(privateForm({ companyName: "  Verdi Costruzioni S.r.l. " })),
    );
    // The address names no one: no e-mail, no company, no number in it.
    expect(location).not.toMatch(/verdi|marco|2026-0001|%40/i);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("Richiesta ricevuta: preventivo n. 2026-0001");
    expect(response.body).toContain("Il contratto da firmare ti arriva entro 2 giorni lavorativi");
    expect(response.body).toContain("marco.verdi@verdi-costruzioni.it");
    // The shell's head and CSP are the prerendered page's.
    expect(response.body).toContain("<title>");
    expect(response.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);

    const row = await database.db.selectFrom("order_requests").selectAll().executeTakeFirstOrThrow();
    // The plan follows from the headcount, as in the island.
    expect(row).toMatchObject({
      number: "2026-0001",
      plan: "small",
      workers: 75,
      company_name: "Verdi Costruzioni S.r.l.",
      vat_number: "00743110157",
      tax_code: null,
      buyer_type: "privato",
      ipa_code: null,
      split_payment: 0,
      street: "",
    });
    const mails = await database.db.selectFrom("outbox").select("template").orderBy("template").execute();
    expect(mails.map((mail) => mail.template)).toEqual(["order-confirmation", "order-notification"]);

    const quote = must(/href="(\/api\/order\/offerta\?t=[^"]+)"/.exec(response.body)?.[1], "link dell'offerta");
    const pdf = await app.inject({ method: "GET", url: quote.replaceAll("&amp;", "&") });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // The kit opens with the order's entity.
    expect(response.body).toContain("/kit-attivazione?denominazione=Verdi+Costruzioni+S.r.l.&amp;lavoratori=75");

    // A reload shows the same confirmation and posts nothing again.
    const reload = await app.inject({ method: "GET", url: location });
    expect(reload.statusCode).toBe(200);
    expect(reload.body).toContain("Richiesta ricevuta: preventivo n. 2026-0001");
    expect(await countRows(database, "order_requests")).toBe(1);
    expect(mails).toHaveLength(2);
    expect(await countRows(database, "outbox")).toBe(2);
    // Without the token (an old bookmark of the POST's address): the form.
    const bare = await app.inject({ method: "GET", url: "/ordine/richiesta" });
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe("/ordine");
  });

  it("shows the confirmation only to the signed link, and only until it expires", async () => {
    const { location } = await confirmationOf(await post(privateForm()));
    const token = location.slice(location.indexOf("=") + 1);
    const [id = "", expires = "", signature = ""] = token.split(".");
    const forged = [
      `${id}.${(Number.parseInt(expires, 36) + HOUR_MS).toString(36)}.${signature}`,
      `${id.replace(/^./, id.startsWith("0") ? "1" : "0")}.${expires}.${signature}`,
      "nonsense",
      "",
    ];
    for (const bad of forged) {
      const refused = await app.inject({ method: "GET", url: `/ordine/richiesta?t=${encodeURIComponent(bad)}` });
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.body).toContain(orderPageProblems.confirmationInvalid.replaceAll("'", "&#x27;"));
      expect(refused.body).not.toContain("marco.verdi");
      expect(refused.body).not.toContain("2026-0001");
    }
    clock.advance(25 * HOUR_MS);
    const expired = await app.inject({ method: "GET", url: location });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(orderPageProblems.confirmationExpired.replaceAll("'", "&#x27;"));
    expect(expired.body).not.toContain("2026-0001");
  });

  it("keeps only the fields that apply: a public body's codes, a private buyer's codice fiscale without a P.IVA", async () => {
    const publicBody = await post(
      privateForm({
        workers: "120",
        buyerType: "pubblico",
        companyName: "Comune di Esempio",
        // Typed, then hidden by CSS when 'Ente pubblico' was ticked.
        vatNumber: "12345678901",
        taxCode: "00743110157",
        ipaCode: "ufxy12",
        cig: "Z1A2B3C4D5",
        sdiCode: "XXXXXXX",
        email: "rpct@comune-esempio.it",
      }),
    );
    expect(publicBody.statusCode, publicBody.body.slice(0, 200)).toBe(303);
    const noVat = await post(
      privateForm({ noVat: "on", vatNumber: "", taxCode: "00743110157", ipaCode: "ABC123", splitPayment: "" }),
    );
    expect(noVat.statusCode).toBe(303);
    const rows = await database.db.selectFrom("order_requests").selectAll().orderBy("number").execute();
    expect(rows[0]).toMatchObject({
      plan: "medium",
      buyer_type: "pubblico",
      vat_number: "",
      tax_code: "00743110157",
      ipa_code: "UFXY12",
      cig: "Z1A2B3C4D5",
      sdi_code: null,
      split_payment: 1,
    });
    expect(rows[1]).toMatchObject({ buyer_type: "privato", vat_number: "", tax_code: "00743110157", ipa_code: null });
  });

  it("takes a controlled company's SDI code from its own field, where a browser posts both sdiCode fields", async () => {
    /** The page's order: the public body's SDI field in its group, then the billing box's. */
    function companyForm(publicSdi: string, billingSdi: string, invoice = "sdi"): string {
      const fields = privateForm({
        workers: "60",
        buyerType: "pubblico",
        publicInvoice: invoice,
        companyName: "Acque Pubbliche S.p.A.",
        taxCode: "00743110157",
        ipaCode: "UFXY12",
        email: "amministrazione@acque-pubbliche.it",
      });
      const twice = new Set(["sdiCode", "pec", "vatNumber"]);
      const form = new URLSearchParams(Object.entries(fields).filter(([key]) => !twice.has(key)));
      // The private buyer's P.IVA comes before the company's; the company's SDI code and PEC before the billing box's.
      form.append("vatNumber", "");
      form.append("vatNumber", "00743110157");
      form.append("sdiCode", publicSdi);
      form.append("pec", "");
      form.append("sdiCode", billingSdi);
      form.append("pec", "privata@pec.it");
      return form.toString();
    }
    const { page } = await confirmationOf(await post(companyForm("m5uxcr1", "XXXXXXX")));
    expect(page.body).toContain("Richiesta ricevuta: preventivo n. 2026-0001");
    const row = await database.db.selectFrom("order_requests").selectAll().executeTakeFirstOrThrow();
    // The IPA code typed before choosing SDI is dropped: one address for the e-invoice.
    expect(row).toMatchObject({
      buyer_type: "pubblico",
      sdi_code: "M5UXCR1",
      ipa_code: null,
      pec: null,
      vat_number: "00743110157",
    });

    // Missing: the message at the public body's own field, which the summary links to.
    const missing = await post(companyForm("", "XXXXXXX"));
    expect(missing.statusCode).toBe(400);
    const html = missing.body.replaceAll("<!-- -->", "");
    expect(html).toContain(`href="#sdiCode-ente">${orderMessages.publicSdiRequired}</a>`);
    expect(tagWithId(html, "publicInvoice-sdi")).toContain('checked=""');
    // With the IPA chosen the SDI fields are ignored, and a third sdiCode is refused.
    expect((await post(companyForm("", "XXXXXXX", "ipa"))).statusCode).toBe(303);
    expect((await post(`${companyForm("", "")}&sdiCode=ABCDEFG`)).statusCode).toBe(400);
    expect(await countRows(database, "order_requests")).toBe(2);
  });

  it("answers the form again with the values, the summary and each field's error, status 400, storing nothing", async () => {
    const response = await post(
      privateForm({ vatNumber: "12345678901", email: "", notes: 'Chiamatemi dopo le 15 & "grazie"' }),
    );
    expect(response.statusCode).toBe(400);
    // React marks where two texts meet with an empty comment; the browser shows one text.
    const html = response.body.replaceAll("<!-- -->", "");
    expect(html).toContain("Controlla i 2 dati indicati qui sotto.");
    // Without JavaScript nothing moves focus: the summary takes it itself, so it is heard first.
    expect(html).toMatch(/<div[^>]*tabindex="-1"[^>]*autofocus=""[^>]*data-order-errors=""/);
    expect(html).toContain(`<a class="underline" href="#vatNumber">${orderMessages.vatInvalid}</a>`);
    const vat = tagWithId(html, "vatNumber");
    expect(vat).toContain('aria-invalid="true"');
    expect(vat).toContain('aria-describedby="vatNumber-errore"');
    expect(vat).toContain('value="12345678901"');
    expect(html).toMatch(new RegExp(`<p id="vatNumber-errore"[^>]*>${orderMessages.vatInvalid}</p>`));
    expect(tagWithId(html, "email")).toContain('aria-invalid="true"');
    expect(tagWithId(html, "companyName")).toContain('value="Verdi Costruzioni S.r.l."');
    expect(tagWithId(html, "companyName")).not.toContain("aria-invalid");
    // Escaped, never markup; the plan and the amounts follow from the headcount kept.
    expect(html).toContain("Chiamatemi dopo le 15 &amp; &quot;grazie&quot;</textarea>");
    expect(html).toContain("Piano adatto: <strong");
    // The activation's amount only in the summary, which applies the promotion (buyer's read).
    expect(html).toContain("l&#x27;anno, IVA esclusa; l&#x27;attivazione una tantum è nel riepilogo.");
    expect(html).toContain("Piano Small Business, 12 mesi");
    expect(await countRows(database, "order_requests")).toBe(0);

    // From 250 workers: the Enterprise message on the field, the other values kept.
    const enterprise = await post(privateForm({ workers: "300" }));
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.body).toContain("Per 300 lavoratori il piano adatto è Enterprise");
    expect(tagWithId(enterprise.body, "contactName")).toContain('value="Marco Verdi"');

    // A public body's choice is kept: its radio ticked, its fields shown.
    const publicBody = await post(privateForm({ buyerType: "pubblico", taxCode: "", ipaCode: "" }));
    expect(publicBody.statusCode).toBe(400);
    expect(tagWithId(publicBody.body, "buyerType-pubblico")).toContain('checked=""');
    expect(publicBody.body).toContain(orderMessages.ipaRequired.replaceAll("'", "&#x27;"));
  });

  it("answers 400, never 500, to junk, and stores nothing", async () => {
    const junk: [string, Parameters<typeof post>[0], Record<string, string>?][] = [
      ["unknown key", { ...privateForm(), plan2: "x" }],
      ["key twice", `${new URLSearchParams(privateForm()).toString()}&email=a%40b.it`],
      ["empty body", ""],
      ["not a form", "%%%&&&==="],
      ["NUL", privateForm({ notes: "a\u0000b" })],
      ["JSON", JSON.stringify(orderBody()), { "content-type": "application/json" }],
      ["workers", privateForm({ workers: "1e3" })],
      ["buyer type", privateForm({ buyerType: "ministero" })],
      ["plan", privateForm({ plan: "gold" })],
    ];
    for (const [what, form, headers] of junk) {
      const response = await post(form, { headers: headers ?? {} });
      expect(response.statusCode, what).toBe(400);
      expect(response.headers["content-type"], what).toContain("text/html");
      expect(response.body, what).toContain('action="/ordine/richiesta"');
    }
    const unknown = await post({ ...privateForm(), plan2: "x" });
    expect(unknown.body).toContain(orderPageProblems.badRequest);
    const large = await post(privateForm({ notes: "x".repeat(20_000) }));
    expect(large.statusCode).toBe(413);
    const foreign = await post(privateForm(), { headers: { origin: "https://altro-sito.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(orderPageProblems.forbiddenOrigin);
    expect(await countRows(database, "order_requests")).toBe(0);
  });

  it("tells a bot that fills the honeypot that all went well, and stores nothing", async () => {
    const response = await post(privateForm({ website: "https://spam.example", email: "bot@verdi-costruzioni.it" }));
    // The answer of a real order, a signed link included, and a 200 behind it: nothing tells the
    // bot apart from a success (security read, L2). The page carries nothing it typed or we keep.
    const { page } = await confirmationOf(response);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Richiesta ricevuta");
    expect(page.body).toContain("all&#x27;indirizzo indicato");
    expect(page.body).not.toContain("preventivo n.");
    expect(page.body).not.toContain("bot@verdi-costruzioni.it");
    expect(page.body).not.toContain("data-order-quote");
    expect(await countRows(database, "order_requests")).toBe(0);
  });

  it("answers 404 to the link of an order erased since, signed as it is", async () => {
    const { location, page } = await confirmationOf(
      await post(privateForm({ email: "cancellami@verdi-costruzioni.it" })),
    );
    expect(page.statusCode).toBe(200);
    await database.db.deleteFrom("order_requests").execute();
    const again = await app.inject({ method: "GET", url: location });
    expect(again.statusCode).toBe(404);
    expect(again.body).not.toContain("Richiesta ricevuta");
  });

  it("takes work-less orders within the hour's budget, then says what to do; the island's orders still go", async () => {
    for (let index = 0; index < WORKLESS_PER_HOUR; index += 1) {
      const response = await post(privateForm({ email: `ordine.${index}@verdi-costruzioni.it` }));
      expect(response.statusCode, /role="alert"[^]*?<\/p>/.exec(response.body)?.[0]).toBe(303);
    }
    const refused = await post(privateForm({ email: "ultimo@verdi-costruzioni.it" }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const alert = must(/role="alert"[^]*?<\/p>/.exec(refused.body)?.[0]);
    expect(alert).toContain("Attiva JavaScript");
    expect(alert).toContain(OPERATOR_EMAIL);
    // What was typed is given back, to send again later or by e-mail.
    expect(tagWithId(refused.body, "email")).toContain('value="ultimo@verdi-costruzioni.it"');
    expect(await countRows(database, "order_requests")).toBe(WORKLESS_PER_HOUR);

    // With JavaScript the island solves the work: untouched by the budget.
    const island = await submit(app, "order", orderBody({ email: "isola@verdi-costruzioni.it" }), {}, "192.0.2.77");
    expect(island.statusCode).toBe(201);

    clock.advance(HOUR_MS);
    expect((await post(privateForm({ email: "dopo@verdi-costruzioni.it" }))).statusCode).toBe(303);
  });
});
