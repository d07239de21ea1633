import { brotliDecompressSync } from "node:zlib";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { kitMessages } from "../../src/features/activation-kit/kit-input.ts";
import {
  contentDisposition,
  ERROR_PAGES_BUDGET,
  KIT_BODY_LIMIT,
  kitProblems,
} from "../../src/features/activation-kit/kit-route.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { SITE_URL, testConfig } from "./support/test-server.ts";

/*
 * POST /kit-attivazione/documenti (issue 21), the activation kit without JavaScript: the ZIP, or
 * the page again with the answers and Italian messages; never a 500, nothing stored or logged.
 */

const PATH = "/kit-attivazione/documenti";
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL };
/** Values nobody else writes: any of them in a log line would be a leak. */
const MARKER = "Zeta Quarzo Impianti";

function answers(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ente: "privato",
    controllo: "no",
    lavoratori: "120",
    modello231: "si",
    settore: "no",
    denominazione: `${MARKER} S.r.l.`,
    sito: "https://www.zeta-quarzo.it",
    piattaforma: "https://segnalazioni.zeta-quarzo.it",
    gestore: "Ufficio Compliance Quarzo",
    sostituto: "Responsabile Ufficio Legale Quarzo",
    privacy: "privacy@zeta-quarzo.it",
    rpd: "",
    sindacati: "si",
    odv: "Organismo di Vigilanza collegiale Quarzo",
    ...overrides,
  };
}

const encode = (values: Record<string, string>) => new URLSearchParams(values).toString();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) => plain(main(html));
/** The words of a fragment, as a visitor reads them. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Every rate-limit counter the database holds, as key → count: a refusal that wrote would change it. */
async function counters(server: ServerParts): Promise<Record<string, number>> {
  const rows = await server.database.db.selectFrom("rate_limits").select(["key", "count"]).execute();
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
}

describe("Content-Disposition of the kit", () => {
  it("gives an ASCII filename and the exact name as filename* (RFC 6266, RFC 8187)", () => {
    expect(contentDisposition("kit-whistleblowing-rossi.zip")).toBe(
      `attachment; filename="kit-whistleblowing-rossi.zip"; filename*=UTF-8''kit-whistleblowing-rossi.zip`,
    );
    expect(contentDisposition('kit-città "d\'Italia".zip')).toBe(
      `attachment; filename="kit-citta _d'Italia_.zip"; filename*=UTF-8''kit-citt%C3%A0%20%22d%27Italia%22.zip`,
    );
  });
});

