import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { AddressObject } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { headerText } from "../../src/server/mail.server.ts";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./support/test-smtp.ts";
import {
  contactBody,
  must,
  OPERATOR_EMAIL,
  submit,
  TEST_PDF,
  testClock,
  testConfig,
  whitepaperBody,
} from "./support/test-server.ts";

const MAIL_FROM = "Whistleblowing Facile <noreply@whistleblowing-esempio.it>";

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ""));
}

describe.each(testDialects())("e-mails through SMTP on %s", (dialect) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let server: ServerParts;
  const clock = testClock();

  async function sendAll(count: number): Promise<ReceivedMail[]> {
    const result = await server.worker.processDue();
    expect(result).toMatchObject({ sent: count, retried: 0 });
    return smtp.waitFor(count);
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
  afterEach(() => {
    smtp.received.length = 0;
  });

  it("notifies the operator of a contact message, Reply-To the visitor", async () => {
    const message = "Buongiorno,\nvorrei attivare il canale per 120 dipendenti.\nGrazie";
    const response = await submit(app(), "contact", contactBody({ message }));
    expect(response.statusCode).toBe(201);
    const [mail] = await sendAll(1);
    expect(mail?.envelopeTo).toEqual([OPERATOR_EMAIL]);
    const parsed = must(mail).parsed;
    expect(addresses(parsed.to)).toEqual([OPERATOR_EMAIL]);
    expect(addresses(parsed.from)).toEqual(["noreply@whistleblowing-esempio.it"]);
    expect(addresses(parsed.replyTo)).toEqual(["giulia.bianchi@azienda-esempio.it"]);
    expect(parsed.replyTo?.text).toContain("Giulia Bianchi");
    expect(parsed.subject).toBe("Nuovo messaggio dal sito: Giulia Bianchi");
    expect(parsed.text).toContain("vorrei attivare il canale per 120 dipendenti.");
    expect(parsed.text).toContain("Giulia Bianchi");
    expect(parsed.html).toContain("Buongiorno,<br/>vorrei attivare il canale per 120 dipendenti.<br/>Grazie");
    expect(parsed.html).not.toMatch(/<img/i);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@www\.whistleblowing-esempio\.it>$/);
  });

  it("sends the whitepaper to the visitor with the PDF byte for byte, and the lead to the operator", async () => {
    const response = await submit(app(), "whitepaper", whitepaperBody({ marketingConsent: true }));
    expect(response.statusCode).toBe(201);
    const received = await sendAll(2);
    const visitor = received.find((mail) => mail.envelopeTo.includes("marco.verdi@verdi-costruzioni.it"));
    const lead = received.find((mail) => mail.envelopeTo.includes(OPERATOR_EMAIL));
    expect(visitor?.envelopeTo).toEqual(["marco.verdi@verdi-costruzioni.it"]);
    expect(lead?.envelopeTo).toEqual([OPERATOR_EMAIL]);

    const delivery = must(visitor, "email al visitatore").parsed;
    // The address is not confirmed: no typed name in To or in the greeting (docs/decisions/0023).
    expect(delivery.to && !Array.isArray(delivery.to) ? delivery.to.text : "").toBe("marco.verdi@verdi-costruzioni.it");
    expect(delivery.subject).toBe("Il tuo whitepaper sul whistleblowing (D.Lgs. 24/2023)");
    expect(delivery.text).toContain("Buongiorno,");
    expect(delivery.text).not.toContain("Marco");
    // A service message: no sales line about the visitor's company (art. 130 Codice privacy).
    expect(delivery.text).not.toContain("Verdi Costruzioni S.r.l.");
    expect(delivery.attachments).toHaveLength(1);
    const [pdf] = delivery.attachments;
    expect(pdf?.filename).toBe("whitepaper-dlgs-24-2023.pdf");
    expect(pdf?.contentType).toBe("application/pdf");
    expect(Buffer.compare(must(pdf).content, TEST_PDF)).toBe(0);

    const notification = must(lead, "notifica all'operatore").parsed;
    expect(notification.subject).toBe("Nuova richiesta del whitepaper: Marco Verdi (Verdi Costruzioni S.r.l.)");
    expect(addresses(notification.replyTo)).toEqual(["marco.verdi@verdi-costruzioni.it"]);
    expect(notification.text).toContain("Verdi Costruzioni S.r.l.");
    expect(notification.text).toContain("marco.verdi@verdi-costruzioni.it");
    expect(notification.text).toMatch(/Consenso a proposte commerciali\s+Chiesto nel modulo il/);
    expect(notification.text).toContain("Non scrivere a questo indirizzo finché non è confermato");
    expect(notification.text).not.toContain("Rispondi a questa e-mail");
    expect(notification.attachments).toHaveLength(0);
  });

  it("lets no CR or LF typed in a field add a header or a recipient", async () => {
    // The shared schema refuses line breaks in names (issue 17 §13): nothing is stored or sent.
    const response = await submit(
      app(),
      "whitepaper",
      whitepaperBody({
        firstName: "Marco\r\nBcc: intruso@attaccante.example",
        lastName: "Verdi\nX-Injected: sì",
        companyName: "ACME\r\n\r\nSubject: falso",
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("contiene caratteri invisibili o di controllo non ammessi");
    const contact = await submit(app(), "contact", contactBody({ name: "Giulia\r\nCc: intruso@attaccante.example" }));
    expect(contact.statusCode).toBe(400);
    expect(await server.worker.processDue()).toMatchObject({ sent: 0 });
    // Headers are built with headerText whatever a stored row holds (rows from before the rule).
    expect(headerText("Marco\r\nBcc: intruso@attaccante.example\u202e")).toBe("Marco Bcc: intruso@attaccante.example");
  });

  it("escapes HTML typed in the fields", async () => {
    const response = await submit(
      app(),
      "contact",
      contactBody({
        message: '<img src="https://tracker.example/p.gif"><script>alert(1)</script> & <b>grassetto</b>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await sendAll(1);
    const html = must(mail).parsed.html || "";
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain("<b>grassetto");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;grassetto&lt;/b&gt;");
    expect(must(mail).parsed.text).toContain("<script>alert(1)</script> & <b>grassetto</b>");
  });

  it("retries the whitepaper e-mail while the PDF is missing, and still notifies the operator", async () => {
    const config = testConfig(testDb);
    rmSync(config.whitepaperPdf);
    try {
      expect(
        (await submit(app(), "whitepaper", whitepaperBody({ email: "senza-pdf@verdi-costruzioni.it" }))).statusCode,
      ).toBe(201);
      expect(await server.worker.processDue()).toMatchObject({ sent: 1, retried: 1 });
      const failed = await server.database.db
        .selectFrom("outbox")
        .selectAll()
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow();
      expect(failed).toMatchObject({ template: "whitepaper-delivery", attempts: 1 });
      expect(failed.last_error).toContain("ENOENT");
    } finally {
      testConfig(testDb); // writes the PDF back
    }
    clock.advance(60 * 60 * 1000);
    expect(await server.worker.processDue()).toMatchObject({ sent: 1, retried: 0 });
    const received = await smtp.waitFor(2);
    expect(received.map((mail) => mail.parsed.attachments.length).sort()).toEqual([0, 1]);
  });

  function app() {
    return server.app;
  }
});

describe("e-mails without SMTP", () => {
  it("are written as .eml files under DATA_DIR/mail, and a log line says where", async () => {
    const testDb = await createTestDatabase("sqlite");
    const logs: string[] = [];
    const server = await createServer(testConfig(testDb, { LOG_LEVEL: "info" }), {
      logStream: { write: (line) => void logs.push(line) },
    });
    try {
      expect((await submit(server.app, "whitepaper", whitepaperBody())).statusCode).toBe(201);
      expect(await server.worker.processDue()).toMatchObject({ sent: 2 });
      const directory = path.join(testDb.dataDir, "mail");
      const files = readdirSync(directory).filter((name) => name.endsWith(".eml"));
      expect(files).toHaveLength(2);
      const written = logs
        .filter((line) => line.includes("email scritta su file"))
        .map((line) => JSON.parse(line) as { file: string });
      expect(written.map((entry) => path.basename(entry.file)).sort()).toEqual(files.sort());
      const raw = files.map((name) => readFileSync(path.join(directory, name), "latin1")).join("\n");
      expect(raw).toContain("filename=whitepaper-dlgs-24-2023.pdf");
      expect(raw).toContain("Subject: Il tuo whitepaper sul whistleblowing (D.Lgs. 24/2023)");
    } finally {
      await server.app.close();
      await testDb.drop();
    }
  });
});
