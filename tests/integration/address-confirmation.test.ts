import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  confirmationLink,
  confirmByLink,
  expectNoneOf,
  expectOnlyLink,
  openLink,
  pressConfirm,
  tokenOf,
} from "./support/confirmation.ts";
import { purgeExpired } from "./support/purge.ts";
import { smtpSuite } from "./support/smtp-suite.ts";
import { testDialects } from "./support/test-databases.ts";
import type { ReceivedMail } from "./support/test-smtp.ts";
import { kitBody, must, OPERATOR_EMAIL, orderBody, submit, testClock, whitepaperBody } from "./support/test-server.ts";
import { kitConfirmationCopy } from "../../src/features/activation-kit/schema.ts";
import { MARKETING_BOX_LABEL } from "../../src/config/address-confirmation.ts";

const HOUR = 60 * 60 * 1000;

/*
 * Security review 3, H1/L2/L3 (docs/decisions/0023): an e-mail to an address that has not
 * confirmed it asked carries nothing the sender typed; the kit and the offer follow the click on
 * a signed, single-use link that expires; a GET never confirms; marketing consent counts only
 * once confirmed; unconfirmed kit requests are purged after a day.
 */

/** What a phisher would type into the kit's form: a known name and look-alike links. */
const PHISHING_KIT = {
  denominazione: "Agenzia Fittizia delle Entrate",
  sito: "https://agenzia-fittizia-verifica.example.com/login",
  piattaforma: "https://agenzia-fittizia-verifica.example.com/segnala?id=1",
  gestore: "Ufficio Riscossione Fittizio",
  sostituto: "Direttore Fittizio Regionale",
  privacy: "privacy@agenzia-fittizia-verifica.example.com",
  rpd: "dpo@agenzia-fittizia-verifica.example.com",
  odv: "Organismo Fittizio di Vigilanza",
};
const KIT_TYPED = [...Object.values(PHISHING_KIT), "agenzia-fittizia", "Fittizi"];

const ORDER_TYPED_FIELDS = {
  companyName: "Fieramosca Forniture S.r.l.",
  contactName: "Ettore Fieramosca",
  street: "Via Disfida 13",
  city: "Barletta",
  province: "BT",
  postalCode: "76121",
  phone: "+39 0883 123456",
  notes: "Nota unica di prova per la disfida",
};
// The province ("BT") is left out of the search: two letters turn up by chance in any raw message.
const ORDER_TYPED = [
  ...Object.values(ORDER_TYPED_FIELDS).filter((value) => value !== ORDER_TYPED_FIELDS.province),
  "Fieramosca",
  "Disfida",
  "00743110157",
  "M5UXCR1",
];

const WHITEPAPER_TYPED_FIELDS = { firstName: "Ottavia", lastName: "Quercetti", companyName: "Querceto Lab" };
const WHITEPAPER_TYPED = Object.values(WHITEPAPER_TYPED_FIELDS);

function documentsIn(zip: Buffer): string[] {
  return Object.values(unzipSync(new Uint8Array(zip))).map((bytes) =>
    strFromU8(must(unzipSync(bytes)["word/document.xml"], "word/document.xml")),
  );
}