describe.each(testDialects())("POST /kit-attivazione/documenti on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;
  const logs: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { LOG_LEVEL: "debug", RATE_LIMIT_MAX: "1000" }), {
      logStream: { write: (line) => void logs.push(line) },
    });
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  const post = (payload: string, headers: Record<string, string> = FORM) =>
    server.app.inject({ method: "POST", url: PATH, headers, payload });

  it("answers the ZIP of .docx files, as an attachment named after the entity", async () => {
    const response = await post(encode(answers()));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toBe("no-store");
    const disposition = String(response.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[^"]*zeta-quarzo[^"]*\.zip"; filename\*=UTF-8''\S+\.zip$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const documents = Object.keys(files).filter((name) => name.endsWith(".docx"));
    expect(documents.length).toBeGreaterThan(0);
    const first = unzipSync(files[documents[0] ?? ""] ?? new Uint8Array());
    expect(strFromU8(first["word/document.xml"] ?? new Uint8Array())).toContain(MARKER);
  });

  it("answers JSON with the ZIP and the page's result, website text included, for the page's script", async () => {
    const response = await post(encode(answers()), { ...FORM, accept: "application/json" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ fileName: string; zip: string; html: string }>();
    expect(body.fileName).toMatch(/zeta-quarzo.*\.zip$/);
    expect(Object.keys(unzipSync(Buffer.from(body.zip, "base64"))).length).toBeGreaterThan(0);
    expect(body.html).toContain("Il testo per il sito");
    expect(body.html).toContain('id="kit-codice-html"');
    expect(body.html).toContain(MARKER);
    // Issue 26: «Acquista online» carries the answers into the order, as the checker's «Acquista» does.
    expect(body.html).toContain('href="/ordine?piano=medium&amp;lavoratori=120"');
    const publicBody = await post(
      encode(
        answers({ ente: "pubblico", tipo: "capoluogo", controllo: "", lavoratori: "", modello231: "", settore: "" }),
      ),
      {
        ...FORM,
        accept: "application/json",
      },
    );
    expect(publicBody.statusCode).toBe(200);
    // A public body reads the ACN status first and is offered a quote, not «Acquista» (buyer walk).
    const publicText = plain(publicBody.json<{ html: string }>().html);
    expect(publicBody.json<{ html: string }>().html).toContain('href="/ordine?ente=pubblico"');
    expect(publicText).toContain("La piattaforma per il tuo ente: chi può acquistarla");
    expect(publicText).toContain("non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN)");
    expect(publicText).toContain("Chiedi il preventivo");
    expect(publicText).not.toContain("Acquista");
    // From 250 workers, the Enterprise request with the headcount, not «Acquista».
    const large = await post(encode(answers({ lavoratori: "300" })), { ...FORM, accept: "application/json" });
    expect(large.statusCode).toBe(200);
    const largeHtml = large.json<{ html: string }>().html;
    expect(largeHtml).toContain('href="/contatti?piano=enterprise&amp;lavoratori=300"');
    expect(plain(largeHtml)).toContain("Chiedi l'offerta Enterprise");
    expect(plain(largeHtml)).not.toContain("Acquista");
  });

  it("answers 400 with the page, the answers given back and a message under each field", async () => {
    const response = await post(
      encode(
        answers({ denominazione: "", sito: "http://www.zeta-quarzo.it", privacy: "non-una-email", sindacati: "" }),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;
    expect(html).toMatch(/<html lang="it"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("<style>/*! tailwindcss");
    const page = text(html);
    expect(page).toContain("Controlla i dati indicati qui sotto.");
    // Without JavaScript nothing moves focus: the summary takes it itself, so it is heard first.
    expect(html).toMatch(/<div id="kit-riepilogo-errori" tabindex="-1"[^>]*autofocus=""/);
    for (const message of [
      kitMessages.denominazione,
      kitMessages.sitoInvalid,
      kitMessages.privacyInvalid,
      kitMessages.sindacati,
    ]) {
      expect(page).toContain(message);
    }
    // The summary links to each field; each field says it is invalid and where its message is.
    expect(html).toContain('href="#denominazione"');
    expect(html).toContain('href="#sindacati-errore"');
    expect(html).toMatch(
      /<input[^>]*id="sito"[^>]*aria-invalid="true"[^>]*aria-describedby="sito-suggerimento sito-errore"/,
    );
    // What was typed comes back, so only the wrong answers need typing again.
    expect(html).toMatch(/id="sito"[^>]*value="http:\/\/www.zeta-quarzo.it"/);
    expect(html).toMatch(/id="gestore"[^>]*value="Ufficio Compliance Quarzo"/);
    expect(html).toMatch(/<input type="radio"[^>]*name="ente" checked="" value="privato"/);
    expect(html).toMatch(/<form[^>]*action="\/kit-attivazione\/documenti"[^>]*method="post"/);
    // The shell's policy still holds: the rendered part adds no inline script or style.
    expect(String(response.headers["content-security-policy"])).not.toContain("unsafe-inline");
  });

  it("escapes what was typed when it gives it back", async () => {
    const response = await post(encode(answers({ denominazione: '"><script>alert(1)</script>', privacy: "" })));
    expect(response.statusCode).toBe(400);
    expect(main(response.body)).not.toContain("<script>alert(1)");
  });

  it("shows the checker's explanation to an entity that is not obliged", async () => {
    const response = await post(encode(answers({ lavoratori: "12", modello231: "no", settore: "no" })));
    expect(response.statusCode).toBe(400);
    const page = text(response.body);
    expect(page).toContain("Con queste risposte non prepariamo il kit");
    expect(page).toContain(kitMessages.notObliged);
    expect(response.body).toContain(
      'href="/normativa/verifica?ente=privato&amp;controllo=no&amp;lavoratori=12&amp;modello231=no&amp;settore=no"',
    );
  });

  it("never answers 500 to what a client sends: odd bodies and types get Italian 4xx pages", async () => {
    const cases: [string, Record<string, string>, number][] = [
      ["", FORM, 400],
      ["%%%&&&=", FORM, 400],
      ["ente=privato&ente=pubblico&lavoratori=%00", FORM, 400],
      [JSON.stringify(answers()), { ...FORM, "content-type": "application/json" }, 415],
      ["x", { ...FORM, "content-type": "text/plain" }, 415],
    ];
    for (const [payload, headers, status] of cases) {
      const response = await post(payload, headers);
      expect(response.statusCode, payload).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(text(response.body)).toMatch(/Controlla i dati|Il modulo inviato non è valido|formato della richiesta/);
    }
  });

  it("refuses a POST from another site's page (Origin or Sec-Fetch-Site)", async () => {
    for (const headers of [
      { ...FORM, origin: "https://attacker.example" },
      { ...FORM, origin: "null" },
      { "content-type": FORM["content-type"], "sec-fetch-site": "cross-site" },
    ]) {
      const response = await post(encode(answers()), headers);
      expect(response.statusCode).toBe(403);
      expect(text(response.body)).toContain(kitProblems.forbiddenOrigin);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    }
  });

  it("refuses a body over the limit with 413 and an Italian page", async () => {
    const response = await post(encode(answers({ gestore: "x".repeat(KIT_BODY_LIMIT) })));
    expect(response.statusCode).toBe(413);
    expect(text(response.body)).toContain(kitProblems.tooLarge);
  });

  it("sends a GET of the address, a reload or a bookmark of a 400 page, to the empty form", async () => {
    const response = await server.app.inject({ method: "GET", url: PATH });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/kit-attivazione");
  });

  // F20 (UX walk): the checker's result and the order link here with answers; without JavaScript
  // the server fills them in, escaped; a bare address, or an unknown parameter, is the built file.
  it("renders /kit-attivazione with the address's answers in the form, and the bare page as built", async () => {
    const filled = await server.app.inject({
      method: "GET",
      url: "/kit-attivazione?ente=pubblico&denominazione=Comune+%3Cb%3Edi%3C%2Fb%3E+Prova&lavoratori=120",
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.headers["cache-control"]).toBe("no-store");
    expect(filled.body).toMatch(
      /<input[^>]*value="pubblico"[^>]*checked=""|<input[^>]*checked=""[^>]*value="pubblico"/,
    );
    expect(filled.body).toContain('value="Comune &lt;b&gt;di&lt;/b&gt; Prova"');
    expect(filled.body).toMatch(/<input[^>]*id="lavoratori"[^>]*value="120"/);
    expect(filled.body).toContain("<h1");
    expect(filled.body).not.toContain("controlla i dati");
    for (const url of ["/kit-attivazione", "/kit-attivazione?utm_source=x"]) {
      const plain = await server.app.inject({ method: "GET", url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["cache-control"], url).not.toBe("no-store");
      expect(plain.body, url).not.toMatch(/<input[^>]*value="pubblico"[^>]*checked=""/);
    }
  });

  it("logs nothing of what was sent, at any level", async () => {
    await post(encode(answers()));
    await post(encode(answers({ privacy: "" })));
    await post(encode(answers()), { ...FORM, origin: "https://attacker.example" });
    const leaked = logs.filter((line) => /Quarzo|quarzo/.test(line));
    expect(leaked).toEqual([]);
  });

  it("stores nothing: no table gains a row but the client's rate-limit counter", async () => {
    const tables = ["contact_requests", "whitepaper_requests", "order_requests", "outbox"] as const;
    const count = async () =>
      Promise.all(
        tables.map(async (table) => {
          const row = await server.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        }),
      );
    const before = await count();
    await post(encode(answers()));
    expect(await count()).toEqual(before);
  });
});

describe.each(testDialects())("the kit's rate limit on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_S: "600" }));
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  it("answers 429 with Retry-After once a client is over the limit, the same page each time, writing nothing", async () => {
    const post = (overrides: Record<string, string>) =>
      server.app.inject({
        method: "POST",
        url: PATH,
        headers: { ...FORM, "accept-encoding": "br" },
        payload: encode(answers(overrides)),
        remoteAddress: "192.0.2.60",
      });
    expect((await post({ privacy: "" })).statusCode).toBe(400);
    expect((await post({ privacy: "" })).statusCode).toBe(400);
    const before = await counters(server);
    const limited = await post({ privacy: "" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["content-encoding"]).toBe("br");
    const page = brotliDecompressSync(limited.rawPayload).toString("utf8");
    expect(text(page)).toContain(kitProblems.rateLimited);
    // Nothing of the request is in it: the page was rendered once, for every client over the limit.
    expect(page).not.toContain("Quarzo");
    const other = await post({ gestore: "Altro Ufficio" });
    expect(other.statusCode).toBe(429);
    expect(other.rawPayload.equals(limited.rawPayload)).toBe(true);
    expect(await counters(server)).toEqual(before);
  });

  it("writes nothing for answers that do not pass", async () => {
    const before = await counters(server);
    const response = await server.app.inject({
      method: "POST",
      url: PATH,
      headers: FORM,
      payload: encode(answers({ privacy: "" })),
      remoteAddress: "192.0.2.61",
    });
    expect(response.statusCode).toBe(400);
    expect(await counters(server)).toEqual(before);
  });
});

describe.each(testDialects())("the kit's limits on IPv6 and on the server's work, on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: ServerParts;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" }));
  });
  afterAll(async () => {
    await server?.app.close();
    await testDb?.drop();
  });

  const post = (forwardedFor: string) =>
    server.app.inject({
      method: "POST",
      url: PATH,
      headers: { ...FORM, "x-forwarded-for": forwardedFor },
      payload: encode(answers()),
      remoteAddress: "127.0.0.1",
    });

  it("counts the /64s of one /48 together too: rotating them buys a few kits, not one each", async () => {
    const statuses = [];
    // One /64 in each /56, so only the /48 caps them: RATE_LIMIT_MAX 1, a /48 eight times that.
    for (let n = 0; n < 12; n += 1) statuses.push((await post(`2001:db8:25:${(n << 8).toString(16)}::1`)).statusCode);
    expect(statuses).toEqual([...Array<number>(8).fill(200), 429, 429, 429, 429]);
  });

  it("counts the /64s of one /56 together: one /56 cannot spend its /48's kits (security read 6, M2)", async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await post(`2001:db8:27:${n.toString(16)}::1`)).statusCode);
    // RATE_LIMIT_MAX 1, a /56 twice that: two kits, then 429 for all of that /56.
    expect(statuses).toEqual([200, 200, 429, 429]);
    // A neighbour in another /56 of that /48 still gets its kit.
    expect((await post("2001:db8:27:100::1")).statusCode).toBe(200);
  });

  it("renders refused answers for one /48 only within its budget, then a generic page (M2)", async () => {
    const invalid = (forwardedFor: string) =>
      server.app.inject({
        method: "POST",
        url: PATH,
        headers: { ...FORM, "x-forwarded-for": forwardedFor },
        payload: encode(answers({ privacy: "" })),
        remoteAddress: "127.0.0.1",
      });
    const pages = [];
    // One /64 in each /56, so only the /48 caps them.
    for (let n = 0; n < 10; n += 1) pages.push(await invalid(`2001:db8:26:${(n << 8).toString(16)}::1`));
    expect(pages.map((page) => page.statusCode)).toEqual(Array<number>(10).fill(400));
    // RATE_LIMIT_MAX 1: a /48 gets eight pages that give its answers back, then the generic one.
    const generic = "non possiamo indicarti quali: dalla rete da cui ti colleghi, anche da altri utenti";
    expect(pages.map((page) => page.body.includes(generic))).toEqual([...Array<boolean>(8).fill(false), true, true]);
    // Those pages never close the kits' budget: a neighbour in that /48 still gets its kit.
    expect((await post("2001:db8:26:ff::1")).statusCode).toBe(200);
  });

  it("renders refused answers for all clients together only within the server's budget (M2)", async () => {
    // A clock that stands still: no unit of the budget comes back during the test.
    const frozen = await createServer(testConfig(testDb, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" }), {
      clock: () => Date.parse("2026-11-28T10:00:30Z"),
    });
    try {
      const pages = [];
      // Each from an address of its own, each within its own limits.
      for (let n = 0; n < ERROR_PAGES_BUDGET.burst + 5; n += 1) {
        pages.push(
          await frozen.app.inject({
            method: "POST",
            url: PATH,
            headers: { ...FORM, "x-forwarded-for": `203.0.113.${n + 1}` },
            payload: encode(answers({ privacy: "" })),
            remoteAddress: "127.0.0.1",
          }),
        );
      }
      expect(pages.every((page) => page.statusCode === 400)).toBe(true);
      const givenBack = pages.map((page) => page.body.includes(MARKER));
      expect(givenBack).toEqual(pages.map((_, n) => n < ERROR_PAGES_BUDGET.burst));
      for (const page of pages.slice(ERROR_PAGES_BUDGET.burst)) {
        expect(text(page.body)).toContain(kitProblems.answersInvalidBusy);
      }
    } finally {
      await frozen.app.close();
    }
  });

  it("answers 503 with Retry-After and an Italian page past the queue of kits to draft", async () => {
    // Many clients at once, each within its own limit: the server drafts a few and refuses the rest.
    const before = Object.keys(await counters(server)).length;
    const responses = await Promise.all(Array.from({ length: 16 }, (_, n) => post(`198.51.100.${n + 1}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(200);
    // A 503 comes before any write: only the kits drafted wrote their client's counter (read 5, M2).
    const drafted = statuses.filter((status) => status === 200).length;
    expect(Object.keys(await counters(server)).length - before).toBe(drafted);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(text(response.body)).toContain(kitProblems.busy);
    }
  });
});
