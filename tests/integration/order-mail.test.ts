import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ServerParts } from "../../src/app/server.server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./support/test-databases.ts";
import { confirmByLink } from "./support/confirmation.ts";
import { readPdf } from "./support/pdf-text.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./support/test-smtp.ts";
import { must, OPERATOR_EMAIL, orderBody, submit, testClock, testConfig } from "./support/test-server.ts";

const MAIL_FROM = "Whistleblowing Facile <noreply@whistleblowing-esempio.it>";
const CUSTOMER = "marco.verdi@verdi-costruzioni.it";
/** A comune's RPCT: another mailbox, so the recipient cap of the customer's tests does not count it. */
const RPCT = "anna.bianchi@comune-esempio.it";
const OPERATOR = { OPERATOR_NAME: "Mario Rossi", OPERATOR_ADDRESS: "Via Torino 5, 10121 Torino TO" };
/** Free text an attacker would fill with a fake IBAN: the operator's notification only shows it. */
const NOTES = "Fattura a inizio mese. Bonifico su IBAN IT00X0000000000000000000000";
const BANK = { BANK_IBAN: "IT60 X054 2811 1010 0000 0123 456", BANK_HOLDER: "Mario Rossi", BANK_NAME: "Banca Esempio" };

function pdfOf(mail: ReceivedMail | undefined) {
  const attachments = must(mail, "email").parsed.attachments;
  expect(attachments).toHaveLength(1);
  const [pdf] = attachments;
  expect(pdf?.contentType).toBe("application/pdf");
  return { filename: pdf?.filename, ...readPdf(must(pdf).content) };
}