describe.each(testDialects())("address confirmation on %s", (dialect) => {
  const clock = testClock();
  const suite = smtpSuite(dialect, clock);
  let address = 0;
  /** A fresh address per request: the recipient caps stay out of the way. */
  const nextAddress = () => `destinatario.${(address += 1)}@ignaro-esempio.it`;

  /** Submits a form and sends what the outbox has: the mails to `to` and to the operator. */
  async function submitAndSend(form: string, body: Record<string, unknown>) {
    const response = await submit(suite.parts.app, form, body);
    expect(response.statusCode).toBe(201);
    await suite.parts.worker.processDue();
    const received = await suite.smtp.waitFor(2);
    const visitor = received.filter((mail) => mail.envelopeTo.includes(String(body["email"])));
    const operator = received.filter((mail) => mail.envelopeTo.includes(OPERATOR_EMAIL));
    suite.smtp.received.length = 0;
    return { id: response.json<{ id: string }>().id, visitor, operator };
  }

  async function kitRow(id: string) {
    return suite.parts.database.db.selectFrom("kit_requests").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Sends what is due and returns what arrived (nothing, when nothing was due). */
  async function sendDue(): Promise<ReceivedMail[]> {
    const { sent } = await suite.parts.worker.processDue();
    const received = sent > 0 ? [...(await suite.smtp.waitFor(sent))] : [];
    suite.smtp.received.length = 0;
    return received;
  }

  it("kit: the first e-mail is fixed text with only the signed link; no kit until the link's POST", async () => {
    const email = nextAddress();
    const { id, visitor, operator } = await submitAndSend("kit", kitBody({ ...PHISHING_KIT, email }));
    expect(visitor).toHaveLength(1);
    const first = must(visitor[0]);
    expectNoneOf(first, KIT_TYPED);
    expect(first.parsed.attachments).toHaveLength(0);
    expect(first.parsed.subject).toBe("Conferma il tuo indirizzo per ricevere il kit di attivazione");
    expect(first.parsed.text).toContain(
      "ricevi questa e-mail perché qualcuno ha indicato questo indirizzo sul sito www.whistleblowing-esempio.it",
    );
    expect(first.parsed.text).toContain("Se la richiesta non è tua, ignora questa e-mail");
    const link = confirmationLink(first);
    expectOnlyLink(first, link);
    // The operator's own notification may carry the answers.
    expect(must(operator[0]).parsed.subject).toContain(PHISHING_KIT.denominazione);

    // A mail scanner fetches the link: the page shows a button and nothing is confirmed.
    const opened = await openLink(suite.parts.app, link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    // The link's token reaches no other site, and the button's POST still carries our Origin:
    // under "no-referrer" a browser sends "Origin: null", which the POST refuses as foreign.
    expect(opened.headers["referrer-policy"]).toBe("same-origin");
    expect(opened.body).toContain('<form action="/conferma-indirizzo" method="post">');
    expect(opened.body).toContain("Conferma e ricevi il kit");
    expect(opened.body).not.toContain("Fittizi");
    // No consent asked: no consent box, no line on withdrawing it.
    expect(opened.body).not.toContain('type="checkbox"');
    expect(opened.body).not.toContain("comunicazioni-commerciali");
    expect((await openLink(suite.parts.app, link)).statusCode).toBe(200);
    expect(must(await kitRow(id)).confirmed_at).toBeNull();
    expect(await sendDue()).toHaveLength(0);

    // The button's POST confirms, stores when, and only then the kit is drafted and sent.
    const confirmed = await pressConfirm(suite.parts.app, tokenOf(link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("il kit di attivazione arriva tra qualche minuto");
    expect(must(await kitRow(id)).confirmed_at).toBe(clock());
    const [kit, ...more] = await sendDue();
    expect(more).toHaveLength(0);
    expect(must(kit).envelopeTo).toEqual([email]);
    const zip = must(must(kit).parsed.attachments[0], "ZIP");
    expect(zip.contentType).toBe("application/zip");
    expect(documentsIn(zip.content).join(" ")).toContain(PHISHING_KIT.denominazione);

    // Single use: the second POST and any later GET are refused with a page, not a second kit.
    const again = await pressConfirm(suite.parts.app, tokenOf(link));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Link già usato");
    // The whitepaper's link confirms a consent, not an address: the text fits both.
    expect(again.body).toContain("la conferma è già registrata e non serve fare altro");
    expect((await openLink(suite.parts.app, link)).statusCode).toBe(409);
    expect(await sendDue()).toHaveLength(0);
  });

  it("refuses forged, tampered, foreign and expired links with an Italian page and a 4xx", async () => {
    const { id, visitor } = await submitAndSend("kit", kitBody({ email: nextAddress() }));
    const token = tokenOf(confirmationLink(must(visitor[0])));
    const [form, requestId, expires, signature] = token.split(".");
    const flipped = `${must(signature).slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}`;
    const forged = [
      `${form}.${requestId}.${expires}.${flipped}`,
      // A later expiry, or another request, under the same signature.
      `${form}.${requestId}.${(parseInt(must(expires), 36) + HOUR).toString(36)}.${signature}`,
      `${form}.00000000-0000-4000-8000-000000000000.${expires}.${signature}`,
      `order.${requestId}.${expires}.${signature}`,
      "x",
      "",
      `${token}%00`,
    ];
    for (const bad of forged) {
      const opened = await suite.parts.app.inject({ method: "GET", url: `/conferma-indirizzo?t=${bad}` });
      expect(opened.statusCode, bad).toBe(400);
      expect(opened.body).toContain("Link non valido");
      const pressed = await pressConfirm(suite.parts.app, bad);
      expect(pressed.statusCode, bad).toBe(400);
    }
    expect((await suite.parts.app.inject({ method: "GET", url: "/conferma-indirizzo" })).statusCode).toBe(400);
    const notForm = await suite.parts.app.inject({
      method: "POST",
      url: "/conferma-indirizzo",
      headers: { "content-type": "application/json", origin: "https://www.whistleblowing-esempio.it" },
      payload: JSON.stringify({ t: token }),
    });
    expect(notForm.statusCode).toBe(400);

    const foreign = await pressConfirm(suite.parts.app, token, "https://evil.example");
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain("Conferma non riuscita");
    expect(must(await kitRow(id)).confirmed_at).toBeNull();

    clock.advance(24 * HOUR + 1);
    const late = await openLink(suite.parts.app, `https://www.whistleblowing-esempio.it/conferma-indirizzo?t=${token}`);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain("Link scaduto");
    expect(late.body).toContain("Questo link di conferma non vale più: vale 24 ore dalla richiesta");
    expect(late.body).toContain("Se ti serve ancora, invia una nuova richiesta dal sito.");
    expect((await pressConfirm(suite.parts.app, token)).statusCode).toBe(410);
    expect(must(await kitRow(id)).confirmed_at).toBeNull();
    expect(await sendDue()).toHaveLength(0);
  });

  it("purges unconfirmed kit requests once their link has expired, and keeps confirmed ones", async () => {
    const stale = await submitAndSend("kit", kitBody({ email: nextAddress() }));
    const kept = await submitAndSend("kit", kitBody({ email: nextAddress() }));
    await confirmByLink(suite.parts.app, must(kept.visitor[0]));
    await sendDue();
    clock.advance(23 * HOUR);
    const fresh = await submitAndSend("kit", kitBody({ email: nextAddress() }));
    clock.advance(HOUR + 1);

    const purged = await purgeExpired(suite.parts.database, { now: clock(), retentionDays: 30, mailDir: null });
    // The stale one, and the earlier test's expired one; never the confirmed or the fresh one.
    expect(purged["kitRequests"]).toBeGreaterThanOrEqual(1);
    expect(await kitRow(stale.id)).toBeUndefined();
    expect(await kitRow(kept.id)).toBeDefined();
    expect(await kitRow(fresh.id)).toBeDefined();
    const outbox = await suite.parts.database.db
      .selectFrom("outbox")
      .select("id")
      .where("request_id", "=", stale.id)
      .execute();
    expect(outbox).toHaveLength(0);
  });

  it("stores only the answers drafting reads, normalised, and refuses hidden junk in ignored ones", async () => {
    const { id } = await submitAndSend(
      "kit",
      kitBody({ email: nextAddress(), modello231: "no", settore: "si", odv: "Mario Bianchi, tel. 333 1234567" }),
    );
    const row = must(await kitRow(id));
    const values = JSON.parse(row.kit_values) as Record<string, string>;
    expect(values).not.toHaveProperty("odv");
    expect(values).not.toHaveProperty("privacy");
    expect(values).not.toHaveProperty("rpd");
    expect(row.privacy_email).toBe("privacy@verdi-costruzioni.it");
    expect(row.rpd_email).toBe("dpo@verdi-costruzioni.it");
    expect(JSON.stringify(values)).not.toContain("333");

    const publicEntity = await submitAndSend(
      "kit",
      kitBody({ email: nextAddress(), ente: "pubblico", tipo: "comune" }),
    );
    const publicValues = JSON.parse(must(await kitRow(publicEntity.id)).kit_values) as Record<string, string>;
    expect(publicValues).not.toHaveProperty("lavoratori");
    expect(publicValues).not.toHaveProperty("settore");

    const bidi = await submit(
      suite.parts.app,
      "kit",
      kitBody({ email: nextAddress(), ente: "pubblico", tipo: "comune", lavoratori: "\u202e12" }),
    );
    expect(bidi.statusCode).toBe(400);
    const long = await submit(
      suite.parts.app,
      "kit",
      kitBody({ email: nextAddress(), modello231: "no", odv: "x".repeat(301) }),
    );
    expect(long.statusCode).toBe(400);
  });

  it("order: the first e-mail is fixed text with our number; the offer and its PDF follow the click", async () => {
    const email = nextAddress();
    const response = await submit(suite.parts.app, "order", orderBody({ ...ORDER_TYPED_FIELDS, email }));
    expect(response.statusCode).toBe(201);
    const { number, id } = response.json<{ number: string; id: string }>();
    await suite.parts.worker.processDue();
    const received = [...(await suite.smtp.waitFor(2))];
    suite.smtp.received.length = 0;
    const first = must(received.find((mail) => mail.envelopeTo.includes(email)));
    const operator = must(received.find((mail) => mail.envelopeTo.includes(OPERATOR_EMAIL)));
    expectNoneOf(first, ORDER_TYPED);
    expect(first.parsed.attachments).toHaveLength(0);
    expect(first.parsed.subject).toBe(
      `Richiesta d'ordine n. ${number}: conferma il tuo indirizzo per ricevere il preventivo`,
    );
    expect(first.parsed.text).toContain(
      "senza la tua conferma non ti scriviamo altro e la richiesta viene cancellata entro 25 ore dall'invio.",
    );
    const link = confirmationLink(first);
    expectOnlyLink(first, link);
    // The operator's notification is unchanged: the quote attached at once.
    expect(operator.parsed.attachments).toHaveLength(1);

    expect((await openLink(suite.parts.app, link)).statusCode).toBe(200);
    expect(await sendDue()).toHaveLength(0);
    const confirmed = await pressConfirm(suite.parts.app, tokenOf(link));
    expect(confirmed.statusCode).toBe(200);
    const order = await suite.parts.database.db
      .selectFrom("order_requests")
      .select("confirmed_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(order.confirmed_at).toBe(clock());
    const [quote, ...more] = await sendDue();
    expect(more).toHaveLength(0);
    expect(must(quote).envelopeTo).toEqual([email]);
    expect(must(quote).parsed.subject).toContain(`Preventivo n. ${number}`);
    expect(must(quote).parsed.attachments[0]?.contentType).toBe("application/pdf");
    expect((await pressConfirm(suite.parts.app, tokenOf(link))).statusCode).toBe(409);
    // Confirmed through the link: the purge of unconfirmed orders leaves it (B2c, decision 0040).
    clock.advance(25 * HOUR);
    await purgeExpired(suite.parts.database, { now: clock(), retentionDays: 30, mailDir: null });
    const kept = await suite.parts.database.db
      .selectFrom("order_requests")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it("whitepaper: our PDF at once with a fixed greeting; the marketing consent counts only after the click", async () => {
    const email = nextAddress();
    const { id, visitor, operator } = await submitAndSend(
      "whitepaper",
      whitepaperBody({ ...WHITEPAPER_TYPED_FIELDS, email, marketingConsent: true }),
    );
    const delivery = must(visitor[0]);
    expectNoneOf(delivery, WHITEPAPER_TYPED);
    expect(delivery.parsed.attachments.map((attachment) => attachment.filename)).toEqual([
      "whitepaper-dlgs-24-2023.pdf",
    ]);
    expect(delivery.parsed.text).toContain("Buongiorno,");
    expect(delivery.parsed.text).toContain(
      "la casella per ricevere per e-mail proposte commerciali sul nostro servizio: il consenso vale solo se lo confermi",
    );
    expect(delivery.parsed.text).toContain("Puoi revocare il consenso in qualsiasi momento");
    // Our own policy, a fixed URL: still nothing the sender typed (expectNoneOf above).
    expect(delivery.parsed.text).toContain(
      "Come trattiamo questo indirizzo: https://www.whistleblowing-esempio.it/privacy-policy",
    );
    const lead = must(operator[0]).parsed.text;
    expect(lead).toContain("vale solo quando l'interessato lo conferma");
    // Sent before any confirmation: no invitation to write to the address.
    expect(lead).toContain("Non scrivere a questo indirizzo finché non è confermato");
    expect(lead).not.toContain("Rispondi a questa e-mail");

    const row = () =>
      suite.parts.database.db
        .selectFrom("whitepaper_requests")
        .select(["marketing_consent", "marketing_confirmed_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ marketing_consent: 1, marketing_confirmed_at: null });
    const link = confirmationLink(delivery);
    const opened = await openLink(suite.parts.app, link);
    expect(opened.body).toContain("Conferma il consenso");
    // How to withdraw it, and the policy's part on it (art. 7(3), recital 42 GDPR).
    expect(opened.body).toContain("Puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo");
    expect(opened.body).toContain('href="/privacy-policy#comunicazioni-commerciali"');
    expect((await row()).marketing_confirmed_at).toBeNull();
    expect((await pressConfirm(suite.parts.app, tokenOf(link))).statusCode).toBe(200);
    expect(await row()).toEqual({ marketing_consent: 1, marketing_confirmed_at: clock() });
    // The proof of the consent, kept with the contact after the request is purged (art. 7(1) GDPR).
    const [record, ...more] = await sendDue();
    expect(more).toHaveLength(0);
    expect(must(record).envelopeTo).toEqual([OPERATOR_EMAIL]);
    expect(must(record).parsed.subject).toBe(`Consenso commerciale confermato: ${email}`);
    const proof = must(record).parsed.text ?? "";
    expect(proof).toContain("Consenso confermato il");
    // What was consented to, and how (art. 7(1) GDPR; EDPB Guidelines 05/2020, §§ 104-108).
    expect(proof).toMatch(new RegExp(`Richiesta\\s+${id}`));
    expect(proof).toMatch(/E-mail\s+destinatario/);
    expect(proof).toContain(`«${MARKETING_BOX_LABEL}»`);
    expect(proof).toMatch(/Testo della pagina di conferma\s+«Nella richiesta del whitepaper/);
    expect(proof).toContain(
      "casella facoltativa nel modulo, poi conferma dalla pagina aperta con il link inviato a questo indirizzo, premendo il pulsante",
    );
    expect(proof).toContain("Consenso espresso nel modulo il");
    expect(proof).toContain("L'interessato ha confermato");
    expect(proof).toContain("cancella il contatto dall'elenco ma conserva questa e-mail e la data della revoca");

    // Without the box: no link at all.
    const plain = await submitAndSend("whitepaper", whitepaperBody({ email: nextAddress(), marketingConsent: false }));
    expect(must(plain.visitor[0]).parsed.text).not.toContain("conferma-indirizzo");
  });

  it("kit with the marketing box: the kit never depends on the consent, confirmed only in its own box", async () => {
    // Confirmed without ticking the page's box: the kit goes, the consent stays unconfirmed.
    const without = await submitAndSend("kit", kitBody({ email: nextAddress(), marketingConsent: true }));
    const first = must(without.visitor[0]);
    expect(first.parsed.text).toContain("il consenso vale solo se, nella pagina che si apre dal link, selezioni anche");
    const link = confirmationLink(first);
    expectOnlyLink(first, link);
    const page = (await openLink(suite.parts.app, link)).body;
    expect(page).toContain('type="checkbox"');
    expect(page).not.toContain("checked");
    expect(page).toContain(kitConfirmationCopy.marketingChoice);
    // Under the box: how to withdraw the consent, and the policy's part on it.
    expect(page).toContain('aria-describedby="conferma-consenso-nota"');
    expect(page).toContain("Puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo");
    expect(page).toContain('href="/privacy-policy#comunicazioni-commerciali"');
    expect((await pressConfirm(suite.parts.app, tokenOf(link))).statusCode).toBe(200);
    const row = must(await kitRow(without.id));
    expect(row.confirmed_at).toBe(clock());
    expect(row.marketing_confirmed_at).toBeNull();
    const sent = await sendDue();
    expect(sent.map((mail) => mail.envelopeTo)).toEqual([[first.envelopeTo[0]]]);

    // The box ticked: both confirmed, and the operator gets the consent's record.
    const ticked = await submitAndSend("kit", kitBody({ email: nextAddress(), marketingConsent: true }));
    const token = tokenOf(confirmationLink(must(ticked.visitor[0])));
    expect((await pressConfirm(suite.parts.app, token, undefined, { marketing: "1" })).statusCode).toBe(200);
    expect(must(await kitRow(ticked.id)).marketing_confirmed_at).toBe(clock());
    const mails = await sendDue();
    const subjects = mails.map((mail) => mail.parsed.subject);
    expect(subjects).toContain(`Consenso commerciale confermato: ${must(ticked.visitor[0]).envelopeTo[0]}`);
    const proof = must(mails.find((mail) => mail.parsed.subject?.startsWith("Consenso"))).parsed.text ?? "";
    expect(proof).toMatch(new RegExp(`Richiesta\\s+${ticked.id}`));
    expect(proof).toContain(`«${MARKETING_BOX_LABEL}»`);
    expect(proof).toMatch(
      new RegExp(`Testo confermato nella pagina\\s+«${kitConfirmationCopy.marketingChoice.replace(/[()]/g, "\\$&")}»`),
    );
    expect(proof).toContain("selezionando una seconda casella facoltativa e premendo il pulsante");

    // Without the box in the form, the page offers none.
    const plain = await submitAndSend("kit", kitBody({ email: nextAddress(), marketingConsent: false }));
    expect((await openLink(suite.parts.app, confirmationLink(must(plain.visitor[0])))).body).not.toContain(
      'type="checkbox"',
    );
  });

  it("contact: nothing goes to the visitor", async () => {
    const response = await submit(suite.parts.app, "contact", {
      name: "Giulia Bianchi",
      email: "giulia.contatto@ignaro-esempio.it",
      message: "Buongiorno, vorrei informazioni.",
      privacyAccepted: true,
      website: "",
    });
    expect(response.statusCode).toBe(201);
    const received = await sendDue();
    expect(received.map((mail) => mail.envelopeTo)).toEqual([[OPERATOR_EMAIL]]);
  });
});
