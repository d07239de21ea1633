import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { confirmByLink } from "./support/confirmation.ts";
import { smtpSuite } from "./support/smtp-suite.ts";
import { testDialects } from "./support/test-databases.ts";
import { kitBody, must, OPERATOR_EMAIL, submit } from "./support/test-server.ts";
const VISITOR = "marco.verdi@verdi-costruzioni.it";

/** The text of every .docx in a ZIP, by file name: word/document.xml without its tags. */
function documentsIn(zip: Buffer): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(zip)))) {
    const xml = unzipSync(bytes)["word/document.xml"];
    documents.set(name, strFromU8(must(xml, `${name}: word/document.xml`)).replace(/<[^>]+>/g, " "));
  }
  return documents;
}

// 'Ricevilo via e-mail' (issue 21): the kit as the fourth form, stored before the 201, sent by the outbox.
describe.each(testDialects())("the activation kit by e-mail on %s", (dialect) => {
  const suite = smtpSuite(dialect);

  it("stores the answers, then sends the visitor the ZIP of .docx files and tells the operator", async () => {
    const response = await submit(suite.parts.app, "kit", kitBody({ marketingConsent: true }));
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;
    const row = must(
      await suite.parts.database.db.selectFrom("kit_requests").selectAll().where("id", "=", id).executeTakeFirst(),
      "richiesta del kit",
    );
    expect(row).toMatchObject({
      entity_name: "Verdi Costruzioni S.r.l.",
      email: VISITOR,
      privacy_email: "privacy@verdi-costruzioni.it",
      rpd_email: "dpo@verdi-costruzioni.it",
      marketing_consent: 1,
    });
    expect(JSON.parse(row.kit_values)).toMatchObject({
      ente: "privato",
      controllo: "no",
      lavoratori: "120",
      gestore: "Ufficio Compliance",
    });
    expect(JSON.parse(row.kit_values)).not.toHaveProperty("privacy");

    // First the fixed-text confirmation and the operator's notice; the kit after the click.
    expect(await suite.parts.worker.processDue()).toMatchObject({ sent: 2, retried: 0 });
    const received = await suite.smtp.waitFor(2);
    const confirmation = must(
      received.find((mail) => mail.envelopeTo.includes(VISITOR)),
      "e-mail di conferma al richiedente",
    );
    const operator = must(
      received.find((mail) => mail.envelopeTo.includes(OPERATOR_EMAIL)),
      "e-mail al gestore",
    );
    suite.smtp.received.length = 0;
    await confirmByLink(suite.parts.app, confirmation);
    expect(await suite.parts.worker.processDue()).toMatchObject({ sent: 1, retried: 0 });
    const visitor = must((await suite.smtp.waitFor(1))[0], "kit al richiedente");
    expect(visitor.envelopeTo).toEqual([VISITOR]);

    expect(visitor.parsed.subject).toBe("Kit di attivazione del canale di segnalazione: Verdi Costruzioni S.r.l.");
    expect(visitor.parsed.text).toContain("non una consulenza legale");
    const [zip] = visitor.parsed.attachments;
    expect(zip?.contentType).toBe("application/zip");
    expect(zip?.filename).toMatch(/^kit-whistleblowing-verdi-costruzioni.*\.zip$/);
    const documents = documentsIn(must(zip).content);
    expect(documents.size).toBeGreaterThanOrEqual(5);
    for (const [name, text] of documents) {
      expect(text, name).toContain("Verdi Costruzioni S.r.l.");
    }
    expect([...documents.values()].join(" ")).toContain("Organismo di Vigilanza collegiale");

    expect(operator.parsed.subject).toBe("Nuova richiesta del kit di attivazione: Verdi Costruzioni S.r.l.");
    expect(operator.parsed.text).toContain("Soggetto privato, media di 120 lavoratori, Modello 231");
    expect(operator.parsed.text).toMatch(/Consenso a proposte commerciali:?\s*Chiesto nel modulo/);
    // Sent at once, before the address is confirmed: no reply invited, and both deletions told.
    expect(operator.parsed.text).toContain("Non scrivere a questo indirizzo finché non è confermato");
    expect(operator.parsed.text).not.toContain("Rispondi a questa e-mail");
    expect(operator.parsed.text).toContain(
      "Se l'indirizzo non viene confermato, la richiesta viene cancellata automaticamente dal server entro 25 ore; se viene confermato, dopo",
    );
    expect(operator.parsed.attachments).toHaveLength(0);
  });

  it("refuses answers that would not draft a kit, at their fields, and stores nothing", async () => {
    const before = await suite.parts.database.db
      .selectFrom("kit_requests")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const same = await submit(suite.parts.app, "kit", kitBody({ sostituto: "ufficio compliance" }));
    expect(same.statusCode).toBe(400);
    expect(same.json<{ errors: Record<string, string> }>().errors).toEqual({
      sostituto:
        "Il sostituto deve essere diverso dal gestore: interviene proprio quando il gestore è in conflitto di interessi o assente.",
    });

    const notObliged = await submit(
      suite.parts.app,
      "kit",
      kitBody({ lavoratori: "20", modello231: "no", settore: "no", odv: "" }),
    );
    expect(notObliged.statusCode).toBe(400);
    expect(notObliged.json<{ errors: Record<string, string> }>().errors["ente"]).toContain(
      "non obbliga la tua organizzazione",
    );

    const noAddress = await submit(suite.parts.app, "kit", kitBody({ sito: "http://verdi.example" }));
    expect(noAddress.statusCode).toBe(400);
    expect(Object.keys(noAddress.json<{ errors: Record<string, string> }>().errors)).toEqual(["sito"]);

    const after = await suite.parts.database.db
      .selectFrom("kit_requests")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses an unknown key like every form", async () => {
    const response = await submit(suite.parts.app, "kit", kitBody({ extra: "x" }));
    expect(response.statusCode).toBe(400);
  });
});