describe.each(testDialects())("order e-mails with the quote PDF on %s", (dialect) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  const servers: ServerParts[] = [];
  const clock = testClock(); // 2 March 2026

  async function server(env: Record<string, string>): Promise<ServerParts> {
    const created = await createServer(testConfig(testDb, { SMTP_URL: smtp.url, MAIL_FROM, ...OPERATOR, ...env }), {
      clock,
    });
    servers.push(created);
    return created;
  }

  /**
   * The operator's notification, then the customer's offer, which follows the confirmation of the
   * address (docs/decisions/0023): the first e-mail to the customer is only the link.
   */
  async function orderAndSend(parts: ServerParts, body: Record<string, unknown>): Promise<ReceivedMail[]> {
    const response = await submit(parts.app, "order", body);
    expect(response.statusCode).toBe(201);
    expect(await parts.worker.processDue()).toMatchObject({ sent: 2, retried: 0 });
    const [first, second] = await smtp.waitFor(2);
    const to = typeof body["email"] === "string" ? body["email"] : CUSTOMER;
    const [link, operator] = first?.envelopeTo.includes(to) ? [first, second] : [second, first];
    await confirmByLink(parts.app, must(link, "e-mail di conferma"));
    expect(await parts.worker.processDue()).toMatchObject({ sent: 1, retried: 0 });
    const quote = (await smtp.waitFor(3))[2];
    return [must(operator, "notifica"), must(quote, "offerta")];
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const parts of servers) await parts.app.close();
    await smtp?.close();
    await testDb?.drop();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    // Each test orders for the same mailboxes, and an order holds two of its three daily places
    // (the link and the quote its confirmation releases): each test starts with the day's count at 0.
    for (const parts of servers) await parts.database.db.deleteFrom("recipient_sends").execute();
  });

  it("sends the customer and the operator the same quote: Small without promotion, 390,00 + 85,80 = 475,80 €", async () => {
    const parts = await server({});
    const received = await orderAndSend(
      parts,
      orderBody({ taxCode: "RSSMRA85T10A562S", phone: "+39 02 1234567", notes: NOTES }),
    );
    const customer = received.find((mail) => mail.envelopeTo.includes(CUSTOMER));
    const operator = received.find((mail) => mail.envelopeTo.includes(OPERATOR_EMAIL));

    const confirmation = must(customer, "email al cliente").parsed;
    expect(confirmation.subject).toBe("Preventivo n. 2026-0001: Whistleblowing Facile, piano Small Business");
    expect(confirmation.text).toContain("Gentile Marco Verdi,");
    expect(confirmation.text).toContain(
      "Il contratto si conclude, e l'ordine è confermato, quando ci restituisci firmati il contratto e l'accordo",
    );
    expect(confirmation.text).toContain(
      "Mario Rossi, ditta individuale · Via Torino 5, 10121 Torino TO · P.IVA 12345678903 · REA RM-1234567",
    );
    expect(confirmation.text).toMatch(/Totale\s+475,80\u00a0€/);
    expect(confirmation.text).toContain("Ti inviamo il contratto e l'accordo sul trattamento dei dati personali");
    expect(confirmation.replyTo?.value[0]?.address).toBe(OPERATOR_EMAIL);

    const quote = pdfOf(customer);
    expect(quote.filename).toBe("preventivo-2026-0001.pdf");
    expect(quote.pages).toBeGreaterThanOrEqual(1);
    expect(quote.pages).toBeLessThanOrEqual(2);
    expect(quote.info).toMatch(/Page size:.*\(A4\)/);
    for (const fact of [
      "Preventivo n. 2026-0001",
      "Mario Rossi, ditta individuale",
      "REA RM-1234567",
      "Via Torino 5, 10121 Torino TO",
      "Verdi Costruzioni S.r.l.",
      "00743110157",
      "RSSMRA85T10A562S",
      "Via Roma 10, 20121 Milano (MI)",
      "M5UXCR1",
      "+39 02 1234567",
      "Canone annuale piano Small Business 240,00 €",
      "Attivazione una tantum 150,00 €",
      "Imponibile 390,00 €",
      "IVA 22% 85,80 €",
      "Totale 475,80 €",
      "fino ad allora la richiesta non ti impegna",
      "Prezzi validi fino al 1 aprile 2026",
      "Il preventivo non vincola né te né noi finché il contratto non è concluso. I prezzi di questo preventivo valgono se entro il 1 aprile 2026 ci restituisci firmati il contratto",
      "Prossimi passi",
      // The e-mailed copy follows the confirmation: its first step is ours (buyer read F27).
      "1. Verifichiamo i dati della richiesta",
      "12 mesi di servizio; supporto via e-mail; rinnovo tacito alla scadenza, salvo disdetta inviata almeno 60 giorni prima della scadenza; a ogni rinnovo si paga solo il canone",
      "entro 24 ore lavorative",
      "Pagina 1 di 1",
    ]) {
      expect(quote.text.replace(/'/g, "’"), fact).toContain(fact);
    }
    expect(quote.text).not.toContain("IBAN");
    expect(quote.text).not.toContain("\uFFFD");
    // The notes reach the operator only: not the unverified address, neither the e-mail nor the PDF.
    expect(quote.text).not.toContain("Fattura a inizio mese");
    expect(confirmation.text).not.toContain("Fattura a inizio mese");
    expect(String(confirmation.html)).not.toContain("Fattura a inizio mese");

    const notification = must(operator, "notifica all'operatore").parsed;
    expect(notification.subject).toBe(
      "Nuova richiesta d'ordine n. 2026-0001: Verdi Costruzioni S.r.l. (Small Business)",
    );
    expect(notification.text).toContain("informativa privacy indicata accanto al pulsante di invio, versione del");
    expect(notification.replyTo?.value[0]?.address).toBe(CUSTOMER);
    expect(notification.text).toContain("00743110157");
    expect(notification.text).toContain(NOTES);
    expect(notification.text).toContain(
      "Se l'indirizzo non viene confermato, la richiesta viene cancellata automaticamente dal server entro 25 ore; se viene confermato, dopo 90 giorni.",
    );
    // Sent before the customer confirms the address: no invitation to write to it yet.
    expect(notification.text).toContain(
      "Non scrivere a questo indirizzo finché non è confermato (lo mostra npm run ops show, alla voce «Indirizzo confermato il» della richiesta).",
    );
    expect(notification.text).not.toContain("Rispondi a questa e-mail");
    expect(pdfOf(operator).text).toBe(quote.text);
  });

  it("with the promotion running and bank details configured: activation 0,00 €, 292,80 € in all, IBAN shown", async () => {
    const parts = await server({ PROMO_END: "2026-03-31", QUOTE_VALIDITY_DAYS: "15", ...BANK });
    const received = await orderAndSend(parts, orderBody({ sdiCode: "", pec: "verdi@pec.it" }));
    const quote = pdfOf(received.find((mail) => mail.envelopeTo.includes(CUSTOMER)));
    for (const fact of [
      "Preventivo n. 2026-0002",
      "Attivazione una tantum 0,00 € promozione per le richieste d’ordine inviate entro il 31 marzo 2026; prezzo di listino 150,00 €",
      "Imponibile 240,00 €",
      "IVA 22% 52,80 €",
      "Totale 292,80 €",
      "Prezzi validi fino al 17 marzo 2026",
      "Vale anche se nel frattempo la promozione è terminata",
      "PEC verdi@pec.it",
      "IBAN IT60X0542811101000000123456",
      "Banca Esempio",
      "Causale Preventivo n. 2026-0002",
    ]) {
      expect(quote.text.replace(/'/g, "’"), fact).toContain(fact);
    }
    expect(quote.text).not.toContain("M5UXCR1");
  });

  it("under the regime forfettario, for an association with only a codice fiscale: no VAT, the L. 190/2014 wording, 2 € stamp duty", async () => {
    const parts = await server({ VAT_REGIME: "forfettario" });
    // Its own mailbox: the two earlier orders used CUSTOMER's three e-mails of the day (docs/decisions/0024).
    const email = "segreteria@associazione-verdi.it";
    const received = await orderAndSend(parts, orderBody({ vatNumber: "", taxCode: "97735020584", email }));
    const customer = received.find((mail) => mail.envelopeTo.includes(email));
    const quote = pdfOf(customer);
    for (const fact of [
      "prezzi senza IVA (regime forfettario)",
      "Totale servizi 390,00 €",
      "Imposta di bollo sulla fattura 2,00 €",
      "Totale 392,00 €",
      "ai sensi dell’art. 1, commi da 54 a 89, della legge 190/2014",
      "Codice fiscale 97735020584",
    ]) {
      expect(quote.text.replace(/'/g, "’"), fact).toContain(fact);
    }
    expect(quote.text).not.toMatch(/IVA esclusa|IVA 0%|Partita IVA/);
    expect(must(customer, "email al cliente").parsed.text).toMatch(/Totale\s+392,00\u00a0€/);
  });

  it("for a public body: IPA code, CIG, split payment and the procedure's documents in both e-mails and the PDF", async () => {
    const parts = await server(BANK);
    const received = await orderAndSend(parts, {
      buyerType: "pubblico",
      workers: 150,
      companyName: "Comune di Esempio",
      taxCode: "00743110157",
      ipaCode: "UFXY12",
      cig: "Z1A2B3C4D5",
      splitPayment: true,
      contactName: "Anna Bianchi",
      email: RPCT,
    });
    const customer = received.find((mail) => mail.envelopeTo.includes(RPCT));
    const operator = received.find((mail) => !mail.envelopeTo.includes(RPCT));
    const quote = pdfOf(customer);
    for (const fact of [
      "Tipo di ente Pubblico",
      // DPO B5: the public body's contract follows its award decision, not our signed forms.
      "Con un ente pubblico il contratto segue la decisione di affidamento dell’ente",
      "Codice fiscale dell’ente 00743110157",
      "Codice univoco ufficio (IPA) UFXY12",
      "CIG Z1A2B3C4D5",
      "Imponibile 510,00 €",
      "IVA 22% 112,20 €",
      "Totale 622,20 €",
      "IVA versata dall’ente all’Erario (scissione dei pagamenti) -112,20 €",
      "Da pagare a noi 510,00 €",
      "è tenuto alla scissione dei pagamenti (art. 17-ter DPR 633/1972), ci paga",
      "obblighi di tracciabilità dei flussi finanziari (art. 3 L. 136/2010)",
      "regolarità contributiva (DURC)",
      "FatturaPA",
      // B4, DPO re-read of the order: the public body's own steps, and no advance payment.
      "A un ente pubblico non chiediamo pagamenti anticipati",
      "Nessun pagamento anticipato: l’ente paga dopo il servizio reso",
      "Preventivo n. 2026-",
    ]) {
      expect(quote.text.replace(/'/g, "’"), fact).toContain(fact);
    }
    expect(quote.text).not.toContain("Sede legale");
    expect(quote.text).not.toContain(
      "Ti inviamo il contratto e l’accordo sul trattamento dei dati personali (art. 28 GDPR) da firmare",
    );
    expect(quote.text.replace(/\s+/g, " ")).toContain("CIG Z1A2B3C4D5");
    for (const mail of [customer, operator]) {
      const text = must(mail, "email").parsed.text ?? "";
      expect(text).toMatch(/Da pagare a noi\s+510,00\u00a0€/);
      expect(text).toContain("è tenuto alla scissione dei pagamenti (art. 17-ter DPR 633/1972), ci paga");
      expect(text).toContain("art. 3 L. 136/2010");
    }
  });

  it("for a controlled company not in the IPA: its SDI code, and the e-invoice through SDI, in the e-mails and the PDF", async () => {
    const parts = await server({});
    const received = await orderAndSend(parts, {
      buyerType: "pubblico",
      publicInvoice: "sdi",
      workers: 60,
      companyName: "Acque Pubbliche S.p.A.",
      taxCode: "00743110157",
      vatNumber: "00743110157",
      sdiCode: "M5UXCR1",
      splitPayment: true,
      contactName: "Anna Bianchi",
      email: RPCT,
    });
    const customer = received.find((mail) => mail.envelopeTo.includes(RPCT));
    const operator = received.find((mail) => !mail.envelopeTo.includes(RPCT));
    const quote = pdfOf(customer).text.replace(/\s+/g, " ");
    expect(quote).toContain("Codice destinatario SDI M5UXCR1");
    expect(quote).toContain("trasmessa tramite il Sistema di Interscambio (SDI) al codice destinatario della società");
    expect(quote).not.toMatch(/FatturaPA|Codice univoco ufficio/);
    const notification = must(operator, "notifica").parsed.text ?? "";
    expect(notification).toMatch(/Codice destinatario SDI\s+M5UXCR1/);
    expect(notification).not.toContain("Codice univoco ufficio");
    expect(must(customer, "email al cliente").parsed.text).toContain("Sistema di Interscambio (SDI)");
  });
});
